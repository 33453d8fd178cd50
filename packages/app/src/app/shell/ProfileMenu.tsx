import { Button } from '@stampcard/ui/Button';
import { VisuallyHidden } from '@stampcard/ui/theme';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '#app/config/paths';
import type { AuthUser } from '#app/lib/auth';
import { useSignOut } from '#app/lib/page';

export interface ProfileMenuProps {
  user: AuthUser;
  /**
   * Whether the popup is open at first (stories).
   * @default false
   */
  defaultOpen?: boolean;
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const TriggerName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Initials = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.fillBrand};
  color: ${({ theme }) => theme.color.text.onFill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Panel = styled.div`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: max-content;
  min-width: 180px;
  max-width: min(280px, 90vw);
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/** 'Ada Lovelace', or 'Your account' when the provider gave no name. */
export function displayName(user: AuthUser): string {
  return `${user.givenName} ${user.surname}`.trim() || 'Your account';
}

function initialsOf(user: AuthUser): string {
  const letters = [user.givenName, user.surname].map((part) => part.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}

/**
 * The profile popup: the user's given name and surname, an Account link and Sign Out.
 * A disclosure (a button that shows a panel above it), so the shell needs no positioning library:
 * Escape and a click or focus outside close it, focus returning to the button after Escape.
 */
export function ProfileMenu({ user, defaultOpen = false }: ProfileMenuProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signOut = useSignOut();
  const name = displayName(user);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <Root ref={rootRef} data-component="ProfileMenu">
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => {
          setOpen((open) => !open);
        }}
      >
        {/* The name comes from the content, so it contains the visible text (WCAG 2.5.3 Label in Name). */}
        <Initials aria-hidden="true">{initialsOf(user)}</Initials>
        {/* Read by screen readers only: the button's name is 'Profile: Ada Lovelace'. */}
        <VisuallyHidden>Profile: </VisuallyHidden>
        <TriggerName>{name}</TriggerName>
      </Trigger>
      {/* After the button in the DOM, so Tab goes from the button into the popup; drawn above it. */}
      {isOpen ? (
        <Panel id={panelId} role="group" aria-label="Profile">
          <Name>{name}</Name>
          <Link
            to={paths.profile.href({})}
            onClick={() => {
              setOpen(false);
            }}
          >
            Account
          </Link>
          <Button
            variant="secondary"
            onPress={() => {
              setOpen(false);
              signOut();
            }}
          >
            Sign Out
          </Button>
        </Panel>
      ) : null}
    </Root>
  );
}
