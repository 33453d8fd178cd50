import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppContext } from '../appContext/appContext';
import { createAddressLookup, type AddressCandidate, type AddressLookup } from './addressLookup';
import { normalizePostcode } from './postcode';

/**
 * Where a lookup stands:
 * - `idle`: none asked for yet (or the postcode changed since);
 * - `invalid`: the postcode typed is not a whole UK postcode, so nothing was asked;
 * - `finding`: asked, the answer not in yet;
 * - `choosing`: several addresses found, the person picks one (`chosen` once they have);
 * - `filled`: the one address found filled the form;
 * - `none`: no address at the postcode;
 * - `failed`: the service could not answer (unreachable, refused, a malformed answer: `error`).
 */
export type AddressLookupState =
  | { readonly status: 'idle' }
  | { readonly status: 'invalid' }
  | { readonly status: 'finding'; readonly postcode: string }
  | {
      readonly status: 'choosing';
      readonly postcode: string;
      readonly candidates: readonly AddressCandidate[];
      readonly chosen: AddressCandidate | null;
    }
  | { readonly status: 'filled'; readonly postcode: string; readonly candidate: AddressCandidate }
  | { readonly status: 'none'; readonly postcode: string }
  | { readonly status: 'failed'; readonly postcode: string; readonly error: unknown };

export interface AddressLookupControls {
  /** Where the last lookup stands. */
  readonly state: AddressLookupState;
  /** Looks up the addresses at the postcode typed (normalised first); a newer lookup replaces an older one. */
  readonly find: (postcodeText: string) => void;
  /** Fills the form with one of several addresses found. */
  readonly choose: (candidate: AddressCandidate) => void;
}

const idle: AddressLookupState = { status: 'idle' };

/**
 * A lookup's state for a form: `find` asks `lookup` for the postcode's addresses; one address found
 * fills the form at once (`onFill`), several wait for `choose`. A failure only says so: nothing the
 * person typed changes. A lookup still running when the form goes, or when a newer one starts, is
 * aborted and never reported.
 */
export function useAddressLookup(
  lookup: AddressLookup,
  onFill: (candidate: AddressCandidate) => void,
): AddressLookupControls {
  const [state, setState] = useState<AddressLookupState>(idle);
  const running = useRef<AbortController | null>(null);
  const fill = useRef(onFill);
  useEffect(() => {
    fill.current = onFill;
  });
  useEffect(() => () => running.current?.abort(), []);

  const find = useCallback(
    (postcodeText: string) => {
      running.current?.abort();
      running.current = null;
      const postcode = normalizePostcode(postcodeText);
      if (postcode === null) {
        setState({ status: 'invalid' });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'finding', postcode });
      lookup.find(postcode, controller.signal).then(
        (candidates) => {
          if (controller.signal.aborted) return;
          running.current = null;
          const [first] = candidates;
          if (first === undefined) {
            setState({ status: 'none', postcode });
          } else if (candidates.length === 1) {
            fill.current(first);
            setState({ status: 'filled', postcode, candidate: first });
          } else {
            setState({ status: 'choosing', postcode, candidates, chosen: null });
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          running.current = null;
          setState({ status: 'failed', postcode, error });
        },
      );
    },
    [lookup],
  );

  const choose = useCallback((candidate: AddressCandidate) => {
    setState((current) => (current.status === 'choosing' ? { ...current, chosen: candidate } : current));
    fill.current(candidate);
  }, []);

  return { state, find, choose };
}

/** The address lookup the app's runtime configuration names, or null when it names none. */
export function useConfiguredAddressLookup(): AddressLookup | null {
  const { api, configuration } = useAppContext();
  const settings = configuration.addressLookup;
  return useMemo(() => (settings === null ? null : createAddressLookup(settings, api)), [settings, api]);
}
