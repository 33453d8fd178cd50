import styled from 'styled-components';
import { inputStyles } from '../Field';

/*
 * The box of a text-like control with optional adornments (prefix, suffix, unit, swatch): it carries
 * the kit's input look (inputStyles, keyed on data-invalid, data-disabled, data-readonly and
 * data-focus-within), and the bare input inside fills it, so a click anywhere but an adornment
 * lands in the input. Shared by TextField, NumberField, ColorField and SearchBox.
 */
export const InputGroup = styled.div`
  ${inputStyles}
  display: flex;
  align-items: stretch;
  padding: 0;
  overflow: hidden;
`;

/** The input inside an `InputGroup`: no box of its own, the group draws it. */
export const GroupInput = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  cursor: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.subdued};
    opacity: 1;
  }
  /* The group draws the focus ring around the whole box. */
  &:focus-visible {
    outline: none;
  }
  /* An adornment sits against the text: halve the padding on its side. */
  [data-part='prefix'] + & {
    padding-left: ${({ theme }) => theme.space.xs};
  }
  &:has(+ [data-part='suffix']) {
    padding-right: ${({ theme }) => theme.space.xs};
  }
`;

/** Text or an icon before or after the input, such as a currency sign or a unit. */
export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.subdued};
  white-space: nowrap;

  &[data-part='prefix'] {
    padding-left: ${({ theme }) => theme.space.md};
  }
  &[data-part='suffix'] {
    padding-right: ${({ theme }) => theme.space.md};
  }
`;

/** Read by screen readers, not shown. */
export { VisuallyHidden } from '../internal/visuallyHidden';

/** The "12/200" under a field with a character limit. */
export const CharacterCountText = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};
  font-variant-numeric: tabular-nums;

  &[data-at-limit] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
