import { useEffect } from 'react';

/** The product name, last in every document title. */
export const productName = 'Stampcard';

/** 'Insights · Stampcard', or 'Stampcard' without a page title. */
export function formatDocumentTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${productName}` : productName;
}

/** Sets the document title while the calling page is on screen. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
