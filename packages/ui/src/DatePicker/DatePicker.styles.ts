import styled, { css, keyframes } from 'styled-components';
import { inputStyles } from '../Field';

/*
 * Static styles keyed on ARIA and data attributes (data-selected, aria-disabled, aria-current,
 * data-focus-within ...): one class per part, whatever the state.
 */

/**
 * The field's box: the text input and the calendar button, drawn as one text-like control (as
 * TextField's group). It shows the focus ring while the input has focus (data-focus-within); the
 * button draws its own.
 */
export const InputGroup = styled.div`
  ${inputStyles}
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs} 0 0;
`;

export const TextInput = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.subdued};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const iconButtonStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  min-height: 28px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  outline: none;

  &:hover:enabled {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:active:enabled {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

/** The calendar button inside the field, and the previous/next buttons of the calendar. */
export const IconButton = styled.button`
  ${iconButtonStyles}
`;

const appear = keyframes`
  from { transform: scale(0.97); }
  to { transform: scale(1); }
`;

/** The popover dialog holding the calendar (the kit's popover surface). */
export const CalendarSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  box-sizing: border-box;
  width: max-content;
  /* The width of the days view (7 columns of 36px), so switching views does not resize the popover. */
  min-width: calc(7 * 36px + 2 * ${({ theme }) => theme.space.md} + 2px);
  max-width: calc(100vw - 16px);
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${appear} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** The month and year heading of the days view; it switches to the months/year view. */
export const ViewSwitch = styled.button`
  ${iconButtonStyles}
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const YearInput = styled.input`
  ${inputStyles}
  width: 96px;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const Grid = styled.table`
  border-collapse: collapse;
  border-spacing: 0;

  &[data-part='months'] {
    width: 100%;
    table-layout: fixed;
  }

  th {
    width: 36px;
    height: 28px;
    padding: 0;
    color: ${({ theme }) => theme.color.text.subdued};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-align: center;
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;

/** A day of the days view or a month of the months view. */
export const CellButton = styled.button`
  box-sizing: border-box;
  min-width: 34px;
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-part='month'] {
    width: 100%;
    min-height: 40px;
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[aria-current='date'] {
    border-color: ${({ theme }) => theme.color.border.default};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.bg.fillBrand};
    color: ${({ theme }) => theme.color.text.onFill};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-selected]:hover {
    background: ${({ theme }) => theme.color.bg.fillBrandHover};
  }
  /* Unavailable days stay readable (they are focusable and explain why) and are struck through. */
  &[aria-disabled='true'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text.subdued};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[aria-disabled='true'][data-selected] {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

/** The reason the focused day is unavailable, under the grid; the line is kept so the popover does not jump. */
export const ReasonText = styled.p`
  max-width: 260px;
  min-height: 1.5em;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const CalendarFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const TextButton = styled.button`
  ${iconButtonStyles}
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.color.text.link};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export { VisuallyHidden } from '../internal/visuallyHidden';
