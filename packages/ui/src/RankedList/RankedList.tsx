import { useId } from 'react';
import { formatStamps } from './rankedValue';
import { EmptyText, Hint, Item, List, Rank, Root, Title, Value } from './RankedList.styles';
import { getStoreCardsHint } from './storeCardsHint';

export interface RankedListItem {
  /** A stable key, e.g. the loyalty card's id. */
  id: string | number;
  /** What is ranked, e.g. the card's title. */
  title: string;
  /** What it is ranked by, e.g. the card's stamps count. */
  value: number;
}

export interface RankedListProps {
  /** The items, best first (the order given is the ranking). */
  items: readonly RankedListItem[];
  /**
   * How a value is shown.
   * @default formatStamps ('1 stamp', '1,234 stamps')
   */
  formatValue?: (value: number) => string;
  /**
   * The text when there are no items.
   * @default 'No cards data available'
   */
  emptyText?: string;
  /**
   * Whether to show 'Store has N card(s)' under a list of fewer than 3.
   * @default true
   */
  showHint?: boolean;
  /**
   * The N of the hint: how many cards the store has.
   * @default items.length
   */
  hintCount?: number;
  /** An accessible name for the list, when the surrounding region does not name it. */
  label?: string;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * A ranking (the Top Cards widget: each card's title and stamps count), as an ordered list with
 * visible rank numbers. Under 3 items it adds the hint 'Store has N card(s)'; with none it shows
 * only the empty text.
 */
export function RankedList({
  items,
  formatValue = formatStamps,
  emptyText = 'No cards data available',
  showHint = true,
  hintCount,
  label,
  className,
}: RankedListProps) {
  const hintId = useId();
  const isEmpty = items.length === 0;
  const hint = showHint && !isEmpty ? getStoreCardsHint(hintCount ?? items.length) : null;

  return (
    <Root className={className} data-component="RankedList" data-empty={isEmpty || undefined}>
      {isEmpty ? (
        <EmptyText data-part="empty">{emptyText}</EmptyText>
      ) : (
        <List aria-label={label} aria-describedby={hint === null ? undefined : hintId} data-part="list">
          {items.map((item, index) => (
            <Item key={item.id} data-component="RankedList.Item">
              <Rank data-part="rank" data-rank={index + 1}>
                {index + 1}
              </Rank>
              <Title data-part="title">{item.title}</Title>
              <Value data-part="value">{formatValue(item.value)}</Value>
            </Item>
          ))}
        </List>
      )}
      {hint === null ? null : (
        <Hint id={hintId} data-part="hint">
          {hint}
        </Hint>
      )}
    </Root>
  );
}
