import styled from 'styled-components';

/* Narrow screens: the Menu button, the brand and the page title, in view while the page scrolls. */
export const TopBar = styled.header`
  grid-area: bar;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.topBarHeight};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const MenuButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
`;

export const TopBarBrand = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};

  /* The separator before the page title goes with the brand. */
  &:not(:last-child)::after {
    content: '·';
    margin-inline-start: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.subdued};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }

  /* At 320 px the page title needs the room; the menu shows the brand. */
  @media (max-width: 359px) {
    display: none;
  }
`;

/* The page title, cut with an ellipsis: the page's own heading below says it in full. */
export const TopBarTitle = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.subdued};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/* The drawer: the browser's modal <dialog> along the left edge, the full height of the screen. */
export const Drawer = styled.dialog`
  width: min(320px, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.default};

  &::backdrop {
    background: ${({ theme }) => theme.color.bg.backdrop};
  }
`;

/* Fills the dialog, so a click on the dialog element itself is a click on its backdrop. */
export const DrawerPanel = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;

  & > [data-component='SideMenu'] {
    flex: 1 1 auto;
    width: 100%;
    min-height: 0;
    border: 0;
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0 ${theme.space.md}`};
`;

export const DrawerTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const DrawerClose = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
`;
