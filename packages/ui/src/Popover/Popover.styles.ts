import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { transform: scale(0.97); }
  to { transform: scale(1); }
`;

export const PopoverSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  max-width: min(360px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${appear} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  /* Focused itself only when it holds nothing focusable; the surface's edge already shows where focus is. */
  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
