/** The PDF export: landscape A4 pages, the title and subtitle on the first, the column headings on each, numbered. */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { type Align, EMPTY_MESSAGE, valueOf, displayText, columnAlign } from './exportCells.ts';
import type { ReportTable } from './render.ts';

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

export async function renderPdf(table: ReportTable): Promise<Uint8Array> {
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
