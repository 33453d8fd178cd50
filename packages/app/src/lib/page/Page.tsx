import { PageHeader, type Breadcrumb } from '@stampcard/ui/PageHeader';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@stampcard/ui/theme';
import { renderRouterLink } from './routerLink';
import { useDocumentTitle } from './useDocumentTitle';

export interface PageProps {
  /** The page's heading, also the document title ('{title} · Stampcard'). */
  title: string;
  /** The document title when it should differ from the heading. */
  documentTitle?: string;
  breadcrumbs?: readonly Breadcrumb[];
  /** Controls at the right of the header. */
  actions?: ReactNode;
  /** A line under the heading (e.g. a card builder's scope name). */
  description?: ReactNode;
  children: ReactNode;
}

const PageBody = styled.div`
  display: grid;
  /* A grid item's automatic minimum is its content's width: 0 lets wide content wrap or scroll inside. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} ${theme.space.xxl}`};

  ${media.upTo('drawer')} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;

/** A back-office page inside the shell: the page header (title, breadcrumbs) and the document title. */
export function Page({ title, documentTitle, breadcrumbs, actions, description, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={actions}
        renderLink={renderRouterLink}
        {...(breadcrumbs ? { breadcrumbs } : {})}
      />
      <PageBody>{children}</PageBody>
    </>
  );
}
