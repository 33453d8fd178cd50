import styled from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';

export const StampStepperRoot = styled.div`
  min-width: 0;
`;

export const Stepper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/* Focus stays on the hidden slider; the dots show it. */
export const RangeInput = styled.input`
  ${visuallyHidden}
`;

export const Stamps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};

  input:focus-visible + & {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

/*
 * An empty stamp is an outline (border.default, 3:1 on surfaces), a set one a brand fill: the
 * difference is fill, not hue. Reward stamps carry a star whatever their state.
 */
export const Stamp = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${({ theme }) => theme.size.minimumTarget};
  height: ${({ theme }) => theme.size.minimumTarget};
  border: 2px solid ${({ theme }) => theme.color.border.default};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.subdued};
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  &[data-filled] {
    border-color: ${({ theme }) => theme.color.bg.fillBrand};
    background: ${({ theme }) => theme.color.bg.fillBrand};
    color: ${({ theme }) => theme.color.text.onFill};
  }
  [data-interactive] & {
    cursor: pointer;
  }
  [data-interactive] &:hover {
    border-color: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  [data-component='StampStepper'][data-disabled] & {
    border-color: ${({ theme }) => theme.color.text.disabled};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  [data-component='StampStepper'][data-disabled] &[data-filled] {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @media (forced-colors: active) {
    &[data-filled] {
      background: Highlight;
    }
  }
`;

export const RewardIcon = styled.svg`
  fill: currentColor;
`;

export const ValueText = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  /* Stays subdued when disabled: it is text, not a control, so it keeps its 4.5:1. */
  color: ${({ theme }) => theme.color.text.subdued};
`;
