import { RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import styled from 'styled-components';

const circleSize = '18px';

/*
 * Static styles keyed on the data attributes react-aria-components sets: the group carries
 * data-orientation, data-disabled, data-readonly, data-invalid; each radio's root
 * data-selected, data-disabled, data-readonly, data-invalid; its label data-hovered,
 * data-pressed and data-focus-visible. One class serves every instance.
 */
export const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  &[data-orientation='horizontal'] {
    flex-flow: row wrap;
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

export const RadioRoot = styled(RadioField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** A line under a radio's label, aligned with it (past the circle and the gap). */
export const RadioDescription = styled(Text)`
  margin: calc(-1 * ${({ theme }) => theme.space.xs}) 0 ${({ theme }) => theme.space.xs};
  padding-left: calc(${circleSize} + ${({ theme }) => theme.space.sm});
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const RadioLabel = styled(RadioButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.minimumTarget};
  padding: 1px 0;
  box-sizing: border-box;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  cursor: pointer;

  &[data-readonly] {
    cursor: default;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const Circle = styled.span`
  flex: none;
  position: relative;
  box-sizing: border-box;
  width: ${circleSize};
  height: ${circleSize};
  /* Centred on the first line of the label (14px at line height 1.5). */
  margin-top: 2px;
  border: 2px solid ${({ theme }) => theme.color.border.default};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  transition: border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  /* The dot of the selected radio. */
  &::after {
    content: '';
    position: absolute;
    inset: 3px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.bg.fillBrand};
    transform: scale(0);
    transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  }

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrand};
  }
  [data-selected] > &::after {
    transform: scale(1);
  }
  [data-pressed] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrandPressed};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.border.critical};
  }
  [data-focus-visible] > & {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  [data-readonly] > & {
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.canvas};
  }
  [data-readonly] > &::after {
    background: ${({ theme }) => theme.color.text.default};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.bg.fillDisabled};
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }
  [data-disabled] > &::after {
    background: ${({ theme }) => theme.color.text.disabled};
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    &::after {
      transition: none;
    }
  }
`;
