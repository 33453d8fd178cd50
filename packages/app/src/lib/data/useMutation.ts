/**
 * The one way the app changes data (spec B 4, 8, 9): run the call, say how it went in the spec's
 * words for the spec's time, and reload exactly the data it changed.
 */
import type { StampcardClient } from '@stampcard/api-client';
import { useToast, type ToastLink } from '@stampcard/ui/Toast';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppContext } from '../appContext/appContext';
import type { Invalidation } from './dataKey';
import { reloadData } from './dataRoute';
import { describeError } from './describeError';

/** How long the spec's messages stay (spec B 9), in milliseconds. */
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

/** A failure message: its title, and the description when the server sends no errors (spec B 8). */
export interface FailureMessage {
  readonly title: string;
  /** @default 'An unexpected error occurred. Try again.' */
  readonly fallback?: string;
  /** How long the message stays, in milliseconds. @default the toasts' own 5 s */
  readonly duration?: number;
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
}

/** How a mutation went: done with the server's answer, failed with why, or not run (one was running). */
export type MutationOutcome<TResult> =
  | { readonly status: 'done'; readonly result: TResult }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'skipped' };

export interface Mutation<TVariables, TResult> {
  /** Runs the call; ignored (skipped) while a call of this mutation runs (spec B 4). */
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
  // Spec A 4: a success clears the message area, so the last failure's message goes.
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
      const { run, invalidates, success, failure } = latest.current;
      try {
        let result: TResult;
        try {
          result = await run(api, variables);
        } catch (error: unknown) {
          const message = failure(variables);
          if (failureToast.current !== null) toast.dismiss(failureToast.current);
          failureToast.current = toast.error(message.title, {
            description: describeError(error, message.fallback),
            ...(message.duration === undefined ? {} : { duration: message.duration }),
          });
          return { status: 'failed', error };
        }
        if (failureToast.current !== null) toast.dismiss(failureToast.current);
        failureToast.current = null;
        const message = success?.(result, variables) ?? null;
        if (message !== null) {
          toast.success(message.title, {
            duration: message.duration ?? messageDurations.success,
            ...(message.description === undefined ? {} : { description: message.description }),
            ...(message.link === undefined ? {} : { link: message.link }),
          });
        }
        const invalidation = invalidates?.(result, variables);
        if (invalidation !== undefined) {
          cache.invalidate(invalidation);
          void reloadData(revalidate, invalidation);
        }
        return { status: 'done', result };
      } finally {
        running.current = false;
        setRunning(false);
      }
    },
    [api, cache, toast, revalidate],
  );

  return { mutate, isRunning };
}
