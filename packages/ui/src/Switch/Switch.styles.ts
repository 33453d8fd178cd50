import { SwitchButton, SwitchField } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { inlineLabelFieldRootStyles, inlineLabelStyles, inlineMessagesStyles } from '../internal/inlineLabelField';

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '14px';
/* The thumb's travel: the track's inner width (34px inside its border) less the thumb and a 2px inset each side. */
const thumbTravel = '18px';

/*
 * Static styles keyed on the data attributes react-aria-components sets: the root carries
 * data-selected, data-disabled, data-readonly, data-invalid; the label data-hovered,
 * data-pressed and data-focus-visible. One class serves every instance.
 */
export const SwitchRoot = styled(SwitchField)`
  ${inlineLabelFieldRootStyles}
`;

export const SwitchLabel = styled(SwitchButton)`
  ${inlineLabelStyles}
`;

export const Track = styled.span`
  flex: none;
  position: relative;
  box-sizing: border-box;
  width: ${trackWidth};
  height: ${trackHeight};
  /* Centred on the first line of the label (14px at line height 1.5). */
  margin-top: 1px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border.default};
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  [data-hovered] > & {
    background: ${({ theme }) => theme.color.text.subdued};
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.color.bg.fillBrand};
    background: ${({ theme }) => theme.color.bg.fillBrand};
  }
  [data-selected][data-hovered] > & {
    background: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  [data-selected][data-pressed] > & {
    background: ${({ theme }) => theme.color.bg.fillBrandPressed};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.border.critical};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.critical};
  }
  [data-focus-visible] > & {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  /* Read-only: the state stays readable, in a quieter outline that does not invite a click. */
  [data-readonly] > & {
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.canvas};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.bg.fillDisabled};
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: ${thumbSize};
  height: ${thumbSize};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  [data-selected] > * > & {
    transform: translateX(${thumbTravel});
  }
  [data-readonly] > * > & {
    background: ${({ theme }) => theme.color.border.default};
    box-shadow: none;
  }
  [data-readonly][data-selected] > * > & {
    background: ${({ theme }) => theme.color.bg.fillBrand};
  }
  [data-disabled] > * > & {
    background: ${({ theme }) => theme.color.text.disabled};
    box-shadow: none;
  }
  /* Saving: a light thumb whatever the state, for the ring turning in it (above the read-only look). */
  &&&[data-pending] {
    background: ${({ theme }) => theme.color.bg.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export { LabelText } from '../internal/inlineLabelField';

/* Description and error line up with the label text, not the track. */
export const Messages = styled.div`
  ${inlineMessagesStyles}
  padding-inline-start: calc(${trackWidth} + ${({ theme }) => theme.space.sm});
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/* Turns in the thumb while the switch's change is saved. */
export const PendingRing = styled.span`
  position: absolute;
  inset: 2px;
  box-sizing: border-box;
  border: 2px solid ${({ theme }) => theme.color.bg.fillBrand};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: ${({ theme }) => theme.color.bg.fillBrand};
    opacity: 0.6;
  }
`;
