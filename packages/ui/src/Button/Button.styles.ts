import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme/media';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/*
 * Static styles keyed on the element's states (:hover, :active, :focus-visible, :disabled)
 * and on data attributes the component sets (data-variant, data-size, data-pending). No
 * per-render interpolation, so styled-components generates one class. Exported as a
 * fragment so other triggers (e.g. a menu's) look like buttons.
 */
export const buttonStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: ${({ theme }) => theme.size.minimumTarget};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  outline: none;

  &[data-size='small'] {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    min-height: 28px;
  }
  &[data-size='medium'] {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    min-height: 36px;
  }
  &[data-size='large'] {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    min-height: 44px;
  }
  /* A finger needs a 44 px target; a phone may wrap a long label rather than overflow the screen. */
  ${media.coarsePointer} {
    &[data-size] {
      min-width: ${({ theme }) => theme.size.touchTarget};
      min-height: ${({ theme }) => theme.size.touchTarget};
    }
  }
  ${media.upTo('drawer')} {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.bg.fillBrand};
    color: ${({ theme }) => theme.color.text.onFill};
  }
  &[data-variant='primary']:hover:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  &[data-variant='primary']:active:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.fillBrandPressed};
  }

  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.bg.surface};
    border-color: ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-variant='secondary']:hover:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[data-variant='secondary']:active:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }

  &[data-variant='negative'] {
    background: ${({ theme }) => theme.color.bg.fillCritical};
    color: ${({ theme }) => theme.color.text.onFill};
  }
  &[data-variant='negative']:hover:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.fillCriticalHover};
  }
  &[data-variant='negative']:active:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.fillCriticalPressed};
  }

  &[data-variant='plain'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text.link};
  }
  &[data-variant='plain']:hover:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[data-variant='plain']:active:enabled:not([data-pending]) {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }

  &[data-full-width] {
    width: 100%;
  }

  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    border-color: transparent;
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }

  &[data-pending] {
    cursor: progress;
  }
  /* opacity, not visibility: the label stays the button's accessible name while pending. */
  &[data-pending] > [data-part='label'] {
    opacity: 0;
  }
`;

export const StyledButton = styled.button`
  ${buttonStyles}
`;

export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
