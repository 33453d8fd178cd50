/**
 * The changes of a business's details page, each one `useMutation` (spec B 4, 8): every edit is a
 * JSON-patch of the difference (the lock, too: its target state, so two administrators toggling at
 * once cannot undo each other), and the delete.
 */
import { deleteBusiness, patchBusiness, type Business } from '@stampcard/api-client';
import {
  describeErrorLine,
  useMutation,
  type FailureMessage,
  type JsonPatchOperation,
  type MutationOutcome,
  type SuccessMessage,
} from '../../../lib/data';
import { businessPatch, type BusinessChange } from './businessDetails';

/** What a change of the business reloads: the business's pages and every businesses list. */
const changed = (businessID: number) => [['business', String(businessID)], ['businesses']] as const;

interface ChangeMessages {
  readonly success: SuccessMessage;
  readonly failure: FailureMessage;
}

interface ChangeRequest {
  readonly operations: JsonPatchOperation[];
  readonly messages: ChangeMessages;
}

/**
 * Patches the business: `change(change, messages)` sends the operations of the difference and says
 * how it went; it resolves to the outcome ('skipped' when the change changes nothing or another is
 * running: no call is made).
 */
export function useBusinessChange(business: Business | undefined) {
  const mutation = useMutation<ChangeRequest, Business>({
    run: (api, { operations }) => patchBusiness(api, { path: { id: business?.businessID ?? 0 }, body: operations }),
    invalidates: (updated) => changed(updated.businessID),
    success: (_updated, { messages }) => messages.success,
    failure: ({ messages }) => messages.failure,
  });
  const change = async (what: BusinessChange, messages: ChangeMessages): Promise<MutationOutcome<Business>> => {
    if (business === undefined) return { status: 'skipped' };
    const operations = businessPatch(business, what);
    if (operations.length === 0) return { status: 'skipped' };
    return mutation.mutate({ operations, messages });
  };
  return { change, isRunning: mutation.isRunning };
}

/**
 * An inline edit's save: resolves when saved; rejects with the line users read when it failed, so
 * the field keeps the typed text and says why (spec B 4, 8).
 */
export async function throwUnlessDone<T>(outcome: Promise<MutationOutcome<T>>, fallback: string): Promise<void> {
  const settled = await outcome;
  if (settled.status === 'failed') throw new Error(describeErrorLine(settled.error, fallback));
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
