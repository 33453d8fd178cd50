import { describe, expect, it } from 'vitest';
import { exportFileName, exportFormats } from './reportExport';

describe('the export', () => {
  it('offers Word, Excel, PDF, CSV and XML, in that order', () => {
    expect(exportFormats.map(({ label }) => label)).toEqual(['Word', 'Excel', 'PDF', 'CSV', 'XML']);
    expect(exportFormats.map(({ format }) => format)).toEqual(['WORDOPENXML', 'EXCELOPENXML', 'PDF', 'CSV', 'XML']);
  });

  it("names the file after the report, the day and the format's extension", () => {
    const day = new Date('2026-11-25T10:00:00Z');
    expect(exportFileName('Stamps by store', 'EXCELOPENXML', day)).toBe('Stamps by store 2026-11-25.xlsx');
    expect(exportFileName('Stamps by store', 'WORDOPENXML', day)).toBe('Stamps by store 2026-11-25.docx');
    expect(exportFileName('A/B: "c"', 'PDF', day)).toBe('A B c 2026-11-25.pdf');
    expect(exportFileName('  ', 'CSV', day)).toBe('Report 2026-11-25.csv');
  });
});
