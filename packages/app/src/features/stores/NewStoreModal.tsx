import { createBusinessStore, type Store } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { FormInvalidBanner, formInvalidBannerDuration, useInvalidSubmitBanner, useZodForm } from '@stampcard/ui/Form';
import { Modal } from '@stampcard/ui/Modal';
import { useId, useState } from 'react';
import { describeError, describeErrorLine, useLookup, useMutation } from '#app/lib/data';
import { loadCategories, lookupKeys } from '#app/lib/stores';
import {
  CreateFailureSummary,
  emptyStoreForm,
  FormRoot,
  newStoreFields,
  newStoreFormSchema,
  storeBody,
  StoreFormFields,
  type CreateFailure,
  type NewStoreFormData,
} from '#app/components/StoreForm';
import { storeCreatedMessage, storeCreateFailure, storeFieldErrorsOf } from './storesList';

export interface NewStoreModalProps {
  /** The business the store is created in (the route's `businessID`). */
  readonly businessID: string;
  /** Closes the modal: on Cancel, Escape, or once the store is created. */
  readonly onClose: () => void;
}

/**
 * The New store modal of a business's stores: the store form of the new-business wizard, sent as
 * POST /api/Business/{id}/Stores. An invalid form is not sent: the banner says so for 3 seconds.
 * Create is disabled while the call runs, and the modal cannot be closed; on success it closes,
 * 'Store created!' shows for 10 s with a link to the store, and the business and its lists reload;
 * on failure 'Could not create the store' gives the server's errors, in the modal and on their
 * fields, and the form keeps every value. Mounted for each opening, so each starts from the empty
 * form.
 */
export function NewStoreModal({ businessID, onClose }: NewStoreModalProps) {
  const formId = useId();
  const form = useZodForm(newStoreFormSchema, { defaultValues: emptyStoreForm });
  const banner = useInvalidSubmitBanner(form, { autoHideAfterMs: formInvalidBannerDuration });
  const categories = useLookup(lookupKeys.categories, loadCategories);
  const [failure, setFailure] = useState<CreateFailure | null>(null);

  const create = useMutation<NewStoreFormData, Store>({
    run: (api, store) => createBusinessStore(api, { path: { id: Number(businessID) }, body: storeBody(store) }),
    // The business (its stores, this list, its cities) and the businesses lists (their numbers of
    // stores, the cities of every store) changed.
    invalidates: () => [['business', businessID], ['businesses'], lookupKeys.cities],
    success: (created) => storeCreatedMessage(businessID, created),
    failure: () => storeCreateFailure,
  });

  const { setError } = form;
  const submit = async (store: NewStoreFormData) => {
    setFailure(null);
    const outcome = await create.mutate(store);
    if (outcome.status === 'done') onClose();
    if (outcome.status !== 'failed') return;
    setFailure({
      title: storeCreateFailure.title,
      reason: describeError(outcome.error, storeCreateFailure.fallback),
    });
    // The reasons that name a field show on it too; the summary above takes the focus.
    const fieldErrors = storeFieldErrorsOf(outcome.error);
    for (const field of newStoreFields) {
      const messages = fieldErrors[field];
      if (messages !== undefined && messages.length > 0)
        setError(field, { type: 'server', message: messages.join(' ') });
    }
  };

  return (
    <Modal
      title="New store"
      isOpen
      width={640}
      isDismissable={!create.isRunning}
      onOpenChange={(isOpen) => {
        if (!isOpen && !create.isRunning) onClose();
      }}
      actions={
        <>
          <Button isDisabled={create.isRunning} onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            isDisabled={create.isRunning}
            isPending={create.isRunning}
          >
            Create
          </Button>
        </>
      }
    >
      <FormRoot id={formId} noValidate aria-label="The store" onSubmit={banner.handleSubmit(submit)}>
        <FormInvalidBanner {...banner.bannerProps} />
        {failure === null ? null : <CreateFailureSummary failure={failure} />}
        <StoreFormFields
          form={form}
          categories={categories.data}
          categoriesError={categories.error === undefined ? undefined : describeErrorLine(categories.error)}
        />
      </FormRoot>
    </Modal>
  );
}
