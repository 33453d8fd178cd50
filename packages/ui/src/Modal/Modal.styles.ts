import { FloatingOverlay } from '@floating-ui/react';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/media';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
`;

/*
 * Static styles: the modal is only in the document while open, so the entrance animations run
 * once, when it mounts. The width comes in as the --modal-width custom property and the visible
 * height as --visual-viewport-height (both set inline by Modal), so neither generates a new class.
 */

/**
 * The backdrop: covers the visual viewport (which shrinks when a mobile keyboard opens) and
 * centres the panel. floating-ui's overlay positions it and locks the page's scroll.
 */
export const Backdrop = styled(FloatingOverlay)`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: var(--visual-viewport-height, 100%);
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  /* Phones: a sheet that covers the screen. */
  ${media.upTo('sm')} {
    align-items: stretch;
    padding: 0;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--modal-width);
  max-height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.default};
  outline: none;
  animation: ${rise} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  /* Phones: the sheet takes the whole screen; its actions stay at the bottom edge. */
  ${media.upTo('sm')} {
    max-width: 100%;
    border-radius: 0;
  }
`;

/*
 * The dialog is the scroll container: it receives focus when the modal opens, so arrow keys
 * and Page Down scroll long content without a pointer. Title and actions stick to its edges.
 */
export const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  outline: none;
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.bg.surface};

  ${media.upTo('sm')} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.xl}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;

  &:last-child {
    padding-bottom: ${({ theme }) => theme.space.xl};
  }

  ${media.upTo('sm')} {
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
  }
`;

export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.bg.surface};

  /* Phones: the actions share the width, the primary one last (nearest the thumb). */
  ${media.upTo('sm')} {
    padding: ${({ theme }) => theme.space.lg};
    box-shadow: 0 -1px 0 ${({ theme }) => theme.color.border.subdued};
    & > * {
      flex: 1 1 auto;
    }
  }
`;
