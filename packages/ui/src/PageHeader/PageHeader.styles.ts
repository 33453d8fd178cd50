import styled from 'styled-components';

export const PageHeaderRoot = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
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

export const BreadcrumbItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  max-width: 100%;

  /* Long names (businesses, stores) are cut; the link text stays whole for assistive technology. */
  & > a,
  & > span:last-child {
    max-width: 32ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > a {
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

export const PageHeaderTitle = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
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
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
