import type { ReactNode } from 'react';
import { Action, Container, Description, Illustration, Title } from './EmptyState.styles';

export type EmptyStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps {
  /**
   * The heading.
   * @default 'No results'
   */
  title?: string;
  /** A line naming what is missing, e.g. 'No projects to be displayed'. */
  description?: ReactNode;
  /** An action that fills the void, e.g. a 'Create a new project' button. */
  action?: ReactNode;
  /**
   * The level of the heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: EmptyStateHeadingLevel;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * What a list shows when it has nothing to show: a heading (No results) and a line naming what is
 * missing, with an optional action to create the first item.
 */
export function EmptyState({
  title = 'No results',
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <Container className={className} data-component="EmptyState">
      <Illustration viewBox="0 0 48 48" fill="none" aria-hidden="true" data-part="illustration">
        <rect x="6" y="12" width="36" height="28" rx="4" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 22h36" stroke="currentColor" strokeWidth="2.5" />
        <path d="M14 6h20" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M20 31h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </Illustration>
      <Title as={`h${headingLevel}`} data-part="title">
        {title}
      </Title>
      {description ? <Description data-part="description">{description}</Description> : null}
      {action ? <Action data-part="action">{action}</Action> : null}
    </Container>
  );
}
