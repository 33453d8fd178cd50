import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';

/*
 * Static styles keyed on the data attributes react-aria-components sets (and data-readonly,
 * data-invalid, data-icon-only the component adds): one class serves every instance.
 */
export const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  align-self: flex-start;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs};
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.critical};
  }
  &[data-readonly] {
    background: ${({ theme }) => theme.color.bg.canvas};
  }
  &[data-disabled] {
    border-color: ${({ theme }) => theme.color.bg.fillDisabled};
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }
`;

export const Segment = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 32px;
  min-height: 30px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  box-sizing: border-box;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  &[data-icon-only] {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.bg.fillBrand};
    color: ${({ theme }) => theme.color.text.onFill};
  }
  &[data-selected][data-hovered] {
    background: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  &[data-selected][data-pressed] {
    background: ${({ theme }) => theme.color.bg.fillBrandPressed};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  /* Read-only: the selection stays readable; hover and press give no feedback. */
  [data-readonly] > & {
    cursor: default;
  }
  [data-readonly] > &[data-hovered]:not([data-selected]),
  [data-readonly] > &[data-pressed]:not([data-selected]) {
    background: transparent;
  }
  [data-readonly] > &[data-selected] {
    background: ${({ theme }) => theme.color.bg.fillBrand};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-disabled][data-selected] {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
  width: 16px;
  height: 16px;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;
