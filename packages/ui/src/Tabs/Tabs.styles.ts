import styled from 'styled-components';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const TabListRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};

  &[data-orientation='vertical'] {
    flex-direction: column;
    flex-shrink: 0;
    overflow-x: visible;
    border-bottom: none;
    border-inline-end: 1px solid ${({ theme }) => theme.color.border.subdued};
  }
`;

/*
 * Static styles keyed on attributes: aria-selected draws the indicator (under the tab, or at its
 * end when vertical), aria-disabled dims a tab that cannot be selected.
 */
export const TabButton = styled.button`
  position: relative;
  flex-shrink: 0;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.color.text.subdued};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: auto 0 -1px;
    height: 3px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
  }
  &[data-orientation='vertical'] {
    border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
    text-align: start;
  }
  &[data-orientation='vertical']::after {
    inset: 0 -1px 0 auto;
    width: 3px;
    height: auto;
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[aria-selected='true']::after {
    background: ${({ theme }) => theme.color.bg.fillBrand};
  }
  &[aria-disabled='true'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const TabPanelRoot = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;

  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;
