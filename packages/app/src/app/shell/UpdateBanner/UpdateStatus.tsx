/**
 * The shell's offer of a new version: a live region always on the page (`role="status"`), empty
 * while there is none, so that screen readers announce the banner when it appears. What fills it
 * (the service worker's registration, the banner) loads once the browser is idle after the first
 * screen: the first screen carries the empty region alone.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#app/lib/prefetch';
import type { UpdateOfferProps } from './UpdateOffer';

const LoadedUpdateOffer = lazy(async () => ({ default: (await import('./UpdateOffer')).UpdateOffer }));

export type UpdateStatusProps = UpdateOfferProps;

/** Registers the service worker at idle, and shows the update banner while a new version is offered. */
export function UpdateStatus({ updates }: UpdateStatusProps) {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIsIdle(true);
      }),
    [],
  );
  return (
    <div role="status" data-component="UpdateStatus">
      {isIdle ? (
        <Suspense fallback={null}>
          <LoadedUpdateOffer updates={updates} />
        </Suspense>
      ) : null}
    </div>
  );
}
