/**
 * The changes of a store's details page, each one `useMutation`: every edit and
 * setting is a JSON patch of the difference that tests each value it changes against the value
 * read, so a change someone else saved meanwhile is never overwritten unseen (the user chooses);
 * the delete; and converting the single-store business.
 */
import {
  deleteBusinessStore,
  getBusinessStore,
  patchBusiness,
  patchBusinessStore,
  type Business,
  type Store,
} from '@stampcard/api-client';
import {
  conflictingFields,
  jsonPatchWithTests,
  rebaseEdit,
  useMutation,
  type Edit,
  type FailureMessage,
  type MutationOutcome,
  type SuccessMessage,
} from '#app/lib/data';
import {
  convertPatch,
  convertTexts,
  editableStore,
  isNoChange,
  storeEdit,
  storeFields,
  type ConvertForm,
  type EditableStore,
  type StoreChange,
} from './storeDetails';

/**
 * What a change of the store reloads: its business's pages (the business's stores, the store
 * itself, its tags: their keys begin with the business's) and every businesses list.
 */
const changed = (businessID: number) => [['business', String(businessID)], ['businesses']] as const;

export interface ChangeMessages {
  readonly success: SuccessMessage;
  readonly failure: FailureMessage;
}

interface ChangeRequest {
  readonly edit: Edit<EditableStore>;
  readonly messages: ChangeMessages;
}

/**
 * Patches the store: `change(change, messages, read)` sends the difference from the store as the
 * user read it (`read`, by default the store on screen), tested against it, and says how it went;
 * it resolves to the outcome ('skipped' when the change changes nothing or another is running: no
 * call is made; 'discarded' when the user took someone else's newer version instead).
 */
export function useStoreChange(businessID: number, store: Store | undefined) {
  const storeId = store?.storeID ?? 0;
  const mutation = useMutation<ChangeRequest, Store>({
    run: (api, { edit }) =>
      patchBusinessStore(api, {
        path: { id: businessID, storeId },
        body: jsonPatchWithTests(edit.before, edit.after),
      }),
    invalidates: () => changed(businessID),
    success: (_updated, { messages }) => messages.success,
    failure: ({ messages }) => messages.failure,
    conflict: {
      read: (api) => getBusinessStore(api, { path: { id: businessID, storeId } }),
      fields: (current, { edit }) => conflictingFields(edit, editableStore(current), storeFields),
      rebase: (current, request) => ({ ...request, edit: rebaseEdit(request.edit, editableStore(current)) }),
    },
  });
  const change = async (
    what: StoreChange,
    messages: ChangeMessages,
    read: Store | undefined = store,
  ): Promise<MutationOutcome<Store>> => {
    if (read === undefined || isNoChange(read, what)) return { status: 'skipped' };
    return mutation.mutate({ edit: storeEdit(read, what), messages });
  };
  return { change, isRunning: mutation.isRunning };
}

/**
 * Deletes the store (for a single-store business, the business with it). It reloads what showed
 * it; the page keeps showing the deleted store under its message until it leaves.
 */
export function useStoreDelete(businessID: number, store: Store | undefined, failure: FailureMessage) {
  return useMutation<null, null>({
    run: (api) => deleteBusinessStore(api, { path: { id: businessID, storeId: store?.storeID ?? 0 } }).then(() => null),
    invalidates: () => changed(businessID),
    failure: () => failure,
  });
}

/** Converts the single-store business to a multi-store one: its name, description and image with it. */
export function useConvertBusiness(business: Business | undefined) {
  return useMutation<ConvertForm, Business>({
    run: (api, form) => {
      if (business === undefined) return Promise.reject(new Error('The business has not loaded yet.'));
      return patchBusiness(api, { path: { id: business.businessID }, body: convertPatch(business, form) });
    },
    invalidates: (updated) => changed(updated.businessID),
    failure: () => convertTexts.failure,
  });
}
