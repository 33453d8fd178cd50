import styled, { keyframes } from 'styled-components';
import { inputStyles } from '../Field';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

export const EditArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Input = styled.input`
  ${inputStyles}
`;

export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 96px;
  resize: vertical;
`;

/** The value shown as a button that opens the text box; looks like text until hovered or focused. */
export const Trigger = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  text-align: left;
  cursor: text;

  &:hover {
    border-color: ${({ theme }) => theme.color.border.subdued};
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

/** The value as text (in the trigger, or alone when read-only); keeps the line breaks of a textarea. */
export const Value = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.subdued};
    font-style: italic;
  }
`;

export const ReadOnlyValue = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  border: 1px solid transparent;
`;

export const EditIcon = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.text.subdued};
  opacity: 0;

  ${Trigger}:hover &,
  ${Trigger}:focus-visible & {
    opacity: 1;
  }
`;

export const Hint = styled.p`
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

/** The live region for "Saving" and passing warnings. */
export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};

  /* Empty, it leaves the flow (no gap for it) but stays in the accessibility tree, so that what
     it says next is announced. */
  &:empty {
    position: absolute;
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.color.text.warning};
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const SavingRing = styled.span`
  flex: none;
  box-sizing: border-box;
  width: 12px;
  height: 12px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;

export { VisuallyHidden } from '../internal/visuallyHidden';

export const ImageFrame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  height: 120px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-align: center;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[aria-busy='true'] > img {
    opacity: 0.5;
  }
`;

/** The visible "Change image" control: the label of a visually hidden file input. */
export const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;
