/** A column of a report: the row key it reads, its header label and, optionally, its alignment. */
export interface ReportColumn {
  /** The key of the value in each row. */
  key: string;
  /** The header text. */
  label: string;
  /** Horizontal alignment; when omitted, numbers are right-aligned and everything else left-aligned. */
  align?: 'left' | 'right';
}

/** A report as a single table, the common input of the HTML view and of every export format. */
export interface ReportTable {
  /** The report's title: the table caption and the exported file's name. */
  title: string;
  /** The columns, in display order. */
  columns: ReportColumn[];
  /** The rows, keyed by column key; a missing key reads as null. */
  rows: Record<string, string | number | null>[];
  /** A line shown under the title, such as the filters applied. */
  subtitle?: string;
}

const EMPTY_MESSAGE = 'No data for these filters.';
const NULL_TEXT = '—';
const numberFormat = new Intl.NumberFormat('en-GB');

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function cellText(value: string | number | null): string {
  if (value === null) return NULL_TEXT;
  return typeof value === 'number' ? numberFormat.format(value) : value;
}

/** The header alignment: the column's own, or right when every value of the column is a number. */
function headerAlign(column: ReportColumn, rows: ReportTable['rows']): 'left' | 'right' {
  if (column.align) return column.align;
  const values = rows.map((row) => row[column.key] ?? null).filter((value) => value !== null);
  return values.length > 0 && values.every((value) => typeof value === 'number') ? 'right' : 'left';
}

function alignStyle(align: 'left' | 'right'): string {
  return ` style="text-align: ${align}"`;
}

/**
 * An accessible HTML table (caption = title, `<th scope="col">`, numbers right-aligned and formatted en-GB with
 * thousands separators, null as an em dash "—"), every value HTML-escaped. Returns a fragment string (no `<html>`).
 * When rows is empty, renders the table with a single row cell spanning all columns reading "No data for these
 * filters."
 */
export function renderReportHtml(table: ReportTable): string {
  const { columns, rows } = table;
  const subtitle = table.subtitle ? `<br><small>${escapeHtml(table.subtitle)}</small>` : '';
  const caption = `<caption>${escapeHtml(table.title)}${subtitle}</caption>`;

  const headerCells = columns.map(
    (column) => `<th scope="col"${alignStyle(headerAlign(column, rows))}>${escapeHtml(column.label)}</th>`,
  );
  const head = columns.length > 0 ? `<thead><tr>${headerCells.join('')}</tr></thead>` : '';

  const bodyRows =
    rows.length === 0
      ? [`<tr><td colspan="${Math.max(columns.length, 1)}">${EMPTY_MESSAGE}</td></tr>`]
      : rows.map((row) => {
          const cells = columns.map((column) => {
            const value = row[column.key] ?? null;
            const align = column.align ?? (typeof value === 'number' ? 'right' : 'left');
            const style = align === 'right' ? alignStyle('right') : '';
            return `<td${style}>${escapeHtml(cellText(value))}</td>`;
          });
          return `<tr>${cells.join('')}</tr>`;
        });

  return `<table>${caption}${head}<tbody>${bodyRows.join('')}</tbody></table>`;
}
