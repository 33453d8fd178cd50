/** The Word export: a landscape A4 document with the title, the subtitle and the table. */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  type IRunOptions,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { type Align, EMPTY_MESSAGE, valueOf, displayText, cellAlign, columnAlign, xmlSafe } from './exportCells.ts';
import type { ReportTable } from './render.ts';

const A4_WIDTH_TWIPS = 11906;
const A4_HEIGHT_TWIPS = 16838;
const DOCX_MARGIN = 720; // half an inch
const DOCX_CONTENT_WIDTH = A4_HEIGHT_TWIPS - 2 * DOCX_MARGIN; // landscape

/** Column widths in twips, proportional to each column's longest text (capped), filling the content width. */
function docxColumnWidths(table: ReportTable): number[] {
  const natural = table.columns.map((column) => {
    const longest = table.rows.reduce(
      (most, row) => Math.max(most, displayText(valueOf(row, column)).length),
      column.label.length,
    );
    return Math.min(Math.max(longest, 4), 40);
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  return natural.map((width) => Math.floor((width * DOCX_CONTENT_WIDTH) / total));
}

export async function renderDocx(table: ReportTable): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(xmlSafe(table.title))] }),
  ];
  if (table.subtitle) children.push(new Paragraph({ children: [new TextRun(xmlSafe(table.subtitle))] }));

  if (table.columns.length === 0) {
    children.push(new Paragraph({ children: [new TextRun(EMPTY_MESSAGE)] }));
  } else {
    const columnWidths = docxColumnWidths(table);
    const header = new TableRow({
      tableHeader: true,
      children: table.columns.map(
        (column, index) =>
          new TableCell({
            width: { size: columnWidths[index] ?? 0, type: WidthType.DXA },
            children: [docxParagraph(column.label, columnAlign(column, table.rows), true)],
          }),
      ),
    });
    const rows =
      table.rows.length === 0
        ? [
            new TableRow({
              children: [
                new TableCell({ columnSpan: table.columns.length, children: [docxParagraph(EMPTY_MESSAGE, 'left')] }),
              ],
            }),
          ]
        : table.rows.map(
            (row) =>
              new TableRow({
                cantSplit: true,
                children: table.columns.map((column) => {
                  const value = valueOf(row, column);
                  return new TableCell({ children: [docxParagraph(displayText(value), cellAlign(column, value))] });
                }),
              }),
          );
    children.push(
      new Table({
        width: { size: DOCX_CONTENT_WIDTH, type: WidthType.DXA },
        // Explicit, so docx need not derive the grid from every row (it spreads them into Math.max and overflows).
        columnWidths,
        rows: [header, ...rows],
      }),
    );
  }

  const document = new Document({
    creator: 'Stampcard',
    title: xmlSafe(table.title),
    ...(table.subtitle ? { description: xmlSafe(table.subtitle) } : {}),
    sections: [
      {
        properties: {
          page: {
            // A4, turned to landscape by docx (it swaps width and height).
            size: { width: A4_WIDTH_TWIPS, height: A4_HEIGHT_TWIPS, orientation: PageOrientation.LANDSCAPE },
            margin: { top: DOCX_MARGIN, right: DOCX_MARGIN, bottom: DOCX_MARGIN, left: DOCX_MARGIN },
          },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** A paragraph of the text, its line breaks kept as breaks. */
function docxParagraph(text: string, align: Align, strong = false): Paragraph {
  const lines = xmlSafe(text).split(/\r\n|\r|\n/);
  return new Paragraph({
    alignment: align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
    children: lines.map((line, index) => {
      // Typed apart from the call: against TextRun's `IRunOptions | string`, `bold` would read as String#bold.
      const options: IRunOptions = { text: line, bold: strong, break: index > 0 ? 1 : 0 };
      return new TextRun(options);
    }),
  });
}
