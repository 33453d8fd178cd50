import { CheckboxButton, CheckboxField } from 'react-aria-components';
import styled from 'styled-components';
import { inlineLabelFieldRootStyles, inlineLabelStyles, inlineMessagesStyles } from '../internal/inlineLabelField';

const boxSize = '18px';

/*
 * Static styles keyed on the data attributes react-aria-components sets: the root carries
 * data-selected, data-indeterminate, data-disabled, data-readonly, data-invalid; the label
 * data-hovered, data-pressed and data-focus-visible. One class serves every instance.
 */
export const CheckboxRoot = styled(CheckboxField)`
  ${inlineLabelFieldRootStyles}
`;

export const CheckboxLabel = styled(CheckboxButton)`
  ${inlineLabelStyles}
`;

export const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${boxSize};
  height: ${boxSize};
  /* Centred on the first line of the label (14px at line height 1.5). */
  margin-top: 2px;
  border: 2px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.onFill};
  transition:
    background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  [data-selected] > &,
  [data-indeterminate] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrand};
    background: ${({ theme }) => theme.color.bg.fillBrand};
  }
  [data-pressed][data-selected] > &,
  [data-pressed][data-indeterminate] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrandPressed};
    background: ${({ theme }) => theme.color.bg.fillBrandPressed};
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
    color: ${({ theme }) => theme.color.text.default};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.bg.fillDisabled};
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    color: ${({ theme }) => theme.color.text.disabled};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const CheckMark = styled.svg`
  width: 14px;
  height: 14px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  visibility: hidden;

  [data-selected] > * > &,
  [data-indeterminate] > * > & {
    visibility: visible;
  }
`;

export { LabelText } from '../internal/inlineLabelField';

/* Description and error line up with the label text, not the box. */
export const Messages = styled.div`
  ${inlineMessagesStyles}
  padding-inline-start: calc(${boxSize} + ${({ theme }) => theme.space.sm});
`;
