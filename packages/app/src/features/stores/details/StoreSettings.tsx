import { getExternalStoreProviders, type ExternalStoreProvider, type Store } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { Dropdown } from '@stampcard/ui/Dropdown';
import { FormField } from '@stampcard/ui/FormField';
import { noChangesDuration, noChangesText } from '@stampcard/ui/InlineEdit';
import { Modal } from '@stampcard/ui/Modal';
import { ConfirmByTyping, Prompt } from '@stampcard/ui/Prompt';
import { SettingsList, SettingsRow } from '@stampcard/ui/SettingsRow';
import { TextField } from '@stampcard/ui/TextField';
import { useToast } from '@stampcard/ui/Toast';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '#app/components/FormModal';
import { RedirectCountdown } from '#app/components/RedirectCountdown';
import type { Href } from '#app/config/paths';
import { describeErrorLine, fieldErrorsOf, useLookup, type FieldErrors } from '#app/lib/data';
import { externalStoreFormSchema } from '#app/lib/forms';
import {
  afterDeleteHref,
  deleteFailedCloseDelay,
  deleteStoreTexts,
  externalOffTexts,
  isNoChange,
  redirectSeconds,
  storeMessages,
  storeName,
  testModeTexts,
} from './storeDetails';
import { useStoreChange, useStoreDelete } from './useStoreMutations';

export interface StoreSettingsProps {
  readonly businessID: number;
  /** The store; undefined while it loads. */
  readonly store: Store | undefined;
  /** Whether the user may change test mode and the external store (update on store settings). */
  readonly canChange: boolean;
  /** Whether the user may delete the store (delete on store settings). */
  readonly canDelete: boolean;
  /**
   * Called with true as the delete starts, false if it failed: while the delete runs and after it
   * succeeded, the page keeps showing the store as it was, under the message, until it leaves.
   */
  readonly onFreeze: (isFrozen: boolean) => void;
}

const providersKey = ['stores', 'externalProviders'] as const;
const loadProviders = (api: Parameters<typeof getExternalStoreProviders>[0]) => getExternalStoreProviders(api);

const externalFields = ['externalStoreID', 'externalStoreProvider'] as const;

/**
 * The settings of a store (administrators): Lock store, unavailable (under development); Test mode,
 * whose switch takes the store offline for customers and, turned off, asks Keep or Drop changes;
 * External store, set with its external ID and provider, its parameters edited, turned off after
 * asking; and Delete store, confirmed by typing delete, then a message that leaves the page.
 */
export function StoreSettings({ businessID, store, canChange, canDelete, onFreeze }: StoreSettingsProps) {
  const navigate = useNavigate();
  const name = storeName(store);
  const isSingleStore = store?.parentBusiness?.isSingleStore ?? false;
  const { change } = useStoreChange(businessID, store);
  const testMode = testModeTexts(name);
  const externalOff = externalOffTexts(name);
  const remove = deleteStoreTexts(name, isSingleStore);
  const deletion = useStoreDelete(businessID, store, remove.failure);
  const providers = useLookup(providersKey, loadProviders);
  const [dialog, setDialog] = useState<
    'testModeOff' | 'setExternal' | 'editExternal' | 'externalOff' | 'delete' | null
  >(null);
  const [isTurningOff, setTurningOff] = useState(false);
  // Test mode turned on: the switch is busy until the store is saved.
  const [isTurningOn, setTurningOn] = useState(false);
  const toast = useToast();
  const [externalErrors, setExternalErrors] = useState<FieldErrors<(typeof externalFields)[number]>>();
  const [deleteFailed, setDeleteFailed] = useState(false);
  // The store as it was when a dialog opened: what its change is made on, even if the store reloads meanwhile.
  const [openedWith, setOpenedWith] = useState<Store | undefined>(undefined);
  const openDialog = (which: NonNullable<typeof dialog>) => {
    setOpenedWith(store);
    setDialog(which);
  };
  const close = () => {
    setDialog(null);
  };

  // After a failed delete the confirmation closes after 1 second (the toast stays).
  useEffect(() => {
    if (!deleteFailed) return;
    const timer = window.setTimeout(() => {
      setDialog(null);
      setDeleteFailed(false);
    }, deleteFailedCloseDelay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [deleteFailed]);

  const isTestMode = store?.enabled === false;
  const isExternal = store?.externalStore ?? false;
  const cannotChange = store === undefined || !canChange;

  const turnOffTestMode = async () => {
    setTurningOff(true);
    try {
      // Both choices send the same update (ADR 013).
      const outcome = await change(
        { field: 'enabled', value: true },
        { success: testMode.off.success, failure: storeMessages.testModeFailed },
        openedWith,
      );
      if (outcome.status !== 'failed') close();
    } finally {
      setTurningOff(false);
    }
  };

  const turnOnTestMode = async () => {
    setTurningOn(true);
    try {
      await change(
        { field: 'enabled', value: false },
        { success: testMode.on.success, failure: storeMessages.testModeFailed },
      );
    } finally {
      setTurningOn(false);
    }
  };

  /** Saves the external store's parameters: unchanged ones send nothing and say so. */
  const saveExternal = async (form: { externalStoreID: string; externalStoreProvider: ExternalStoreProvider }) => {
    const read = openedWith ?? store;
    if (read !== undefined && isNoChange(read, { field: 'external', value: form })) {
      toast.warning(noChangesText, { duration: noChangesDuration });
      return true;
    }
    const outcome = await change(
      { field: 'external', value: form },
      {
        success: dialog === 'setExternal' ? storeMessages.externalSet : storeMessages.externalChanged,
        failure: storeMessages.externalFailed,
      },
      read,
    );
    if (outcome.status === 'failed') setExternalErrors(fieldErrorsOf(outcome.error, externalFields));
    return outcome.status !== 'failed';
  };

  const leaveTo = afterDeleteHref(businessID, isSingleStore) as Href;
  return (
    <>
      <SettingsList title="Settings" headingLevel={2}>
        <SettingsRow
          type="boolean"
          label="Lock store"
          description="Freezes customers' access to the store and their progress."
          isSelected={store?.locked ?? false}
          unavailableReason="Store lock feature not available yet"
        />
        <SettingsRow
          type="boolean"
          label="Test mode"
          description="While on, the store is offline for customers: try changes before they see them."
          isSelected={isTestMode}
          isDisabled={cannotChange}
          isPending={isTurningOn}
          onChange={(selected) => {
            if (selected) {
              void turnOnTestMode();
            } else {
              openDialog('testModeOff');
            }
          }}
        />
        <SettingsRow
          type="boolean"
          label="External store"
          description={
            isExternal
              ? `Run by ${store?.externalStoreProvider?.name ?? 'an external provider'} as ${store?.externalStoreID ?? ''}.`
              : "Links the store to an external ordering platform, by the store's ID there."
          }
          isSelected={isExternal}
          isDisabled={cannotChange}
          onChange={(selected) => {
            setExternalErrors(undefined);
            openDialog(selected ? 'setExternal' : 'externalOff');
          }}
        >
          {isExternal ? (
            <Button
              size="small"
              isDisabled={cannotChange}
              onPress={() => {
                setExternalErrors(undefined);
                openDialog('editExternal');
              }}
            >
              Edit parameters
            </Button>
          ) : null}
        </SettingsRow>
        <SettingsRow
          type="delete"
          label="Delete store"
          description={
            isSingleStore
              ? 'Deletes the store and, with it, its single-store business. It cannot be undone.'
              : 'Deletes the store with its cards and tags. It cannot be undone.'
          }
          actionLabel="Delete store"
          isDisabled={store === undefined || !canDelete}
          onPress={() => {
            openDialog('delete');
          }}
        />
      </SettingsList>

      <Modal
        title={testMode.off.title}
        role="alertdialog"
        isOpen={dialog === 'testModeOff'}
        isDismissable={!isTurningOff}
        onOpenChange={(open) => {
          if (!open && !isTurningOff) close();
        }}
        width={600}
        actions={
          <>
            <Button isDisabled={isTurningOff} onPress={close}>
              {testMode.off.cancel}
            </Button>
            <Button isDisabled={isTurningOff} onPress={() => void turnOffTestMode()}>
              {testMode.off.drop}
            </Button>
            <Button variant="primary" isPending={isTurningOff} onPress={() => void turnOffTestMode()}>
              {testMode.off.keep}
            </Button>
          </>
        }
      >
        <p>{testMode.off.text}</p>
      </Modal>

      <FormModal
        isOpen={dialog === 'setExternal' || dialog === 'editExternal'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={dialog === 'editExternal' ? 'Edit external store parameters' : 'Set as external store'}
        submitLabel={dialog === 'editExternal' ? 'Save parameters' : 'Set as external'}
        width={520}
        schema={externalStoreFormSchema}
        defaultValues={{
          externalStoreID: (openedWith ?? store)?.externalStoreID ?? '',
          externalStoreProvider: (openedWith ?? store)?.externalStoreProvider ?? null,
        }}
        fieldErrors={externalErrors}
        onSubmit={saveExternal}
      >
        {(form) => (
          <>
            <FormField control={form.control} name="externalStoreID">
              {(field) => <TextField label="External store ID" isRequired {...field} />}
            </FormField>
            <FormField control={form.control} name="externalStoreProvider">
              {(field) => (
                <Dropdown<ExternalStoreProvider>
                  label="Provider"
                  isRequired
                  options={providers.data ?? []}
                  isLoading={providers.data === undefined && providers.error === undefined}
                  optionLabel="name"
                  optionKey="externalStoreProviderID"
                  placeholder="Choose a provider"
                  emptyText={
                    providers.error === undefined
                      ? 'No providers'
                      : describeErrorLine(providers.error, 'The providers could not be loaded.')
                  }
                  value={
                    providers.data?.find(
                      (provider) => provider.externalStoreProviderID === field.value?.externalStoreProviderID,
                    ) ??
                    field.value ??
                    null
                  }
                  onChange={(provider) => {
                    field.onChange(provider);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  errorMessage={field.errorMessage}
                />
              )}
            </FormField>
          </>
        )}
      </FormModal>

      <Prompt
        isOpen={dialog === 'externalOff'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={externalOff.title}
        text={externalOff.text}
        confirmLabel={externalOff.confirm}
        cancelLabel={externalOff.cancel}
        type="negative"
        onConfirm={async () => {
          const outcome = await change(
            { field: 'external', value: null },
            { success: storeMessages.externalRemoved, failure: storeMessages.externalFailed },
            openedWith,
          );
          if (outcome.status === 'failed') {
            throw new Error(describeErrorLine(outcome.error, storeMessages.externalFailed.detail));
          }
        }}
      />

      <ConfirmByTyping
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={remove.title}
        text={remove.text}
        confirmLabel={remove.confirm}
        cancelLabel={remove.cancel}
        onConfirm={async () => {
          onFreeze(true);
          const outcome = await deletion.mutate(null);
          if (outcome.status !== 'done') onFreeze(false);
          if (outcome.status === 'failed') {
            setDeleteFailed(true);
            throw new Error(describeErrorLine(outcome.error, remove.failure.fallback));
          }
        }}
        success={{
          title: remove.success,
          text: <RedirectCountdown to={leaveTo} seconds={redirectSeconds.deleted} label={remove.redirectLabel} />,
          action: (
            <Button
              variant="primary"
              onPress={() => {
                void navigate(leaveTo, { replace: true });
              }}
            >
              Navigate away
            </Button>
          ),
        }}
      />
    </>
  );
}
