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
import ExcelJS from 'exceljs';
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportColumn, ReportTable } from './render.ts';

/** The export formats, named as the reporting API names them. */
export type ExportFormat = 'WORDOPENXML' | 'EXCELOPENXML' | 'PDF' | 'CSV' | 'XML';

/** An exported report: the file's bytes, its content type and a file name for the download. */
export interface ExportedFile {
  /** The file's bytes. */
  body: Uint8Array;
  /** The content type of the format, e.g. `application/pdf`. */
  contentType: string;
  /** The slug of the title and the format's extension, e.g. `stamps-by-store.xlsx`. */
  fileName: string;
}

type CellValue = string | number | null;
type Align = 'left' | 'right';

const formats: Readonly<Record<ExportFormat, { contentType: string; extension: string }>> = {
  WORDOPENXML: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  EXCELOPENXML: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  PDF: { contentType: 'application/pdf', extension: 'pdf' },
  CSV: { contentType: 'text/csv', extension: 'csv' },
  XML: { contentType: 'application/xml', extension: 'xml' },
};

const EMPTY_MESSAGE = 'No data for these filters.';
const NULL_TEXT = '—';
const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * Renders the table as a real file in the format. fileName = slug of the title + extension
 * (e.g. "stamps-by-store.xlsx").
 */
export async function exportReport(table: ReportTable, format: ExportFormat): Promise<ExportedFile> {
  const { contentType, extension } = formats[format];
  const body = await renderers[format](table);
  return { body, contentType, fileName: `${slugify(table.title)}.${extension}` };
}

const renderers: Readonly<Record<ExportFormat, (table: ReportTable) => Uint8Array | Promise<Uint8Array>>> = {
  WORDOPENXML: renderDocx,
  EXCELOPENXML: renderXlsx,
  PDF: renderPdf,
  CSV: renderCsv,
  XML: renderXml,
};

// ---------------------------------------------------------------------------------------------------------------------
// Shared helpers

/** Lower-case ASCII words joined by hyphens, "report" when nothing is left. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'report';
}

function valueOf(row: ReportTable['rows'][number], column: ReportColumn): CellValue {
  return row[column.key] ?? null;
}

/** The value as people read it: numbers en-GB with thousands separators, null as an em dash. */
function displayText(value: CellValue): string {
  if (value === null) return NULL_TEXT;
  return typeof value === 'number' ? numberFormat.format(value) : value;
}

function cellAlign(column: ReportColumn, value: CellValue): Align {
  return column.align ?? (typeof value === 'number' ? 'right' : 'left');
}

/** The column's own alignment, or right when every value of the column is a number. */
function columnAlign(column: ReportColumn, rows: ReportTable['rows']): Align {
  if (column.align) return column.align;
  const values = rows.map((row) => valueOf(row, column)).filter((value) => value !== null);
  return values.length > 0 && values.every((value) => typeof value === 'number') ? 'right' : 'left';
}

/** Removes the characters XML 1.0 cannot hold even escaped (controls, lone surrogates, U+FFFE/U+FFFF). */
function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu, '');
}

// ---------------------------------------------------------------------------------------------------------------------
// CSV (RFC 4180, UTF-8 with a byte order mark, CRLF)

function renderCsv(table: ReportTable): Uint8Array {
  const lines = [
    table.columns.map((column) => csvField(column.label)),
    ...table.rows.map((row) => table.columns.map((column) => csvValue(valueOf(row, column)))),
  ].map((fields) => fields.join(','));
  return new TextEncoder().encode(`\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`);
}

function csvValue(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // A text starting with = + - @ would run as a formula in a spreadsheet: keep it text (OWASP CSV injection).
  const isFormula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value);
  return csvField(isFormula ? `'${value}` : value);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// ---------------------------------------------------------------------------------------------------------------------
// XML

function renderXml(table: ReportTable): Uint8Array {
  const names = xmlNames(table.columns);
  const subtitle = table.subtitle === undefined ? '' : ` subtitle="${escapeXml(table.subtitle)}"`;
  const rows = table.rows.map((row) => {
    const elements = table.columns.map((column, index) => {
      const name = names[index] ?? '_';
      const value = valueOf(row, column);
      if (value === null) return `<${name}/>`;
      return `<${name}>${escapeXml(typeof value === 'number' ? String(value) : value)}</${name}>`;
    });
    return `<row>${elements.join('')}</row>`;
  });
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<report title="${escapeXml(table.title)}"${subtitle}>${rows.join('')}</report>`;
  return new TextEncoder().encode(xml);
}

/** An XML element name for each column key: ASCII name characters only, never "xml…", unique. */
function xmlNames(columns: readonly ReportColumn[]): string[] {
  const used = new Set<string>();
  return columns.map((column) => {
    let name = column.key.replace(/[^A-Za-z0-9._-]/g, '_');
    if (!/^[A-Za-z_]/.test(name) || /^xml/i.test(name)) name = `_${name}`;
    let unique = name;
    for (let suffix = 2; used.has(unique); suffix += 1) unique = `${name}_${suffix}`;
    used.add(unique);
    return unique;
  });
}

const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Escapes text for an element or an attribute; tabs and line breaks as references so parsers keep them. */
function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"'\t\n\r]/g, (character) => xmlEscapes[character] ?? character);
}

// ---------------------------------------------------------------------------------------------------------------------
// XLSX

async function renderXlsx(table: ReportTable): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Stampcard';
  workbook.title = xmlSafe(table.title);
  if (table.subtitle) workbook.subject = xmlSafe(table.subtitle);
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });

  sheet.columns = table.columns.map((column) => {
    const texts = [column.label, ...table.rows.map((row) => xlsxDisplay(valueOf(row, column)))];
    const longest = texts.reduce(
      (widest, text) => text.split('\n').reduce((most, line) => Math.max(most, line.length), widest),
      0,
    );
    return {
      header: xmlSafe(column.label),
      width: Math.min(Math.max(longest + 2, 8), 60),
      ...(column.align ? { style: { alignment: { horizontal: column.align } } } : {}),
    };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  table.columns.forEach((column, index) => {
    if (columnAlign(column, table.rows) === 'right') header.getCell(index + 1).alignment = { horizontal: 'right' };
  });

  for (const row of table.rows) {
    const added = sheet.addRow(
      table.columns.map((column) => {
        const value = valueOf(row, column);
        if (typeof value === 'string') return xmlSafe(value);
        return typeof value === 'number' && !Number.isFinite(value) ? null : value;
      }),
    );
    table.columns.forEach((column, index) => {
      const value = valueOf(row, column);
      if (typeof value === 'number') added.getCell(index + 1).numFmt = Number.isInteger(value) ? '#,##0' : '#,##0.###';
    });
  }
  if (table.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function xlsxDisplay(value: CellValue): string {
  return value === null ? '' : displayText(value);
}

/** A valid worksheet name: at most 31 characters, none of : \ / ? * [ ], not blank, no apostrophe at either end. */
function sheetName(title: string): string {
  const name = xmlSafe(title)
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .replace(/[\uD800-\uDBFF]$/, '') // half of a pair cut off
    .trim();
  return name.replace(/'+$/, '') || 'Report';
}

// ---------------------------------------------------------------------------------------------------------------------
// DOCX

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

async function renderDocx(table: ReportTable): Promise<Uint8Array> {
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

// ---------------------------------------------------------------------------------------------------------------------
// PDF

const PAGE_SIZE: [number, number] = [PageSizes.A4[1], PageSizes.A4[0]]; // landscape
const MARGIN = 36;
const TITLE_SIZE = 16;
const SUBTITLE_SIZE = 10;
const BODY_SIZE = 9;
const FOOTER_SIZE = 8;
const ROW_HEIGHT = 15;
const CELL_PADDING = 4;
const MIN_COLUMN_WIDTH = 24;

interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  regularCharacters: ReadonlySet<number>;
  boldCharacters: ReadonlySet<number>;
}

async function renderPdf(table: ReportTable): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(table.title);
  if (table.subtitle) pdf.setSubject(table.subtitle);
  pdf.setCreator('Stampcard');
  pdf.setProducer('Stampcard dev server');

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: PdfFonts = {
    regular,
    bold,
    regularCharacters: new Set(regular.getCharacterSet()),
    boldCharacters: new Set(bold.getCharacterSet()),
  };

  const [pageWidth, pageHeight] = PAGE_SIZE;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = MARGIN + FOOTER_SIZE + 8;
  const columns = table.columns;
  const headerTexts = columns.map((column) => pdfText(column.label, fonts.boldCharacters));
  const bodyTexts = table.rows.map((row) =>
    columns.map((column) => pdfText(displayText(valueOf(row, column)), fonts.regularCharacters)),
  );
  const widths = pdfColumnWidths(headerTexts, bodyTexts, fonts, contentWidth);
  const aligns = columns.map((column) => columnAlign(column, table.rows));

  let page = pdf.addPage(PAGE_SIZE);
  let y = pageHeight - MARGIN;

  // Title and subtitle, on the first page only.
  y -= TITLE_SIZE;
  drawClipped(page, pdfText(table.title, fonts.boldCharacters), MARGIN, y, contentWidth, fonts.bold, TITLE_SIZE);
  if (table.subtitle) {
    y -= SUBTITLE_SIZE + 6;
    const subtitle = pdfText(table.subtitle, fonts.regularCharacters);
    drawClipped(page, subtitle, MARGIN, y, contentWidth, fonts.regular, SUBTITLE_SIZE, 'left', rgb(0.35, 0.35, 0.35));
  }
  y -= 12;

  const drawHeader = (): void => {
    if (columns.length === 0) return;
    page.drawRectangle({
      x: MARGIN,
      y: y - ROW_HEIGHT,
      width: contentWidth,
      height: ROW_HEIGHT,
      color: rgb(0.9, 0.9, 0.92),
    });
    drawRow(page, headerTexts, widths, aligns, y, fonts.bold);
    y -= ROW_HEIGHT;
  };
  drawHeader();

  if (bodyTexts.length === 0) {
    drawClipped(page, EMPTY_MESSAGE, MARGIN + CELL_PADDING, y - ROW_HEIGHT + 4, contentWidth, fonts.regular, BODY_SIZE);
  }
  for (const [index, texts] of bodyTexts.entries()) {
    if (y - ROW_HEIGHT < bottom) {
      page = pdf.addPage(PAGE_SIZE);
      y = pageHeight - MARGIN;
      drawHeader();
    }
    if (index % 2 === 1) {
      page.drawRectangle({
        x: MARGIN,
        y: y - ROW_HEIGHT,
        width: contentWidth,
        height: ROW_HEIGHT,
        color: rgb(0.97, 0.97, 0.98),
      });
    }
    drawRow(page, texts, widths, aligns, y, fonts.regular);
    y -= ROW_HEIGHT;
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = `Page ${index + 1} of ${pages.length}`;
    const x = pageWidth - MARGIN - fonts.regular.widthOfTextAtSize(label, FOOTER_SIZE);
    each.drawText(label, { x, y: MARGIN, size: FOOTER_SIZE, font: fonts.regular, color: rgb(0.4, 0.4, 0.4) });
  }

  return pdf.save();
}

/** Widths proportional to each column's widest text (capped), scaled to fill the content width. */
function pdfColumnWidths(
  headerTexts: readonly string[],
  bodyTexts: readonly (readonly string[])[],
  fonts: PdfFonts,
  contentWidth: number,
): number[] {
  const count = headerTexts.length;
  if (count === 0) return [];
  const cap = contentWidth / Math.min(count, 3);
  const natural = headerTexts.map((header, index) => {
    let widest = fonts.bold.widthOfTextAtSize(header, BODY_SIZE);
    for (const texts of bodyTexts) {
      widest = Math.max(widest, fonts.regular.widthOfTextAtSize(texts[index] ?? '', BODY_SIZE));
    }
    return Math.min(Math.max(widest + 2 * CELL_PADDING, MIN_COLUMN_WIDTH), cap);
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  return natural.map((width) => (width * contentWidth) / total);
}

function drawRow(
  page: PDFPage,
  texts: readonly string[],
  widths: readonly number[],
  aligns: readonly Align[],
  top: number,
  font: PDFFont,
): void {
  let x = MARGIN;
  const baseline = top - ROW_HEIGHT + (ROW_HEIGHT - BODY_SIZE) / 2 + 2;
  for (const [index, text] of texts.entries()) {
    const width = widths[index] ?? 0;
    drawClipped(page, text, x + CELL_PADDING, baseline, width - 2 * CELL_PADDING, font, BODY_SIZE, aligns[index]);
    x += width;
  }
}

/** Draws the text truncated with an ellipsis to fit the width, aligned within it. */
function drawClipped(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  font: PDFFont,
  size: number,
  align: Align = 'left',
  color = rgb(0, 0, 0),
): void {
  const fitted = truncateToWidth(text, font, size, width);
  if (!fitted) return;
  const offset = align === 'right' ? width - font.widthOfTextAtSize(fitted, size) : 0;
  page.drawText(fitted, { x: x + offset, y, size, font, color });
}

function truncateToWidth(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const ellipsis = '…';
  if (font.widthOfTextAtSize(ellipsis, size) > width) return '';
  const characters = Array.from(text);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${characters.slice(0, middle).join('').trimEnd()}${ellipsis}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}${ellipsis}`;
}

/** The text on one line in characters the font can encode: line breaks and tabs as spaces, the rest as "?". */
function pdfText(text: string, characters: ReadonlySet<number>): string {
  let result = '';
  for (const character of text.normalize('NFC').replace(/\r\n|[\r\n\t]/g, ' ')) {
    const code = character.codePointAt(0) ?? 0;
    result += characters.has(code) ? character : '?';
  }
  return result;
}
