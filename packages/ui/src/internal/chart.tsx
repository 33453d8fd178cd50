import styled from 'styled-components';
import { visuallyHidden } from './visuallyHidden';

/*
 * Parts shared by the kit's charts (PieChart, TimelineChart): the colour palette, the number
 * format, the text alternative (a visually hidden table) and the empty message.
 */

/**
 * Chart colours, in the order slices and series take them. Each one has at least 3:1 contrast
 * against the white surface (WCAG 1.4.11, non-text contrast) and neighbours differ in hue, so
 * adjacent slices stay apart; slices are also separated by a white line.
 */
export const chartPalette = [
  '#3E4AD8', // indigo (the brand fill)
  '#C2410C', // orange
  '#0F766E', // teal
  '#A21CAF', // magenta
  '#4D7C0F', // olive green
  '#BE185D', // pink
  '#0369A1', // sky blue
  '#92400E', // brown
] as const;

/** Formats a number for a chart's legend, tooltip and table: grouped thousands, as in 1,284. */
export function formatChartValue(value: number): string {
  return value.toLocaleString('en');
}

export interface ChartTableRow {
  /** The row header, e.g. a slice's label or a month. */
  header: string;
  /** The other cells, one per column after the first. */
  cells: string[];
}

export interface ChartTableProps {
  /** The table's caption: the chart's accessible name. */
  caption: string;
  /** The column headers, the first one over the row headers. */
  columns: string[];
  rows: ChartTableRow[];
}

const HiddenTable = styled.table`
  ${visuallyHidden}
`;

/**
 * The chart's data as a table, for screen readers only: the drawing itself is hidden from
 * assistive technology, this says the same with headers.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <HiddenTable data-part="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={`${row.header}-${rowIndex}`}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1] ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HiddenTable>
  );
}

/** The line a chart shows instead of itself when there is nothing to draw. */
export const ChartEmpty = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 96px;
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: center;
`;

/** A legend entry's colour square. Its colour comes from the palette, the one dynamic style. */
export const ChartSwatch = styled.span`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: 2px;
`;
