import { THUMBNAIL_SIZE } from '@stampcard/card-preview';
import { Link } from 'react-router';
import styled from 'styled-components';

/** A white block of the page. */
const block = `
  display: grid;
  align-content: start;
  min-width: 0;
`;

/** The top of the page: details | separator | settings; stacked below 960 px. */
export const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) auto minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &[data-layout='single'] {
    grid-template-columns: minmax(0, 1fr);
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The vertical line between the details and the settings. */
export const Separator = styled.div`
  width: 1px;
  background: ${({ theme }) => theme.color.border.subdued};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}px) {
    width: auto;
    height: 1px;
  }
`;

export const DetailsRoot = styled.section`
  ${block}
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ImageColumn = styled.div`
  width: 160px;
`;

export const TextColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const ManagerRoot = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border.subdued};
`;

export const ManagerTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const PersonName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/** The three columns: stores, cards, staff; one under the other below 960 px. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const EntryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EntryLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

export const EntryName = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const EntryLine = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, ${THUMBNAIL_SIZE.width}px);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: center;
  width: ${THUMBNAIL_SIZE.width}px;
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-decoration: none;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const Thumbnail = styled.span`
  display: grid;
  place-items: center;
  width: ${THUMBNAIL_SIZE.width}px;
  height: ${THUMBNAIL_SIZE.height}px;
`;

export const CardName = styled.span`
  justify-self: stretch;
  overflow: hidden;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CardSkeleton = styled.span`
  display: block;
  width: ${THUMBNAIL_SIZE.width}px;
  height: ${THUMBNAIL_SIZE.height}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.fillDisabled};
`;

export const More = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const DetailsLink = styled(Link)`
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
