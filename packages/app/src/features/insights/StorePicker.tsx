import type { StoreSummary } from '@stampcard/api-client';
import { lazy, Suspense } from 'react';
import { StoreField, StoreFieldInput, StoreFieldLabel, StorePicker as Frame } from './InsightsPage.styles';

/**
 * The searchable dropdown (downshift and floating-ui) is a chunk of its own: the first screen
 * after sign-in shows the store's name at once in a field that looks the same, and the dropdown
 * replaces it as soon as it has loaded, before anyone can reach for it.
 */
const Dropdown = lazy(async () => ({ default: (await import('@stampcard/ui/Dropdown')).Dropdown<StoreSummary> }));

export interface StorePickerProps {
  stores: readonly StoreSummary[];
  store: StoreSummary | undefined;
  storeName: (store: StoreSummary) => string;
  isLoading: boolean;
  errorMessage: string | undefined;
  onChange: (store: StoreSummary) => void;
}

/** The Store dropdown of Insights: searchable, 'Default store', 'No results found', disabled with one store or fewer. */
export function StorePicker({ stores, store, storeName, isLoading, errorMessage, onChange }: StorePickerProps) {
  return (
    <Frame>
      <Suspense
        fallback={
          <StoreField>
            <StoreFieldLabel htmlFor="insights-store-placeholder">Store</StoreFieldLabel>
            <StoreFieldInput
              id="insights-store-placeholder"
              readOnly
              disabled
              value={store ? storeName(store) : ''}
              placeholder="Default store"
            />
          </StoreField>
        }
      >
        <Dropdown
          label="Store"
          options={stores}
          optionLabel={storeName}
          optionKey={(option) => String(option.storeID)}
          isSearchable
          placeholder="Default store"
          emptyText="No results found"
          isLoading={isLoading}
          isDisabled={stores.length <= 1}
          value={store ?? null}
          onChange={(next) => {
            if (next !== null) onChange(next);
          }}
          {...(errorMessage === undefined ? {} : { errorMessage })}
        />
      </Suspense>
    </Frame>
  );
}
