import { VisuallyHidden } from '../internal/visuallyHidden';
import { Skeleton } from '../Skeleton';
import { formatKpiValue } from './kpiValue';
import { Hint, Label, List, Tile, Value, ValueSkeleton } from './KpiGroup.styles';

export type KpiGroupColumns = 1 | 2 | 3 | 4;

export interface KpiTile {
  /** A stable key; the label is used when omitted. */
  id?: string;
  /** What the number counts, e.g. 'Today', 'Lifetime Users', 'Issued This Week'. */
  label: string;
  /** The number; `null` when there is none (shown as a dash, read as the missing-value text). */
  value: number | null;
  /** A line under the number, e.g. 'Since Monday'. */
  hint?: string;
}

export interface KpiGroupProps {
  /** The tiles, in reading order. */
  items: readonly KpiTile[];
  /**
   * Whether the numbers are loading: each tile shows a skeleton in place of its number and the group is `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many tiles per row; without it, as many as fit (at least 128 px each).
   * @default undefined
   */
  columns?: KpiGroupColumns;
  /**
   * What screen readers hear for a tile whose number is loading.
   * @default 'Loading'
   */
  loadingText?: string;
  /**
   * What screen readers hear for a missing number (the screen shows a dash).
   * @default 'No data'
   */
  missingValueText?: string;
  /**
   * The tile to stand out (its `id`, or its label when it has none): the period a control beside
   * the group has chosen. It is drawn on the selected fill with a brand edge and marked
   * `aria-current`; the others stay as they are.
   */
  highlightedId?: string;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * A group of KPI tiles (signed-up users, stamp and reward KPIs). A description list, so assistive
 * technology reads each tile as its label and number ("Today: 12"); numbers are grouped as in en-GB
 * (1,234), a missing one shows a dash and is read as "No data".
 */
export function KpiGroup({
  items,
  isLoading = false,
  columns,
  loadingText = 'Loading',
  missingValueText = 'No data',
  highlightedId,
  className,
}: KpiGroupProps) {
  return (
    <List
      className={className}
      aria-busy={isLoading || undefined}
      data-component="KpiGroup"
      data-loading={isLoading || undefined}
      data-columns={columns}
    >
      {items.map((item) => {
        const text = formatKpiValue(item.value);
        const key = item.id ?? item.label;
        const isHighlighted = highlightedId !== undefined && key === highlightedId;
        return (
          <Tile
            key={key}
            data-component="KpiGroup.Tile"
            data-highlighted={isHighlighted || undefined}
            aria-current={isHighlighted || undefined}
          >
            <Label data-part="label">{item.label}</Label>
            {isLoading ? (
              <Value data-part="value" data-loading="">
                <ValueSkeleton>
                  <Skeleton.Text lines={1} />
                </ValueSkeleton>
                <VisuallyHidden>{loadingText}</VisuallyHidden>
              </Value>
            ) : text === null ? (
              <Value data-part="value" data-missing="">
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{missingValueText}</VisuallyHidden>
              </Value>
            ) : (
              <Value data-part="value">{text}</Value>
            )}
            {item.hint === undefined || item.hint === '' ? null : <Hint data-part="hint">{item.hint}</Hint>}
          </Tile>
        );
      })}
    </List>
  );
}
