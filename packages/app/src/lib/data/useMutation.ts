/**
 * The one way the app changes data: run the call, say how it went in the product's words for as
 * long as its message stays, and reload exactly the data it changed, in this tab and the others.
 * A save that someone else's overtook is never a silent win either way: the user chooses.
 */
import { isChangedSinceRead, type StampcardClient } from '@stampcard/api-client';
import { useToast, type ToastLink } from '@stampcard/ui/Toast';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppContext } from '../appContext/appContext';
import { announceChange } from './crossTab';
import type { Invalidation } from './dataKey';
import { reloadData } from './dataRoute';
import { describeError } from './describeError';
import type { EditConflictDefinition } from './editConflict';

/** How long the messages stay, in milliseconds. */
export const messageDurations = {
  /** Success messages such as 'Updated the business' details'; the 'No changes to apply.' warning. */
  success: 2_000,
  /** 'Created user {name}', with its note about the activation e-mail. */
  userCreated: 8_000,
  /** 'Store created!', 'Single-store business created!', 'Business created!'. */
  created: 10_000,
  /**
   * The card builder's messages, successes and failures alike ('Successfully deleted!', 'Could not
   * save'); their details, when opened, keep them 60 s, and closing the details gives this again.
   */
  cardBuilder: 5_000,
} as const;

/** A success message: its title, and optionally a line, a link and how long it stays. */
export interface SuccessMessage {
  readonly title: string;
  readonly description?: string;
  /** An in-app link, e.g. to what was created. */
  readonly link?: ToastLink;
  /** @default messageDurations.success */
  readonly duration?: number;
}

/** A failure message: its title, and the description when the server sends no errors. */
export interface FailureMessage {
  readonly title: string;
  /** @default 'An unexpected error occurred. Try again.' */
  readonly fallback?: string;
  /** A last line saying what exactly did not happen, e.g. which setting was not saved. */
  readonly detail?: string;
  /** How long the message stays, in milliseconds. @default the toasts' own 5 s */
  readonly duration?: number;
}

/** The description of a failure's message: the server's errors or the fallback, then the detail. */
export function failureDescription(error: unknown, message: FailureMessage): string | string[] {
  const description = describeError(error, message.fallback);
  if (message.detail === undefined) return description;
  return [...(Array.isArray(description) ? description : [description]), message.detail];
}

export interface MutationDefinition<TVariables, TResult> {
  /** The call. */
  run: (api: StampcardClient, variables: TVariables) => Promise<TResult>;
  /** The data the call changed: the routes on screen showing it reload, the cache forgets it. */
  invalidates?: (result: TResult, variables: TVariables) => Invalidation;
  /** The message on success; none when left out. */
  success?: (result: TResult, variables: TVariables) => SuccessMessage | null;
  /** The message on failure. */
  failure: (variables: TVariables) => FailureMessage;
  /**
   * For a save made on what the user read (If-Match, a patch's `test`s): how to read the current
   * version and put the user's change on top of it when someone else's save came first. Without
   * it, such a refusal is a failure like any other.
   */
  conflict?: EditConflictDefinition<TVariables, TResult>;
}

/**
 * How a mutation went: done with the server's answer, failed with why, not run (one was running),
 * or given up for the current version someone else saved (the user took it: `current`).
 */
export type MutationOutcome<TResult> =
  | { readonly status: 'done'; readonly result: TResult }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'skipped' }
  | { readonly status: 'discarded'; readonly current: TResult };

/** How many times a change goes on top of a newer version before it fails: someone saving non-stop. */
const conflictRounds = 5;

export interface Mutation<TVariables, TResult> {
  /** Runs the call; ignored (skipped) while a call of this mutation runs. */
  mutate: (variables: TVariables) => Promise<MutationOutcome<TResult>>;
  /** Whether a call runs: disable the button that started it. */
  isRunning: boolean;
}

/**
 * A mutation: `mutate(variables)` runs the call once at a time, shows the success message (or the
 * failure's title with `describeError`'s text; a success dismisses the last failure's message),
 * reloads what `invalidates` names, and resolves to the outcome, so a form keeps its values when
 * it failed.
 */
export function useMutation<TVariables, TResult>(
  definition: MutationDefinition<TVariables, TResult>,
): Mutation<TVariables, TResult> {
  const { api, cache } = useAppContext();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [isRunning, setRunning] = useState(false);
  const running = useRef(false);
  // A success clears the message area, so the last failure's message goes.
  const failureToast = useRef<string | null>(null);
  const latest = useRef(definition);
  useLayoutEffect(() => {
    latest.current = definition;
  });

  const mutate = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TResult>> => {
      if (running.current) return { status: 'skipped' };
      running.current = true;
      setRunning(true);
      const { run, invalidates, success, failure, conflict } = latest.current;
      const reload = (invalidation: Invalidation) => {
        cache.invalidate(invalidation);
        void reloadData(revalidate, invalidation);
      };
      try {
        let sent = variables;
        let result: { readonly value: TResult } | undefined;
        for (let round = 1; result === undefined; round += 1) {
          try {
            result = { value: await run(api, sent) };
          } catch (error: unknown) {
            const canSettle = conflict !== undefined && round <= conflictRounds && isChangedSinceRead(error);
            const settled = canSettle
              ? await settleConflict(conflict, api, sent, error)
              : { status: 'failed' as const, error };
            if (settled.status === 'retry') {
              sent = settled.variables;
              continue;
            }
            if (failureToast.current !== null) toast.dismiss(failureToast.current);
            failureToast.current = null;
            if (settled.status === 'discarded') {
              // The user took the current version: the page shows it, as the other tabs already do.
              const invalidation = invalidates?.(settled.current, sent);
              if (invalidation !== undefined) reload(invalidation);
              return settled;
            }
            const message = failure(sent);
            failureToast.current = toast.error(message.title, {
              description: failureDescription(settled.error, message),
              ...(message.duration === undefined ? {} : { duration: message.duration }),
            });
            return { status: 'failed', error: settled.error };
          }
        }
        if (failureToast.current !== null) toast.dismiss(failureToast.current);
        failureToast.current = null;
        const message = success?.(result.value, sent) ?? null;
        if (message !== null) {
          toast.success(message.title, {
            duration: message.duration ?? messageDurations.success,
            ...(message.description === undefined ? {} : { description: message.description }),
            ...(message.link === undefined ? {} : { link: message.link }),
          });
        }
        const invalidation = invalidates?.(result.value, sent);
        if (invalidation !== undefined) {
          reload(invalidation);
          announceChange(invalidation);
        }
        return { status: 'done', result: result.value };
      } finally {
        running.current = false;
        setRunning(false);
      }
    },
    [api, cache, toast, revalidate],
  );

  return { mutate, isRunning };
}

/** What to do after a save was refused as made on an older version. */
type ConflictSettlement<TVariables, TResult> =
  | { readonly status: 'retry'; readonly variables: TVariables }
  | { readonly status: 'discarded'; readonly current: TResult }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * A save refused because what it changes changed since it was read: reads the current version;
 * when fields the user changed changed there too, asks them (nothing is lost until they choose).
 * Unless they take the current version, the save goes again on top of it.
 */
async function settleConflict<TVariables, TResult>(
  conflict: EditConflictDefinition<TVariables, TResult>,
  api: StampcardClient,
  variables: TVariables,
  refusal: unknown,
): Promise<ConflictSettlement<TVariables, TResult>> {
  let current: TResult;
  try {
    current = await conflict.read(api, variables);
  } catch (error: unknown) {
    return { status: 'failed', error };
  }
  const fields = conflict.fields(current, variables);
  if (fields.length > 0) {
    // The prompt's code loads with the first conflict; if it cannot, the save fails with the refusal.
    const choice = await import('./askConflict').then(({ askConflict }) => askConflict(fields)).catch(() => null);
    if (choice === null) return { status: 'failed', error: refusal };
    if (choice === 'current') return { status: 'discarded', current };
  }
  return { status: 'retry', variables: conflict.rebase(current, variables) };
}
