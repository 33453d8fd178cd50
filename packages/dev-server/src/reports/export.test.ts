// @vitest-environment node
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { exportReport, type ExportFormat } from './export.ts';
import { renderReportHtml, type ReportTable } from './render.ts';

const stampsByStore: ReportTable = {
  title: 'Stamps by store',
  subtitle: 'Liverpool & Bristol, 2024',
  columns: [
    { key: 'store', label: 'Store' },
    { key: 'stamps', label: 'Stamps', align: 'right' },
    { key: 'average', label: 'Average per card' },
    { key: 'note', label: 'Note' },
  ],
  rows: [
    { store: 'Bold Street, Liverpool', stamps: 12345, average: 3.5, note: 'Busy, "weekends"' },
    { store: 'Park St\nBristol', stamps: 7, average: null, note: null },
    { store: 'Łódź café ☕ <b>', stamps: 0, average: 1.25, note: '=HYPERLINK("x")' },
  ],
};

function emptyOf(table: ReportTable): ReportTable {
  return { ...table, rows: [] };
}

function manyRows(count: number): ReportTable {
  return {
    ...stampsByStore,
    rows: Array.from({ length: count }, (_, index) => ({
      store: `Store number ${index + 1} with a rather long name that will not fit in its column at all`,
      stamps: index * 1000,
      average: index / 3,
      note: index % 2 === 0 ? null : 'x'.repeat(300),
    })),
  };
}

/** Reads a zip (stored or deflated entries) with node:zlib alone, from its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('no end of central directory');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (view.getUint32(localOffset, true) !== 0x04034b50) throw new Error('bad local header');
    const dataStart =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    const content = method === 8 ? inflateRawSync(data) : data;
    files.set(name, new TextDecoder().decode(content));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

function text(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** A structural well-formedness check: every start tag is closed in order, nothing stray between tags. */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml [^?]*\?>/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"<]*")*)\s*(\/?)>/y;
  let position = 0;
  while (position < body.length) {
    const next = body.indexOf('<', position);
    const between = body.slice(position, next === -1 ? body.length : next);
    expect(between).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(body);
    if (!match) throw new Error(`malformed tag at ${next}: ${body.slice(next, next + 40)}`);
    const [whole, closing, name = '', , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
    position = next + whole.length;
  }
  expect(stack).toEqual([]);
}

describe('renderReportHtml', () => {
  it('renders an accessible table with escaped values, en-GB numbers and em dashes', () => {
    const html = renderReportHtml({
      ...stampsByStore,
      title: 'Report <script>alert(1)</script>',
      rows: [{ store: '<script>alert("x")</script>', stamps: 1234567, average: null, note: "O'Brien & Co" }],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<caption>Report &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Liverpool &amp; Bristol, 2024');
    expect(html).toContain('<th scope="col" style="text-align: left">Store</th>');
    expect(html).toContain('<th scope="col" style="text-align: right">Stamps</th>');
    expect(html).toContain('<td style="text-align: right">1,234,567</td>');
    expect(html).toContain('<td>—</td>');
    expect(html).toContain('O&#39;Brien &amp; Co');
    expect(html).not.toMatch(/<html|<body/);
  });

  it('right-aligns numbers in columns without an alignment', () => {
    const html = renderReportHtml({
      title: 'T',
      columns: [{ key: 'n', label: 'N' }],
      rows: [{ n: 1500.5 }, { n: null }],
    });
    expect(html).toContain('<th scope="col" style="text-align: right">N</th>');
    expect(html).toContain('<td style="text-align: right">1,500.5</td>');
  });

  it('renders the empty state as one cell spanning every column', () => {
    const html = renderReportHtml(emptyOf(stampsByStore));
    expect(html).toContain('<tr><td colspan="4">No data for these filters.</td></tr>');
    expect(html.match(/<tr>/g)).toHaveLength(2);
  });
});

describe('exportReport', () => {
  it.each<[ExportFormat, string, string]>([
    ['WORDOPENXML', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'stamps-by-store.docx'],
    ['EXCELOPENXML', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'stamps-by-store.xlsx'],
    ['PDF', 'application/pdf', 'stamps-by-store.pdf'],
    ['CSV', 'text/csv', 'stamps-by-store.csv'],
    ['XML', 'application/xml', 'stamps-by-store.xml'],
  ])('names %s files and gives their content type', async (format, contentType, fileName) => {
    const file = await exportReport(stampsByStore, format);
    expect(file.contentType).toBe(contentType);
    expect(file.fileName).toBe(fileName);
    expect(file.body).toBeInstanceOf(Uint8Array);
    expect(file.body.length).toBeGreaterThan(0);
  });

  it('slugs titles with accents and symbols, falling back to "report"', async () => {
    expect((await exportReport({ ...stampsByStore, title: '  Café visits / Q1 2024!  ' }, 'CSV')).fileName).toBe(
      'cafe-visits-q1-2024.csv',
    );
    expect((await exportReport({ ...stampsByStore, title: '☕☕' }, 'XML')).fileName).toBe('report.xml');
  });

  describe('CSV', () => {
    it('starts with a BOM, uses CRLF and quotes commas, quotes and line breaks (RFC 4180)', async () => {
      const { body } = await exportReport(stampsByStore, 'CSV');
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = text(body.subarray(3));
      expect(csv).toBe(
        [
          'Store,Stamps,Average per card,Note',
          '"Bold Street, Liverpool",12345,3.5,"Busy, ""weekends"""',
          '"Park St\nBristol",7,,',
          `Łódź café ☕ <b>,0,1.25,"'=HYPERLINK(""x"")"`,
          '',
        ].join('\r\n'),
      );
    });

    it('writes only the header row when there are no rows', async () => {
      const { body } = await exportReport(emptyOf(stampsByStore), 'CSV');
      expect(text(body)).toBe('\uFEFFStore,Stamps,Average per card,Note\r\n');
    });
  });

  describe('XML', () => {
    it('escapes values, makes keys safe element names and writes null as an empty element', async () => {
      const table: ReportTable = {
        title: 'A & B "quoted" <report>',
        columns: [
          { key: 'store name', label: 'Store' },
          { key: '1st', label: 'First' },
          { key: 'xmlThing', label: 'X' },
          { key: 'store_name', label: 'Duplicate after cleaning' },
        ],
        rows: [
          { 'store name': "<b>Tom & Jerry's</b>", '1st': 12.5, xmlThing: null, store_name: 'a\u0001b' },
          { 'store name': ']]> done', '1st': null, xmlThing: 'y', store_name: null },
        ],
      };
      const xml = text((await exportReport(table, 'XML')).body);
      expect(
        xml.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?><report title="A &amp; B &quot;quoted&quot; &lt;report&gt;">',
        ),
      ).toBe(true);
      expect(xml).toContain(
        '<row><store_name>&lt;b&gt;Tom &amp; Jerry&apos;s&lt;/b&gt;</store_name><_1st>12.5</_1st><_xmlThing/><store_name_2>ab</store_name_2></row>',
      );
      expect(xml).toContain('<store_name>]]&gt; done</store_name><_1st/>');
      expect(xml.match(/<row>/g)).toHaveLength(2);
      expect(xml.match(/<\/row>/g)).toHaveLength(2);
      assertWellFormed(xml);
    });

    it('is well-formed for the sample and for no rows', async () => {
      assertWellFormed(text((await exportReport(stampsByStore, 'XML')).body));
      const empty = text((await exportReport(emptyOf(stampsByStore), 'XML')).body);
      expect(empty).toBe(
        '<?xml version="1.0" encoding="UTF-8"?><report title="Stamps by store" subtitle="Liverpool &amp; Bristol, 2024"></report>',
      );
    });

    it('the structural check rejects broken XML', () => {
      expect(() => assertWellFormed('<report><row></report></row>')).toThrow();
      expect(() => assertWellFormed('<report>a & b</report>')).toThrow();
    });
  });

  describe('XLSX', () => {
    it('reads back with a bold header, numbers as numbers and fitted widths', async () => {
      const { body } = await exportReport(stampsByStore, 'EXCELOPENXML');
      expect(text(body.subarray(0, 2))).toBe('PK');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('no worksheet');
      expect(sheet.name).toBe('Stamps by store');
      expect(sheet.rowCount).toBe(4);

      const header = sheet.getRow(1);
      expect([1, 2, 3, 4].map((column) => header.getCell(column).value)).toEqual([
        'Store',
        'Stamps',
        'Average per card',
        'Note',
      ]);
      expect(header.getCell(1).font.bold).toBe(true);

      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe('Bold Street, Liverpool');
      expect(first.getCell(2).value).toBe(12345);
      expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(first.getCell(3).value).toBe(3.5);
      expect(first.getCell(4).value).toBe('Busy, "weekends"');

      const second = sheet.getRow(3);
      expect(second.getCell(1).value).toBe('Park St\nBristol');
      expect(second.getCell(3).type).toBe(ExcelJS.ValueType.Null);

      const third = sheet.getRow(4);
      expect(third.getCell(1).value).toBe('Łódź café ☕ <b>');
      expect(third.getCell(2).value).toBe(0);
      // A formula-looking string stays a string, never a formula.
      expect(third.getCell(4).type).toBe(ExcelJS.ValueType.String);

      const widths = [1, 2, 3, 4].map((column) => sheet.getColumn(column).width ?? 0);
      expect(widths[0]).toBeGreaterThanOrEqual('Bold Street, Liverpool'.length);
      expect(widths[2]).toBeGreaterThanOrEqual('Average per card'.length);
      expect(widths[1]).toBeLessThan(widths[0] ?? 0);
    });
  });

  describe('DOCX', () => {
    it('is a zip whose word/document.xml holds the title, the header and the cell texts', async () => {
      const { body } = await exportReport(stampsByStore, 'WORDOPENXML');
      expect([...body.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const files = unzip(body);
      expect(files.has('[Content_Types].xml')).toBe(true);
      const document = files.get('word/document.xml');
      if (document === undefined) throw new Error('no word/document.xml');
      const texts = [...document.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]);
      expect(texts).toEqual(
        expect.arrayContaining([
          'Stamps by store',
          'Liverpool &amp; Bristol, 2024',
          'Store',
          'Average per card',
          'Bold Street, Liverpool',
          '12,345',
          '3.5',
          'Busy, &quot;weekends&quot;',
          'Park St',
          'Bristol',
          '—',
          'Łódź café ☕ &lt;b&gt;',
        ]),
      );
      expect(document.match(/<w:tr[ >]/g)).toHaveLength(4);
      expect(document).toMatch(/<w:pgSz [^>]*w:orient="landscape"/);
    });

    it('renders the empty state as a spanning row', async () => {
      const files = unzip((await exportReport(emptyOf(stampsByStore), 'WORDOPENXML')).body);
      const document = files.get('word/document.xml') ?? '';
      expect(document).toContain('No data for these filters.');
      expect(document).toMatch(/<w:gridSpan w:val="4"\/>/);
    });
  });

  describe('PDF', () => {
    it('is a PDF that pdf-lib loads back as one landscape A4 page for one row', async () => {
      const { body } = await exportReport({ ...stampsByStore, rows: stampsByStore.rows.slice(0, 1) }, 'PDF');
      expect(text(body.subarray(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(body);
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect(Math.round(width)).toBe(842);
      expect(Math.round(height)).toBe(595);
      expect(pdf.getTitle()).toBe('Stamps by store');
    });

    it('paginates 200 rows over several pages, with long and non-WinAnsi text', async () => {
      const { body } = await exportReport(manyRows(200), 'PDF');
      expect(text(body.subarray(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(body);
      expect(pdf.getPageCount()).toBeGreaterThan(1);
      expect(pdf.getPageCount()).toBeLessThan(20);
    });

    it('never throws on characters outside WinAnsi, control characters or no rows and columns', async () => {
      const odd: ReportTable = {
        title: 'Emoji 🎉 Łódź 中文\u0007',
        subtitle: 'Tabs\tand\r\nbreaks',
        columns: [{ key: 'a', label: 'Ω label' }],
        rows: [{ a: '😀 ✓ ← ŁŚŻ 日本' }, { a: Number.NaN }, { a: -1234.5678 }],
      };
      expect((await PDFDocument.load((await exportReport(odd, 'PDF')).body)).getPageCount()).toBe(1);
      const empty = await exportReport({ title: 'Nothing', columns: [], rows: [] }, 'PDF');
      expect((await PDFDocument.load(empty.body)).getPageCount()).toBe(1);
      const noRows = await exportReport(emptyOf(stampsByStore), 'PDF');
      expect((await PDFDocument.load(noRows.body)).getPageCount()).toBe(1);
    });
  });
});
