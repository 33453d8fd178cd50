import styled, { css } from 'styled-components';
import { inputStyles } from '../Field';

/** The height of one option row: fixed, so the list can be windowed by arithmetic alone. */
export const optionRowHeight = 36;
/** The padding at the top and bottom of the option list. */
export const listPadding = 4;

export { VisuallyHidden } from '../internal/visuallyHidden';

/*
 * The box around the combobox, the tags and the buttons: it looks like every text field of the
 * kit (inputStyles keys on data-invalid, data-disabled, data-readonly and focus-within) and
 * lays its parts out in a wrapping row. Static: one class for every instance.
 */
export const Control = styled.div`
  ${inputStyles}
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  cursor: default;

  &[data-disabled] * {
    cursor: not-allowed;
  }
  /* Room for the select's chevron, which sits after the clear button. */
  &[data-variant='select'] {
    padding-right: 32px;
  }
`;

/** One line, cut with an ellipsis when too long. */
const ellipsis = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const comboboxPart = css`
  flex: 1 1 80px;
  align-self: stretch;
  box-sizing: border-box;
  min-width: 0;
  min-height: 30px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
`;

/** The select-only combobox: shows the selected option (or the placeholder) and a chevron. */
export const Trigger = styled.div`
  ${comboboxPart}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  user-select: none;

  &[aria-readonly='true'] {
    cursor: default;
  }
`;

export const TriggerValue = styled.span`
  flex: 1;
  ${ellipsis}

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;

/** The editable combobox's text input. */
export const Input = styled.input`
  ${comboboxPart}

  &::placeholder {
    color: ${({ theme }) => theme.color.text.subdued};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minimumTarget};
  height: ${({ theme }) => theme.size.minimumTarget};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.subdued};
  cursor: pointer;
`;

/** The chevron of the editable combobox: a pointer target only (the input does the rest). */
export const ToggleIcon = styled.span`
  ${iconButton}
`;

/**
 * The select's chevron: inside the trigger, so a click on it opens the list, but placed at the
 * box's end, after the clear button.
 */
export const SelectChevron = styled.span`
  ${iconButton}
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
`;

export const ClearButton = styled.button`
  ${iconButton}
  outline: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

/** A selected option of a multiple selection; a button that removes it (a span when it cannot). */
export const Tag = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.minimumTarget};
  padding: ${({ theme }) => `0 ${theme.space.xs} 0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surfaceSelected};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  cursor: pointer;
  outline: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  &:focus-visible {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
  &[data-static] {
    padding-right: ${({ theme }) => theme.space.sm};
    cursor: default;
  }
`;

export const TagLabel = styled.span`
  ${ellipsis}
`;

/*
 * The popover: fixed, placed by useAnchoredPosition (left, top or bottom, width, and
 * --dropdown-available-height); its list scrolls within --dropdown-max-height.
 */
export const Surface = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-width: 120px;
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow: hidden;
`;

export const StatusRow = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text.subdued};

  /* Collapsed, not hidden, while empty: a live region must exist before its text changes. */
  &:empty {
    padding: 0;
  }
`;

/** The list scrolls itself; spacers stand in for the rows not rendered. */
export const Listbox = styled.ul`
  box-sizing: border-box;
  max-height: min(var(--dropdown-max-height, 300px), var(--dropdown-available-height, 100vh));
  margin: 0;
  padding: ${listPadding}px ${({ theme }) => theme.space.xs};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  outline: none;

  &:empty {
    display: none;
  }
`;

/*
 * An option: data-highlighted marks the one under the pointer or keyboard (focus stays in the
 * combobox: aria-activedescendant), aria-selected the chosen ones, aria-disabled the others.
 */
export const Option = styled.li`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${optionRowHeight}px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const OptionLabel = styled.span`
  flex: 1;
  ${ellipsis}
`;

export const Icon = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
`;
