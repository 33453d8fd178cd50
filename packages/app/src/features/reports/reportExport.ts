/**
 * The report export: the five formats the dropdown offers and the downloaded file's name (the
 * download itself is `downloadFile`).
 */
import { exportFileExtensions, type ExportFormat } from '@stampcard/api-client';
import { fileNameOf } from '#app/lib/download';

/** The formats in the order the dropdown lists them, with their labels. */
export const exportFormats = [
  { format: 'WORDOPENXML', label: 'Word' },
  { format: 'EXCELOPENXML', label: 'Excel' },
  { format: 'PDF', label: 'PDF' },
  { format: 'CSV', label: 'CSV' },
  { format: 'XML', label: 'XML' },
] as const satisfies readonly { format: ExportFormat; label: string }[];

/**
 * The downloaded file's name: the report's name and the day, e.g. 'Stamps by store 2026-11-25.xlsx';
 * characters file systems refuse are replaced.
 */
export function exportFileName(reportName: string, format: ExportFormat, today: Date = new Date()): string {
  const name = fileNameOf(reportName, 'Report');
  const day = today.toISOString().slice(0, 10);
  return `${name} ${day}.${exportFileExtensions[format]}`;
}
