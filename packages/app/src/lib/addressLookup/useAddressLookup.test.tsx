import type { AddressCandidate } from '@stampcard/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressLookup } from './addressLookup';
import { useAddressLookup } from './useAddressLookup';

const address = (address1: string): AddressCandidate => ({
  address1,
  address2: null,
  address3: null,
  cityTown: 'Liverpool',
  county: 'Merseyside',
  country: 'United Kingdom',
  postCode: 'L1 4DS',
  latitude: 53.4028,
  longitude: -2.9806,
});

/** One call of the lookup: what it was asked, and how the test answers it. */
interface Call {
  postcode: string;
  signal: AbortSignal | undefined;
  answer: { resolve: (found: readonly AddressCandidate[]) => void; reject: (error: unknown) => void };
}

/** A lookup whose answers the test gives, one per call, and the calls it was asked. */
function controlledLookup() {
  const calls: Call[] = [];
  const lookup: AddressLookup = {
    find: (postcode, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ postcode, signal, answer: { resolve, reject } });
      }),
  };
  return { lookup, calls };
}

/** Answers a call, then lets the hook take the answer. */
async function settle(call: Call | undefined, give: (answer: Call['answer']) => void) {
  await act(async () => {
    if (call) give(call.answer);
    await Promise.resolve();
  });
}

function renderLookup() {
  const { lookup, calls } = controlledLookup();
  const onFill = vi.fn<(candidate: AddressCandidate) => void>();
  const rendered = renderHook(() => useAddressLookup(lookup, onFill));
  return { ...rendered, calls, onFill };
}

describe('useAddressLookup', () => {
  it('asks for the postcode as the post office writes it, and says it is finding', () => {
    const { result, calls } = renderLookup();
    expect(result.current.state).toEqual({ status: 'idle' });
    act(() => result.current.find(' l14ds '));
    expect(calls.map((call) => call.postcode)).toEqual(['L1 4DS']);
    expect(result.current.state).toEqual({ status: 'finding', postcode: 'L1 4DS' });
  });

  it('asks nothing for text that is not a whole postcode', () => {
    const { result, calls } = renderLookup();
    act(() => result.current.find('L1'));
    expect(calls).toEqual([]);
    expect(result.current.state).toEqual({ status: 'invalid' });
  });

  it('fills the form at once with the one address found', async () => {
    const { result, calls, onFill } = renderLookup();
    act(() => result.current.find('L2 4SW'));
    await settle(calls[0], (answer) => answer.resolve([address('40 Castle Street')]));
    expect(onFill).toHaveBeenCalledExactlyOnceWith(address('40 Castle Street'));
    expect(result.current.state).toMatchObject({ status: 'filled', postcode: 'L2 4SW' });
  });

  it('lets the person choose among several, and fills the form with the one chosen', async () => {
    const { result, calls, onFill } = renderLookup();
    act(() => result.current.find('L1 4DS'));
    const found = [address('10 Bold Street'), address('12 Bold Street')];
    await settle(calls[0], (answer) => answer.resolve(found));
    expect(result.current.state).toEqual({ status: 'choosing', postcode: 'L1 4DS', candidates: found, chosen: null });
    expect(onFill).not.toHaveBeenCalled();
    act(() => result.current.choose(found[1] ?? address('')));
    expect(onFill).toHaveBeenCalledExactlyOnceWith(found[1]);
    expect(result.current.state).toMatchObject({ status: 'choosing', chosen: found[1] });
  });

  it('says when nothing was found, and when the lookup failed, filling nothing', async () => {
    const { result, calls, onFill } = renderLookup();
    act(() => result.current.find('SW1A 1AA'));
    await settle(calls[0], (answer) => answer.resolve([]));
    expect(result.current.state).toEqual({ status: 'none', postcode: 'SW1A 1AA' });
    act(() => result.current.find('L1 4DS'));
    const failure = new Error('unreachable');
    await settle(calls[1], (answer) => answer.reject(failure));
    expect(result.current.state).toEqual({ status: 'failed', postcode: 'L1 4DS', error: failure });
    expect(onFill).not.toHaveBeenCalled();
  });

  it('aborts an older lookup for a newer one, whose answer alone counts', async () => {
    const { result, calls, onFill } = renderLookup();
    act(() => result.current.find('L1 4DS'));
    act(() => result.current.find('L2 4SW'));
    expect(calls[0]?.signal?.aborted).toBe(true);
    await settle(calls[0], (answer) => answer.resolve([address('10 Bold Street')]));
    expect(result.current.state).toEqual({ status: 'finding', postcode: 'L2 4SW' });
    await settle(calls[1], (answer) => answer.resolve([address('40 Castle Street')]));
    expect(onFill).toHaveBeenCalledExactlyOnceWith(address('40 Castle Street'));
  });

  it('aborts a lookup still running when the form goes', async () => {
    const { result, calls, onFill, unmount } = renderLookup();
    act(() => result.current.find('L1 4DS'));
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
    calls[0]?.answer.resolve([address('10 Bold Street')]);
    await waitFor(() => expect(onFill).not.toHaveBeenCalled());
  });
});
