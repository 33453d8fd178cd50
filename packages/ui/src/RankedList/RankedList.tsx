import { useId } from 'react';
import { EmptyText, Hint, Item, List, Rank, Root, Title, Value } from './RankedList.styles';

export interface RankedListItem {
  /** A stable key, e.g. the item's id. */
  id: string | number;
  /** What is ranked, e.g. a product's name. */
  title: string;
  /** What it is ranked by, e.g. its number of sales. */
  value: number;
}

export interface RankedListProps {
  /** The items, best first (the order given is the ranking). */
  items: readonly RankedListItem[];
  /**
   * How a value is shown, e.g. with its unit ('1,234 visits').
   * @default the number grouped as in en-GB ('1,234')
   */
  formatValue?: (value: number) => string;
  /**
   * The text when there are no items.
   * @default 'No data available'
   */
  emptyText?: string;
  /**
   * A note under the list, which describes it, e.g. that a short ranking is complete. Not shown
   * with the empty text.
   */
  hint?: string | null;
  /** An accessible name for the list, when the surrounding region does not name it. */
  label?: string;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A value as the list shows it by default: grouped as in en-GB ('1,234'). */
function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * A ranking (e.g. the best-selling products: each one's name and sales), as an ordered list with
 * visible rank numbers and an optional hint under it; with no items it shows only the empty text.
 */
export function RankedList({
  items,
  formatValue = formatNumber,
  emptyText = 'No data available',
  hint: hintText,
  label,
  className,
}: RankedListProps) {
  const hintId = useId();
  const isEmpty = items.length === 0;
  const hint = isEmpty || hintText === undefined || hintText === null || hintText === '' ? null : hintText;

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
