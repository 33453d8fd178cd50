import { PageUnavailable } from '@stampcard/ui/PageUnavailable';
import type { ReactNode } from 'react';
import { Page, type PageProps } from './Page';

export interface PlaceholderPageProps extends Omit<PageProps, 'children'> {
  /**
   * The name in the notice, completed to '{name} is coming soon!'.
   * @default `${title} page`
   */
  noticeName?: string;
  children?: ReactNode;
}

/**
 * A page that is not built yet: the page header and the coming-soon notice, so it is clearly a
 * placeholder. Settings ('Settings page is coming soon!') and Promotions ('Promotions page') stay
 * such pages; the others until their issue lands.
 */
export function PlaceholderPage({ noticeName, children, ...pageProps }: PlaceholderPageProps) {
  return (
    <Page {...pageProps}>
      <PageUnavailable status="coming-soon" title={noticeName ?? `${pageProps.title} page`} headingLevel={2} />
      {children}
    </Page>
  );
}
