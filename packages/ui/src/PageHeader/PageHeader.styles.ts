import styled, { css } from 'styled-components';
import { media } from '../theme/media';

/** Below this width of the header, a trail of more than three steps shows its first and last two. */
export const collapsedTrailWidth = 560;

export const PageHeaderRoot = styled.header`
  container: page-header / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};

  ${media.upTo('drawer')} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  }
`;

export const BreadcrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/*
 * A long trail in a narrow header: the steps between the first and the last two hide behind the
 * "…" button, which shows them all (data-expanded on the list).
 */
const breadcrumbMiddle = css`
  @container page-header (max-width: ${collapsedTrailWidth - 1}px) {
    ol:not([data-expanded]) > &[data-middle] {
      display: none;
    }
  }
`;

export const BreadcrumbItem = styled.li`
  ${breadcrumbMiddle}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  max-width: 100%;

  /* Long names are cut; the link text stays whole for assistive technology. */
  & > a,
  & > span:last-child {
    max-width: 32ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* 24 px tall: a target of WCAG 2.2's size (2.5.8), even beside the "…" button. */
  & > a {
    display: inline-block;
    line-height: 24px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: underline;
    text-underline-offset: 2px;
    outline: none;
  }
  & > a:hover {
    text-decoration-thickness: 2px;
  }
  & > a:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

export const BreadcrumbToggleItem = styled.li`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  @container page-header (max-width: ${collapsedTrailWidth - 1}px) {
    ol:not([data-expanded]) > & {
      display: inline-flex;
    }
  }
`;

export const BreadcrumbToggle = styled.button`
  min-width: 32px;
  min-height: 24px;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  cursor: pointer;
`;

export const BreadcrumbSeparator = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const BreadcrumbText = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const BreadcrumbCurrent = styled.span`
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const PageHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  min-width: 0;
`;

/* Takes the room the actions leave; min-width 0 lets the title shrink and cut instead of pushing them out. */
export const PageHeaderTitles = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

/* Cut with an ellipsis on one line; on a phone it wraps, so a long name is read in full. */
export const PageHeaderTitle = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.upTo('drawer')} {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export const PageHeaderDescription = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const PageHeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  flex-shrink: 0;
  max-width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
