import { EmptyState } from '@stampcard/ui/EmptyState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useRef, type ReactNode } from 'react';
import { EmptyCell, Table } from './ListTable.styles';
import { TableFrame, useColumnLabels } from './stackedTable';

/** A column of a list table. */
export interface ListTableColumn {
  /** The column's heading. */
  readonly label: string;
  /** A column styled apart: the item's number (narrow, subdued) or the row's controls (right). */
  readonly kind?: 'number' | 'actions';
}

export interface ListTableProps<Item> {
  /** The table's accessible name, e.g. 'Customers'. */
  readonly label: string;
  /** The columns, in order; every row gives one cell per column. */
  readonly columns: readonly ListTableColumn[];
  /** The page's items; undefined while the first page loads (skeleton rows show). */
  readonly items: readonly Item[] | undefined;
  /** What the skeleton announces, e.g. 'Loading the customers'. */
  readonly loadingLabel: string;
  /** How many skeleton rows show while loading. */
  readonly skeletonCount: number;
  /** The empty state's line under 'No results', naming what is missing, e.g. 'No users to be displayed'. */
  readonly emptyDescription: string;
  /** The row (`<tr>`) of an item, given its index on the page. */
  readonly children: (item: Item, index: number) => ReactNode;
}

/**
 * The table of a list page (staff, customers): a heading row, then skeleton rows while the
 * page loads, 'No results' with the empty line when it has no items, or a row per item. In a
 * column narrower than 600 px (a phone) it stacks: a card per row, each value under its column's name.
 */
export function ListTable<Item>({
  label,
  columns,
  items,
  loadingLabel,
  skeletonCount,
  emptyDescription,
  children,
}: ListTableProps<Item>) {
  const table = useRef<HTMLTableElement>(null);
  useColumnLabels(table);
  const across = (content: ReactNode) => (
    <tr>
      <EmptyCell colSpan={columns.length}>{content}</EmptyCell>
    </tr>
  );
  return (
    <TableFrame data-component="ListTable">
      <Table aria-label={label} ref={table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-column={column.kind}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items === undefined
            ? across(
                <Skeleton label={loadingLabel}>
                  {Array.from({ length: skeletonCount }, (_, index) => (
                    <Skeleton.Row key={index} />
                  ))}
                </Skeleton>,
              )
            : items.length === 0
              ? across(<EmptyState title="No results" description={emptyDescription} headingLevel={2} />)
              : items.map((item, index) => children(item, index))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
