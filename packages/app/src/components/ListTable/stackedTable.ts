import { useLayoutEffect, type RefObject } from 'react';
import styled from 'styled-components';

/** Below this width of its frame a table stacks: one card per row, each value under its column's name. */
export const stackedTableWidth = 600;

/**
 * The frame of a list table: a size container, so the table stacks when its own column is narrow
 * (a phone, or a narrow panel on a wide screen), not when the viewport is. Stacked, each row is a
 * block, each cell a line led by its column's name (the `data-label` `useColumnLabels` writes,
 * shown as decoration: a screen reader still reads the table's own header cells), and the header
 * row is kept for assistive technology only.
 */
export const TableFrame = styled.div`
  container: list-table / inline-size;

  /* Doubled class: above the table's own column rules (widths, alignment of the actions). */
  @container list-table (max-width: ${stackedTableWidth - 1}px) {
    && :is(table, tbody, tbody tr, tbody td, tbody th) {
      display: block;
      width: auto;
    }

    && thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    && tbody tr {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
    }

    && tbody tr:last-child {
      border-bottom: none;
    }

    && tbody tr > :is(td, th) {
      padding: ${({ theme }) => `${theme.space.xxs} 0`};
      border-bottom: none;
      text-align: left;
      white-space: normal;
    }

    && tbody [data-label] {
      display: grid;
      grid-template-columns: 7.5em minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      align-items: center;
    }

    && tbody [data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.color.text.subdued};
      font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    }
  }
`;

/**
 * Writes each body cell's column name (the text of the header cell above it) into its
 * `data-label`, for the stacked layout. Cells spanning several columns (empty states, inline
 * forms) get none. Runs after every render: rows come and go with the page's items.
 */
export function useColumnLabels(table: RefObject<HTMLTableElement | null>): void {
  useLayoutEffect(() => {
    const element = table.current;
    if (element === null) return;
    const labels = [...element.querySelectorAll('thead tr:first-child > th')].map((header) =>
      header.textContent.trim(),
    );
    for (const row of element.querySelectorAll('tbody > tr')) {
      [...row.children].forEach((cell, index) => {
        const label = labels[index];
        if (cell instanceof HTMLTableCellElement && cell.colSpan === 1 && label) cell.dataset.label = label;
      });
    }
  });
}
