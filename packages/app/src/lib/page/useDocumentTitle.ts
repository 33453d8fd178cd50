import { useEffect, useSyncExternalStore } from 'react';

/** The product name, last in every document title. */
export const productName = 'Stampcard';

/** 'Insights · Stampcard', or 'Stampcard' without a page title. */
export function formatDocumentTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${productName}` : productName;
}

/** The title of the page on screen, for the shell's header bar on narrow screens. */
let pageTitle = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sets the document title while the calling page is on screen. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    pageTitle = title?.trim() ?? '';
    for (const listener of listeners) listener();
  }, [title]);
}

/** The title the page on screen gave `useDocumentTitle` ('' before any); follows navigation. */
export function usePageTitle(): string {
  return useSyncExternalStore(
    subscribe,
    () => pageTitle,
    () => '',
  );
}
