import { useState } from 'react';
import { Dropdown } from '../Dropdown';
import { OrderButton, OrderGroup, OrderIcon, Root } from './SortDropdown.styles';

/** Ascending (A to Z, smallest or oldest first) or descending. */
export type SortOrder = 'asc' | 'desc';

/** One way to sort a list: the value the API takes, and the text shown. */
export interface SortOption {
  /** What the list's `sort` query parameter holds (e.g. `no_of_members`). */
  value: string;
  /** The text shown (e.g. Number of members). */
  label: string;
}

/** The sort of a list, as kept in its URL: the sort and its order. */
export interface SortValue {
  /** The chosen sort's `value`, or `null` for the list's own order. */
  sort: string | null;
  /** The order. */
  sortOrder: SortOrder;
}

export interface SortDropdownProps {
  /** The sorts the list offers. */
  options: readonly SortOption[];
  /** The sort and order (controlled). */
  value?: SortValue;
  /**
   * The sort and order at first (uncontrolled).
   * @default { sort: null, sortOrder: 'asc' }
   */
  defaultValue?: SortValue;
  /** Called with the sort and the order whenever either changes. */
  onChange?: (value: SortValue) => void;
  /**
   * The label of the sort dropdown.
   * @default 'Sort by'
   */
  label?: string;
  /**
   * Hides the label visually, as on list pages (the placeholder says the same).
   * @default true
   */
  isLabelHidden?: boolean;
  /**
   * Text shown while no sort is chosen.
   * @default 'Sort by'
   */
  placeholder?: string;
  /**
   * Whether the sort and order cannot be changed.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

const orders: readonly { order: SortOrder; label: string; path: string }[] = [
  { order: 'asc', label: 'Ascending', path: 'M8 13V3m0 0L4 7m4-4l4 4' },
  { order: 'desc', label: 'Descending', path: 'M8 3v10m0 0l-4-4m4 4l4-4' },
];

const initialValue: SortValue = { sort: null, sortOrder: 'asc' };

/**
 * The sort control of a list page: a dropdown of the list's sorts and a pair of toggle buttons for
 * the order, reporting both as `{ sort, sortOrder }`.
 */
export function SortDropdown({
  options,
  value,
  defaultValue = initialValue,
  onChange,
  label = 'Sort by',
  isLabelHidden = true,
  placeholder = 'Sort by',
  isDisabled = false,
  className,
}: SortDropdownProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const change = (next: SortValue) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  const selected = options.find((option) => option.value === current.sort) ?? null;

  return (
    <Root className={className} data-component="SortDropdown">
      <Dropdown
        label={label}
        isLabelHidden={isLabelHidden}
        placeholder={placeholder}
        options={options}
        optionLabel="label"
        optionKey="value"
        value={selected}
        isDisabled={isDisabled}
        onChange={(option) => {
          change({ ...current, sort: option === null ? null : option.value });
        }}
      />
      <OrderGroup role="group" aria-label="Sort order">
        {orders.map(({ order, label: orderLabel, path }) => (
          <OrderButton
            key={order}
            type="button"
            aria-label={orderLabel}
            title={orderLabel}
            aria-pressed={current.sortOrder === order}
            disabled={isDisabled}
            onClick={() => {
              if (current.sortOrder !== order) change({ ...current, sortOrder: order });
            }}
          >
            <OrderIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </OrderIcon>
          </OrderButton>
        ))}
      </OrderGroup>
    </Root>
  );
}
