import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

/** The refusal, inside the dialog: the toast says it too, but focus cannot leave the dialog to read it. */
const Failure = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.color.border.critical};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintCritical};
  color: ${({ theme }) => theme.color.text.default};
  /* Focused, it scrolls into view below the dialog's sticky title, not under it. */
  scroll-margin-top: 80px;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    color: ${({ theme }) => theme.color.text.critical};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** A refused create: its title and the server's errors, or the fallback (`describeError`). */
export interface CreateFailure {
  readonly title: string;
  readonly reason: string | string[];
}

/**
 * What the server said when it refused a create, inside the creating dialog (the new-business
 * wizard, the New store modal): a region named by its title, focused when it appears, so it is read.
 * Each reason shows once.
 */
export function CreateFailureSummary({ failure }: { failure: CreateFailure }) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, [failure]);
  return (
    <Failure ref={ref} tabIndex={-1} aria-labelledby={headingId} data-component="CreateFailureSummary">
      <h3 id={headingId}>{failure.title}</h3>
      {typeof failure.reason === 'string' ? (
        <p>{failure.reason}</p>
      ) : (
        <ul>
          {/* A single-store business is refused for its name and its store's name alike: said once. */}
          {[...new Set(failure.reason)].map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Failure>
  );
}
