import styled, { css } from 'styled-components';
import { Skeleton } from '../Skeleton';

/*
 * One grid for cards and skeletons: auto-fill columns of at least --card-grid-min-column-width
 * (set inline by the component), never wider than the container on a narrow screen.
 */
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--card-grid-min-column-width, 220px), 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const List = styled.ul`
  ${grid}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Items stretch their card to the row's height, so a row of cards lines up. */
export const Item = styled.li`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1 1 auto;
  }
`;

export const SkeletonGrid = styled(Skeleton)`
  ${grid}
`;

export const SkeletonCard = styled(Skeleton.Card)`
  box-sizing: border-box;
`;
