import styled from 'styled-components';

/** The height of one row of the list, in pixels: every row has it, so the list can render only the rows in view. */
export const userRowHeightInPixels = 56;

/** The height of the list's visible part before it is measured, in pixels (its height in a tall window). */
export const userListHeightInPixels = 336;

/*
 * Static styles keyed on data attributes (data-active) and aria-selected: one class per part serves
 * every row, with no per-render interpolation; hidden spacers in the list stand in for the rows
 * not rendered. Rows have a fixed height (names and e-mails end in an ellipsis) so that the
 * list knows where every row is without measuring it.
 */
export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.xxs};
`;

export const Selection = styled.p`
  margin: 0;
  min-height: calc(${({ theme }) => theme.typography.lineHeight.normal} * 1em);
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.color.text.subdued};
  overflow-wrap: anywhere;

  & strong {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** The list's scroll container: a fixed height (shorter in a short window), so the modal does not grow as pages load. */
export const Frame = styled.div`
  position: relative;
  height: clamp(${userRowHeightInPixels * 3}px, calc(100dvh - 320px), ${userListHeightInPixels}px);
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const List = styled.ul`
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  height: ${userRowHeightInPixels}px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  user-select: none;

  &:hover,
  &[data-active] {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
  }
  ul:focus-visible > &[data-active] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const OptionName = styled.span`
  display: block;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const OptionEmail = styled.span`
  display: block;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.subdued};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Check = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.color.text.link};
`;

/** A row below the users: a page loading, nothing found. */
export const StatusRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  min-height: ${userRowHeightInPixels}px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const ErrorRow = styled.div`
  padding: ${({ theme }) => theme.space.sm};
`;
