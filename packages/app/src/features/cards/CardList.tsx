import { CardPreview, THUMBNAIL_SIZE, previewWidth } from '@stampcard/card-preview';
// Font Awesome Free for the stamp and reward icons, from the package's own files, so they draw offline.
import type { Card } from '@stampcard/api-client';
import { media } from '@stampcard/ui/theme';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { drawCardsWithAppIcons } from '#app/config/cardIcons';

drawCardsWithAppIcons();

export interface CardListProps {
  cards: readonly Card[];
  /** The id in the URL (`?id=`): the card shown as selected. */
  selectedId: string | null;
  /** Whether the New Card tile shows: only to a user who may create cards. */
  canCreate: boolean;
  /** The link to a card, keeping the page's other query parameters. */
  hrefOf: (id: string) => string;
}

/** An upright card filling the 125 x 200 tile by its height: 200 high, 123.5 wide. */
const thumbnailWidth = previewWidth(THUMBNAIL_SIZE.height);

/*
 * Tiles share the column's width: as many 141 px tiles as fit, each widened to fill the row. Where
 * the list sits above the editor (the builder's one-column layout), it is a strip of smaller tiles
 * that scrolls sideways inside itself, so the editor starts a tile's height down the page.
 */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(141px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.upTo('md')} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 96px;
    gap: ${({ theme }) => theme.space.sm};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    padding-bottom: ${({ theme }) => theme.space.xs};
    & > li {
      scroll-snap-align: start;
    }
  }
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.border.focus};
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** A card list tile shows a 125 x 200 thumbnail; in the strip, a little over half that size. */
const Thumbnail = styled.span`
  display: grid;
  place-items: center;
  width: ${THUMBNAIL_SIZE.width}px;
  height: ${THUMBNAIL_SIZE.height}px;
  ${media.upTo('md')} {
    zoom: 0.56;
  }
`;

const Name = styled.span`
  justify-self: stretch;
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const NewCard = styled(Tile)`
  place-items: center;
  min-height: 236px;
  ${media.upTo('md')} {
    min-height: 100%;
    text-align: center;
  }
  border: 2px dashed ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/**
 * The card list: upright 125 x 200 previews in a grid that fills its column, each
 * selecting its card, and the New Card tile.
 */
export function CardList({ cards, selectedId, canCreate, hrefOf }: CardListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // A card just created is selected before the list holds it: scroll once it is there too.
  const selectedListed = selectedId === 'new' || cards.some((card) => String(card.loyaltyCardID) === selectedId);
  // In the strip, the selected card is scrolled into the strip's view (the page itself stays put).
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const offset = selected.offsetLeft - list.offsetLeft;
    if (offset < list.scrollLeft || offset + selected.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = offset - (list.clientWidth - selected.offsetWidth) / 2;
    }
  }, [selectedId, selectedListed]);
  return (
    <List aria-label="My Cards" ref={listRef}>
      {canCreate ? (
        <li>
          <NewCard to={hrefOf('new')} aria-current={selectedId === 'new' ? 'page' : undefined}>
            + New Card
          </NewCard>
        </li>
      ) : null}
      {cards.map((card) => {
        const id = String(card.loyaltyCardID);
        const name = card.name?.trim() ? card.name : (card.configuration.title ?? 'Untitled card');
        return (
          <li key={id}>
            <Tile to={hrefOf(id)} aria-current={selectedId === id ? 'page' : undefined}>
              <Thumbnail aria-hidden="true">
                <CardPreview card={card} width={thumbnailWidth} />
              </Thumbnail>
              <Name>{name}</Name>
            </Tile>
          </li>
        );
      })}
    </List>
  );
}
