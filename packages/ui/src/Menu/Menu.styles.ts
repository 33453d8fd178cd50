import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { transform: scale(0.97); }
  to { transform: scale(1); }
`;

export const MenuSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 160px;
  max-width: min(320px, calc(100vw - 16px));
  max-height: min(400px, calc(100vh - 16px));
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: auto;
  animation: ${appear} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  /* Focused itself only after a pointer opened it, until an arrow key picks an item. */
  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/*
 * Static styles keyed on attributes: data-active marks the item under the pointer or keyboard,
 * aria-disabled an item that cannot be chosen. The item itself takes DOM focus (roving focus).
 */
export const MenuItemRow = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-active] {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
  &:active {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  &[aria-disabled='true'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;
