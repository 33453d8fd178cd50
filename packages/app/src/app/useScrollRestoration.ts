/**
 * The scroll position per history entry: a new page opens at its top (or at its #anchor), and
 * Back, Forward and a reload return to where the user was on the entry. React Router's
 * `ScrollRestoration` restores once, as the location changes: a page whose data is still arriving
 * is too short then, so the list the user came back to opened at its top. This follows the page as
 * it grows until the position is reached, for at most a few seconds and never against the user.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';

const storageKey = 'stampcard:scroll-positions';
/** How long a restore follows a page that is still growing. */
const followPageForMs = 3_000;
/** The user taking over: a restore in progress stops. */
const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The positions kept in this tab: read once, written when the page is hidden (a reload, a new site). */
function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * An entry's key: the router's, or the address for the first entry of a tab (which has none, and
 * whose 'default' key every fresh page load shares).
 */
const entryKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Scrolls to `top`, following the page while it grows; gives the function that stops following. */
function scrollWhenTallEnough(top: number): () => void {
  const reached = () => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 1;
  };
  if (reached()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
  }, followPageForMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Keeps and restores the window's scroll position per history entry (the app's root route). */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();
  const current = useRef(key);

  useEffect(() => {
    const kept = positions.current ?? {};
    const save = () => {
      kept[current.current] = window.scrollY;
    };
    const persist = () => {
      sessionStorage.setItem(storageKey, JSON.stringify(kept));
    };
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before the browser paints the new page: scroll events are dispatched later, so the position of
  // the entry left was saved by its last scroll, not by the new page's shorter height.
  useLayoutEffect(() => {
    current.current = key;
    const saved = navigationType === NavigationType.Pop ? positions.current?.[key] : undefined;
    if (saved !== undefined) return scrollWhenTallEnough(saved);
    const anchor = location.hash === '' ? null : document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor === null) window.scrollTo(0, 0);
    else anchor.scrollIntoView();
    return undefined;
  }, [key, navigationType, location.hash]);
}
