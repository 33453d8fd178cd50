import styled from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';

/* The menu in a column on the left; on narrow screens (data-layout="drawer") the header bar above the page. */
export const AppShellRoot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'menu main';
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};

  &[data-layout='drawer'] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'bar' 'main';
  }
`;

/* Hidden until focused, then shown over the top-left corner of the page. */
export const SkipLink = styled.a`
  ${visuallyHidden}

  &:focus {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndex.modal};
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    overflow: visible;
    clip-path: none;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
    box-shadow: ${({ theme }) => theme.shadow.focusRing}, ${({ theme }) => theme.shadow.md};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-decoration: underline;
    outline: none;
  }
`;

/* The menu fills the viewport's height and stays there while the page scrolls. */
export const AppShellMenu = styled.div`
  grid-area: menu;
  position: sticky;
  top: 0;
  height: 100vh;
  height: 100dvh;
  z-index: ${({ theme }) => theme.zIndex.menu};
`;

/* Focused only by the skip link (tabindex -1), never by Tab: no ring on the whole page. */
export const AppShellMain = styled.main`
  grid-area: main;
  display: flex;
  flex-direction: column;
  min-width: 0;
  outline: none;
`;

/* Where the header bar of narrow screens goes while its code loads: the same height, empty. */
export const TopBarPlaceholder = styled.div`
  grid-area: bar;
  min-height: ${({ theme }) => theme.size.topBarHeight};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
  background: ${({ theme }) => theme.color.bg.surface};
`;
