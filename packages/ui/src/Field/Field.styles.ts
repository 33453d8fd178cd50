import styled, { css } from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const RequiredMarker = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.critical};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.critical};
`;

/*
 * The look of every text-like control (inputs, textareas, dropdown and date picker fields).
 * Static, keyed on states and ARIA attributes: [aria-invalid], :disabled/[aria-disabled],
 * [readonly]/[aria-readonly], so one class serves every instance.
 */
export const inputStyles = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.subdued};
    opacity: 1;
  }
  &:focus-visible,
  &[data-focus-visible],
  &:focus-within[data-focus-within] {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  &[aria-invalid='true'],
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.critical};
  }
  &:disabled,
  &[aria-disabled='true'],
  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[readonly],
  &[aria-readonly='true'],
  &[data-readonly] {
    background: ${({ theme }) => theme.color.bg.canvas};
  }
`;
