import type { StampcardClient } from './client';
import { ApiValidationError } from './errors';
import { exportReport as sdkExportReport } from './generated/sdk/exportReport.gen';
import type { ExportFormat, ExportReportData } from './generated/types.gen';
import { send, type CallOptions } from './operation';

/** The content type of each export format. */
export const exportContentTypes: Readonly<Record<ExportFormat, string>> = {
  WORDOPENXML: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  EXCELOPENXML: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
  CSV: 'text/csv',
  XML: 'application/xml',
};

/** The file extension of each export format, for a download's file name. */
export const exportFileExtensions: Readonly<Record<ExportFormat, string>> = {
  WORDOPENXML: 'docx',
  EXCELOPENXML: 'xlsx',
  PDF: 'pdf',
  CSV: 'csv',
  XML: 'xml',
};

/**
 * Exports a report (POST /api/Reporting/Export) and resolves to the file as a Blob whose
 * type is the format's content type. A JSON answer where a file was expected is reported
 * as an `ApiValidationError`, not returned as a file.
 */
export async function exportReport(client: StampcardClient, options: CallOptions<ExportReportData>): Promise<Blob> {
  const operation = 'exportReport';
  const format = options.body.format ?? 'PDF';
  const { data } = await send(operation, sdkExportReport, { method: 'POST' }, client, {
    ...options,
    parseAs: 'blob',
  });
  if (!(data instanceof Blob) || data.type.startsWith('application/json') || data.type.startsWith('text/html')) {
    const received = data instanceof Blob ? data.type : typeof data;
    throw new ApiValidationError(operation, 'response', [
      { path: '(root)', message: `expected a ${format} file, received ${received}` },
    ]);
  }
  const type = exportContentTypes[format];
  return data.type === type ? data : new Blob([data], { type });
}
