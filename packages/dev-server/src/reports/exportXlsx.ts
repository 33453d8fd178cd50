/** The Excel export: one sheet named after the title, its column headings in bold. */
import ExcelJS from 'exceljs';
import { type CellValue, valueOf, displayText, columnAlign, xmlSafe } from './exportCells.ts';
import type { ReportTable } from './render.ts';

export async function renderXlsx(table: ReportTable): Promise<Uint8Array> {
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
