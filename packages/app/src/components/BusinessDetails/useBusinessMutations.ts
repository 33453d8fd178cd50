/**
 * The changes of a business's details page, each one `useMutation`: every edit is a
 * JSON patch of the difference that tests each value it changes against the value read (the lock,
 * too: its target state), so a change someone else saved meanwhile is never overwritten unseen:
 * the user chooses between theirs and the current one. And the delete.
 */
import { deleteBusiness, getBusiness, patchBusiness, type Business } from '@stampcard/api-client';
import {
  conflictingFields,
  describeErrorLine,
  jsonPatchDiff,
  jsonPatchWithTests,
  rebaseEdit,
  useMutation,
  type Edit,
  type FailureMessage,
  type MutationOutcome,
  type SuccessMessage,
} from '#app/lib/data';
import {
  businessEdit,
  businessFields,
  editableBusiness,
  type BusinessChange,
  type EditableBusiness,
} from './businessDetails';

/** What a change of the business reloads: the business's pages and every businesses list. */
const changed = (businessID: number) => [['business', String(businessID)], ['businesses']] as const;

export interface ChangeMessages {
  readonly success: SuccessMessage;
  readonly failure: FailureMessage;
}

interface ChangeRequest {
  readonly edit: Edit<EditableBusiness>;
  readonly messages: ChangeMessages;
}

/**
 * Patches the business: `change(change, messages)` sends the difference, tested against what was
 * read, and says how it went; it resolves to the outcome ('skipped' when the change changes
 * nothing or another is running: no call is made; 'discarded' when the user took someone else's
 * newer version instead).
 */
export function useBusinessChange(business: Business | undefined) {
  const businessID = business?.businessID ?? 0;
  const mutation = useMutation<ChangeRequest, Business>({
    run: (api, { edit }) =>
      patchBusiness(api, { path: { id: businessID }, body: jsonPatchWithTests(edit.before, edit.after) }),
    invalidates: (updated) => changed(updated.businessID),
    success: (_updated, { messages }) => messages.success,
    failure: ({ messages }) => messages.failure,
    conflict: {
      read: (api) => getBusiness(api, { path: { id: businessID } }),
      fields: (current, { edit }) => conflictingFields(edit, editableBusiness(current), businessFields(current)),
      rebase: (current, request) => ({ ...request, edit: rebaseEdit(request.edit, editableBusiness(current)) }),
    },
  });
  const change = async (what: BusinessChange, messages: ChangeMessages): Promise<MutationOutcome<Business>> => {
    if (business === undefined) return { status: 'skipped' };
    const edit = businessEdit(business, what);
    if (jsonPatchDiff(edit.before, edit.after).length === 0) return { status: 'skipped' };
    return mutation.mutate({ edit, messages });
  };
  return { change, isRunning: mutation.isRunning };
}

/** What an inline edit's save resolves to: the text now saved, when the user kept someone else's. */
export interface InlineSaved {
  readonly value: string;
}

/**
 * An inline edit's save: resolves when saved (with the current text when the user took someone
 * else's version instead of theirs); rejects with the line users read when it failed, so the field
 * keeps the typed text and says why.
 */
export async function throwUnlessDone<T>(
  outcome: Promise<MutationOutcome<T>>,
  fallback: string,
  currentText?: (current: T) => string,
): Promise<InlineSaved | undefined> {
  const settled = await outcome;
  if (settled.status === 'failed') throw new Error(describeErrorLine(settled.error, fallback));
  if (settled.status === 'discarded' && currentText !== undefined) return { value: currentText(settled.current) };
  return undefined;
}

/**
 * Deletes the business. It reloads the lists, not the business: the page shows the success
 * message until it leaves, and must not reload what no longer exists.
 */
export function useBusinessDelete(business: Business | undefined, failure: FailureMessage) {
  return useMutation<null, null>({
    run: (api) => deleteBusiness(api, { path: { id: business?.businessID ?? 0 } }).then(() => null),
    invalidates: () => [['businesses']],
    failure: () => failure,
  });
}
