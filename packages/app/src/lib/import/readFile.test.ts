import { describe, expect, it } from 'vitest';
import { decode, detectDelimiter, readRows, refusals } from './readFile';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading a spreadsheet file', () => {
  it('reads a comma-separated file with a byte order mark, quotes, commas and line breaks in cells', () => {
    const result = readRows(
      'c.csv',
      bytes('\uFEFFName,E-mail\r\n"O\'Brien, ""Jo""","jo@x.com"\r\n"Line\nbreak",b@x.com\r\n'),
    );
    expect(result).toMatchObject({
      status: 'parsed',
      encoding: 'utf-8',
      delimiter: ',',
      headers: ['Name', 'E-mail'],
      rows: [
        ['O\'Brien, "Jo"', 'jo@x.com'],
        ['Line\nbreak', 'b@x.com'],
      ],
    });
  });

  it('detects tab and semicolon separators, and takes the one the user chooses instead', () => {
    expect(detectDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    const result = readRows('s.csv', bytes('a;b\n1;2'), { delimiter: ',' });
    expect(result).toMatchObject({ status: 'parsed', headers: ['a;b'] });
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    const text = decode(new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9])); // "Name\nJosé"
    expect(text).toEqual({ text: 'Name\nJosé', encoding: 'windows-1252' });
  });

  it('keeps rows with another number of cells than the header, padded, and names them', () => {
    const result = readRows('r.csv', bytes('a,b,c\n1,2\n1,2,3,4\n1,2,3'));
    expect(result).toMatchObject({
      status: 'parsed',
      rows: [
        ['1', '2', ''],
        ['1', '2', '3'],
        ['1', '2', '3'],
      ],
      ragged: [
        { row: 0, cells: 2 },
        { row: 1, cells: 4 },
      ],
    });
  });

  it.each([
    ['an empty file', '', refusals.empty],
    ['a file of blank lines', '\r\n\r\n  \r\n', refusals.empty],
    ['a header row only', 'Name,E-mail\r\n', refusals.headerOnly],
    ['unbalanced quotes', 'Name,E-mail\n"Jo,jo@x.com\nAl,al@x.com', refusals.unbalancedQuotes(2)],
  ])('refuses %s with a plain reason', (_, text, message) => {
    expect(readRows('f.csv', bytes(text))).toEqual({ status: 'refused', fileName: 'f.csv', message });
  });

  it('refuses a binary file renamed .csv', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
    expect(readRows('book.csv', zip)).toMatchObject({ status: 'refused', message: refusals.binary });
  });

  it('refuses a file over the size limit or the row limit, reading no further', () => {
    expect(readRows('big.csv', bytes('a,b\n1,2\n'), { maxBytes: 4 })).toMatchObject({
      status: 'refused',
      message: refusals.tooLarge(4),
    });
    const rows = ['a,b', ...Array.from({ length: 11 }, (_, index) => `${String(index)},x`)].join('\n');
    expect(readRows('many.csv', bytes(rows), { maxRows: 10 })).toMatchObject({
      status: 'refused',
      message: refusals.tooManyRows(10),
    });
    expect(readRows('ten.csv', bytes(rows.split('\n').slice(0, 11).join('\n')), { maxRows: 10 })).toMatchObject({
      status: 'parsed',
    });
  });
});
