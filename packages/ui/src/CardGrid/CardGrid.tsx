import { Children, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState';
import { Item, List, SkeletonCard, SkeletonGrid } from './CardGrid.styles';

export type CardGridCreateTilePosition = 'start' | 'end';

export interface CardGridProps {
  /** The cards, e.g. `EntityCard`s; each becomes an item of the list. */
  children?: ReactNode;
  /** The list's accessible name, e.g. 'Projects'. */
  label: string;
  /** A create tile (`CreateTile`), placed in the grid but not counted: with no cards the empty state shows instead. */
  createTile?: ReactNode;
  /**
   * Where the create tile goes.
   * @default 'start'
   */
  createTilePosition?: CardGridCreateTilePosition;
  /**
   * The narrowest a column gets (any CSS length); the grid fits as many columns as the width allows.
   * @default '220px'
   */
  minColumnWidth?: string;
  /**
   * Whether the cards are loading: skeleton cards stand in for them.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many skeleton cards to show while loading (e.g. 12, a page's worth).
   * @default 12
   */
  skeletonCount?: number;
  /**
   * What screen readers hear while loading.
   * @default 'Loading…'
   */
  loadingLabel?: string;
  /**
   * The empty state's heading, shown when there are no cards.
   * @default 'No results'
   */
  emptyTitle?: string;
  /** The empty state's line naming what is missing, e.g. 'No projects to be displayed'. */
  emptyDescription?: ReactNode;
  /** The empty state's action, e.g. a 'Create a new project' button. */
  emptyAction?: ReactNode;
  /**
   * The level of the empty state's heading.
   * @default 2
   */
  emptyHeadingLevel?: EmptyStateHeadingLevel;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * A responsive grid of cards rendered as a labelled list (e.g. projects): as many columns of
 * at least `minColumnWidth` as fit. While loading it shows `skeletonCount` skeleton cards in the
 * same grid; with no cards, the kit's empty state.
 */
export function CardGrid({
  children,
  label,
  createTile,
  createTilePosition = 'start',
  minColumnWidth = '220px',
  isLoading = false,
  skeletonCount = 12,
  loadingLabel = 'Loading…',
  emptyTitle = 'No results',
  emptyDescription,
  emptyAction,
  emptyHeadingLevel = 2,
  className,
}: CardGridProps) {
  // A custom property carries the one dynamic value, so the styles stay static.
  const style = { '--card-grid-min-column-width': minColumnWidth } as CSSProperties;

  if (isLoading) {
    const count = Math.max(0, Math.floor(skeletonCount));
    return (
      <div className={className} style={style} data-component="CardGrid" data-loading="">
        <SkeletonGrid layout="none" label={loadingLabel}>
          {Array.from({ length: count }, (_, index) => (
            <SkeletonCard key={index} />
          ))}
        </SkeletonGrid>
      </div>
    );
  }

  const cards = Children.toArray(children);
  if (cards.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
        headingLevel={emptyHeadingLevel}
        className={className}
      />
    );
  }

  const tile =
    createTile !== undefined && createTile !== null && createTile !== false ? (
      <Item key="create-tile" data-part="create-tile">
        {createTile}
      </Item>
    ) : null;
  return (
    // role="list": Safari drops the list semantics of a <ul> styled with list-style: none.
    <List role="list" aria-label={label} className={className} style={style} data-component="CardGrid">
      {createTilePosition === 'start' ? tile : null}
      {cards.map((card, index) => (
        <Item key={isValidElement(card) && card.key !== null ? card.key : index}>{card}</Item>
      ))}
      {createTilePosition === 'end' ? tile : null}
    </List>
  );
}
