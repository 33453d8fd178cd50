import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { transform: scale(0.96); }
  to { transform: scale(1); }
`;

/*
 * The tooltip stays in the document while closed (hidden), so the trigger's aria-describedby
 * always resolves and screen readers read the text without hovering. Dark surface, light text:
 * the body text colour used as a fill gives well over 4.5:1 with `text.onFill`.
 */
export const TooltipSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 240px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text.default};
  color: ${({ theme }) => theme.color.text.onFill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow-wrap: break-word;
  animation: ${appear} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  &[hidden] {
    display: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const TooltipArrow = styled.svg`
  position: absolute;
  fill: ${({ theme }) => theme.color.text.default};
`;

/*
 * Disabled controls receive no focus and, in some browsers, no pointer events: the wrapper takes
 * both for them, and the control ignores the pointer so hover lands on the wrapper.
 */
export const DisabledTriggerWrapper = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: not-allowed;
  outline: none;

  & > * {
    pointer-events: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;
