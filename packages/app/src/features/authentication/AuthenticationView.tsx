import { Spinner } from '@stampcard/ui/Spinner';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { StandalonePage } from '#app/lib/page';

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Message = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.text.critical : theme.color.text.default)};
  overflow-wrap: anywhere;
`;

const Actions = styled.p`
  margin: 0;
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export interface AuthenticationProgressProps {
  /** What is happening, e.g. 'Signing you in…'; announced politely. */
  label: string;
}

/** A step of signing in or out that is under way (the browser may be about to leave for the provider). */
export function AuthenticationProgress({ label }: AuthenticationProgressProps) {
  return (
    <StandalonePage title={label.replace(/…$/, '')}>
      <Heading>{label}</Heading>
      <Spinner size="large" label={label} />
    </StandalonePage>
  );
}

export interface AuthenticationMessageProps {
  /** The heading and document title, e.g. 'Could not sign in'. */
  heading: string;
  /** The message, always rendered as text (never as HTML). */
  message: string;
  /** 'error' reads as an alert; 'info' as a status. */
  tone: 'error' | 'info';
  /** A way on, e.g. a link back to sign-in. */
  action?: { readonly label: string; readonly to: string } | undefined;
  children?: ReactNode;
}

/** The outcome of an authentication route: a heading, its message and a way on. */
export function AuthenticationMessage({ heading, message, tone, action, children }: AuthenticationMessageProps) {
  return (
    <StandalonePage title={heading}>
      <Heading>{heading}</Heading>
      <Message $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </Message>
      {children}
      {action ? (
        <Actions>
          <Link to={action.to} replace>
            {action.label}
          </Link>
        </Actions>
      ) : null}
    </StandalonePage>
  );
}
