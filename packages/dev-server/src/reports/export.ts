/** A report's table exported as a file: Word, Excel, PDF, CSV or XML. */
import { renderDocx } from './exportDocx.ts';
import { renderPdf } from './exportPdf.ts';
import { renderCsv, renderXml } from './exportText.ts';
import { renderXlsx } from './exportXlsx.ts';
import type { ReportTable } from './render.ts';

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
