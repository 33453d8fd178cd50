import { useId, type ReactNode } from 'react';
import { LoadingOverlay } from '../Spinner';
import { Actions, CompactErrorState, EmptyText, Header, Heading, Section } from './Widget.styles';

export type WidgetHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** What a widget shows when it has no data, unless it has an empty text of its own. */
export const widgetEmptyText = 'No data';

export interface WidgetProps {
  /** The heading; it names the widget's region, e.g. 'Signed up Users', 'Top Cards'. */
  title: string;
  /**
   * The level of the heading, to fit the page's outline (the error title takes the next level).
   * @default 2
   */
  headingLevel?: WidgetHeadingLevel;
  /** Controls in the header, beside the heading: a timespan or year selector. They stay usable while loading. */
  actions?: ReactNode;
  /** The content: KPI tiles, a ranked list, a chart. */
  children?: ReactNode;
  /**
   * Whether the content is loading: a spinner covers it, it is inert and `aria-busy`.
   * What is on screen (content, empty text or error) stays underneath.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What is loading, read by screen readers.
   * @default 'Loading <title>'
   */
  loadingLabel?: string;
  /**
   * Whether there is nothing to show: the empty text replaces the content.
   * @default false
   */
  isEmpty?: boolean;
  /**
   * The text when empty, e.g. 'No device data available', 'No cards data available'.
   * @default 'No data'
   */
  emptyText?: string;
  /** Why the content could not load; when set, an inline error replaces the content. */
  error?: string | undefined;
  /**
   * The error's title.
   * @default 'Could not load'
   */
  errorTitle?: string;
  /** Called when the user presses Retry in the error. Without it there is no Retry button. */
  onRetry?: () => void;
  /** The section's id (the heading's id is derived from it); generated when omitted. */
  id?: string;
  /** Extra class names, for layout by the parent (grid placement). */
  className?: string;
}

/**
 * The frame of a dashboard widget: a titled region with optional header controls, a loading
 * overlay, an empty text and an inline error with Retry. The content shows one of, in order: the
 * error, the empty text, the children; the overlay covers whichever is shown while loading.
 */
export function Widget({
  title,
  headingLevel = 2,
  actions,
  children,
  isLoading = false,
  loadingLabel,
  isEmpty = false,
  emptyText = widgetEmptyText,
  error,
  errorTitle = 'Could not load',
  onRetry,
  id,
  className,
}: WidgetProps) {
  const generatedId = useId();
  const sectionId = id ?? `widget${generatedId}`;
  const headingId = `${sectionId}-heading`;
  const hasError = error !== undefined && error !== '';
  const errorHeadingLevel = Math.min(headingLevel + 1, 6) as WidgetHeadingLevel;
  const state = hasError ? 'error' : isEmpty ? 'empty' : 'content';

  return (
    <Section
      id={sectionId}
      aria-labelledby={headingId}
      className={className}
      data-component="Widget"
      data-state={state}
      data-loading={isLoading || undefined}
    >
      <Header data-part="header">
        <Heading as={`h${headingLevel}`} id={headingId} data-part="heading">
          {title}
        </Heading>
        {actions === undefined || actions === null ? null : <Actions data-part="actions">{actions}</Actions>}
      </Header>
      <LoadingOverlay isLoading={isLoading} label={loadingLabel ?? `Loading ${title}`}>
        {hasError ? (
          <CompactErrorState title={errorTitle} reason={error} onRetry={onRetry} headingLevel={errorHeadingLevel} />
        ) : isEmpty ? (
          <EmptyText data-part="empty">{emptyText}</EmptyText>
        ) : (
          children
        )}
      </LoadingOverlay>
    </Section>
  );
}
