import { Button } from '../Button';
import { Actions, Body, Container, Icon, Reason, ReasonList, Title } from './ErrorState.styles';

export type ErrorStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ErrorStateProps {
  /**
   * What failed, in the words of the message catalogue ("Could not …").
   * @default 'Could not load'
   */
  title?: string;
  /**
   * Why it failed: one sentence, or the server's errors as a list (one bullet each).
   * @default 'An error occurred when trying to load the data.'
   */
  reason?: string | readonly string[];
  /** Called when the user presses Retry. Without it there is no Retry button. */
  onRetry?: () => void;
  /**
   * Whether the retry is under way: the button shows a spinner, ignores presses and the state is `aria-busy`.
   * @default false
   */
  isRetrying?: boolean;
  /**
   * The level of the heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: ErrorStateHeadingLevel;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * An inline error for a failed load: the reason and a Retry button, shown in place of the content
 * that could not load while the rest of the screen stays as it was. It is an `alert`, so screen
 * readers announce it when it appears.
 */
export function ErrorState({
  title = 'Could not load',
  reason = 'An error occurred when trying to load the data.',
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const reasons: readonly string[] = typeof reason === 'string' ? [reason] : reason;
  return (
    <Container
      role="alert"
      aria-busy={isRetrying || undefined}
      className={className}
      data-component="ErrorState"
      data-retrying={isRetrying || undefined}
    >
      <Icon viewBox="0 0 20 20" fill="none" aria-hidden="true" data-part="icon">
        <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="2" />
        <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.25" r="1.25" fill="currentColor" />
      </Icon>
      <Body>
        <Title as={`h${headingLevel}`} data-part="title">
          {title}
        </Title>
        {reasons.length > 1 ? (
          <ReasonList data-part="reason">
            {reasons.map((text, index) => (
              <li key={`${index}-${text}`}>{text}</li>
            ))}
          </ReasonList>
        ) : reasons.length === 1 ? (
          <Reason data-part="reason">{reasons[0]}</Reason>
        ) : null}
        {onRetry ? (
          <Actions>
            <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
              Retry
            </Button>
          </Actions>
        ) : null}
      </Body>
    </Container>
  );
}
