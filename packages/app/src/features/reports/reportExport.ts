/**
 * The report export (spec B 2.11, 7; issue #24 item 5): the five formats the dropdown offers, the
 * downloaded file's name, and the download itself (a link to the file's object URL, clicked: no
 * window that browsers block).
 */
import { exportFileExtensions, type ExportFormat } from '@stampcard/api-client';

/** The formats in the order the dropdown lists them, with their labels (spec B 2.11). */
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
  const name =
    reportName
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Report';
  const day = today.toISOString().slice(0, 10);
  return `${name} ${day}.${exportFileExtensions[format]}`;
}

/** Saves `file` under `fileName` as the browser downloads a link's target. */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file: the URL can go once the click's task is over.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  });
}
