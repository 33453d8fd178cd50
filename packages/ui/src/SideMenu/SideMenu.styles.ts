import styled from 'styled-components';
import { media } from '../theme/media';

/*
 * 190 px wide, 130 px at viewport widths up to the menu breakpoint (1280 px), the room a page needs beside it. At the
 * drawer breakpoint and below it fills the drawer it is shown in, labels beside their icons.
 */
export const SideMenuRoot = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: ${({ theme }) => theme.size.menuWidth};
  height: 100%;
  flex-shrink: 0;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.subdued};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};

  ${media.between('drawer', 'menu')} {
    width: ${({ theme }) => theme.size.menuWidthCompact};
  }
  ${media.upTo('drawer')} {
    width: 100%;
  }
`;

/* The product name: a size smaller in the 130 px menu, where "Stampcard" in bold 20 px Inter would break mid-word. */
export const SideMenuHeader = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  overflow-wrap: anywhere;

  ${media.between('drawer', 'menu')} {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

export const SideMenuNav = styled.nav`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
`;

export const SideMenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideMenuIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const SideMenuLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SideMenuBadge = styled.span`
  margin-inline-start: auto;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.tintInfo};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 20px;
`;

/*
 * The link is the app's (renderLink), so it is styled from its list item, keyed on data-component,
 * aria-current (the current page) and aria-disabled (an unavailable entry).
 */
export const SideMenuEntry = styled.li`
  & > [data-component='SideMenu.Link'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    box-sizing: border-box;
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text.default};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    text-decoration: none;
    outline: none;
  }
  ${media.coarsePointer} {
    & > [data-component='SideMenu.Link'] {
      min-height: 44px;
    }
  }
  & > [data-component='SideMenu.Link']:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  & > [data-component='SideMenu.Link']:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  & > [aria-current='page'] {
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  & > [aria-current='page']:hover {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  & > [aria-disabled='true'],
  & > [aria-disabled='true']:hover {
    flex-wrap: wrap;
    background: transparent;
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }

  /* Compact menu: the icon above the label, both centred. */
  ${media.between('drawer', 'menu')} {
    & > [data-component='SideMenu.Link'] {
      flex-direction: column;
      justify-content: center;
      gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
      font-size: ${({ theme }) => theme.typography.fontSize.xs};
      text-align: center;
    }
    & ${SideMenuLabel} {
      max-width: 100%;
    }
    & ${SideMenuBadge} {
      margin-inline-start: 0;
    }
  }
`;

export const SideMenuFooter = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.subdued};
`;
