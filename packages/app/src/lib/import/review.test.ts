import type { ImportAnswer } from '@stampcard/api-client';
import { describe, expect, it } from 'vitest';
import { customerImport, tagImport } from './importKinds';
import { guessMapping } from './mapping';
import { countRows, editCell, problemsOf, reviewRows, setExcluded, visibleRows } from './review';
import { dryRun, failedRowsCsv, rowsNotLanded, runImport, type SendChunk } from './runImport';

const headers = ['Title', 'First name', 'Surname', 'E-mail', 'Phone', 'Postcode', 'Date of birth'];
const mapping = guessMapping(headers, customerImport.fields);

describe('reviewing an import', () => {
  it("checks each cell with the fields' rules and messages", () => {
    const [row] = reviewRows(
      customerImport,
      [['Dr', '', 'Lee', 'not-an-email', '0123', 'ab cd ef gh', '31/02/1990']],
      mapping,
    );
    expect(row?.errors).toEqual({
      title: 'Use Mr, Ms or Mrs',
      firstName: 'Required',
      emailAddress: 'Invalid value',
      phoneNumber: 'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
      postCode: 'Too many characters (maximum 9, currently 11)',
      dateOfBirth: 'Invalid value (use DD/MM/YYYY)',
    });
  });

  it('turns cells into what the API takes: titles, UK dates, formula-guarded texts', () => {
    const [row] = reviewRows(
      customerImport,
      [['mrs.', "'-Zoë", 'O\'Brien, "Jr"', 'Zoe@Example.com', '07123 456789', '', '29/02/2024']],
      mapping,
    );
    if (row === undefined) throw new Error('The row was not read.');
    expect(problemsOf(customerImport, row)).toEqual({});
    expect(customerImport.toRow(row.values)).toEqual({
      title: 'Mrs',
      firstName: '-Zoë',
      surname: 'O\'Brien, "Jr"',
      emailAddress: 'Zoe@Example.com',
      phoneNumber: '07123 456789',
      postCode: null,
      dateOfBirth: '2024-02-29',
    });
  });

  it('marks later rows with a key an earlier row has, until one is fixed or excluded', () => {
    const rows = reviewRows(
      customerImport,
      [
        ['', 'A', 'One', 'a@x.com', '', '', ''],
        ['', 'B', 'Two', 'A@X.com', '', '', ''],
        ['', 'C', 'Three', 'a@x.com', '', '', ''],
      ],
      mapping,
    );
    expect(rows.map((row) => problemsOf(customerImport, row).emailAddress)).toEqual([
      undefined,
      'Already in the file on row 2',
      'Already in the file on row 2',
    ]);
    const fixed = editCell(customerImport, rows, 1, 'emailAddress', 'b@x.com');
    expect(fixed.map((row) => row.duplicateOf)).toEqual([null, null, 2]);
    const excluded = setExcluded(customerImport, fixed, 0, true);
    expect(excluded.map((row) => row.duplicateOf)).toEqual([null, null, null]);
    expect(countRows(excluded)).toEqual({ total: 3, ready: 2, withProblems: 0, excluded: 1, existing: 0 });
  });

  it('filters to the rows with problems, and by text', () => {
    const rows = reviewRows(
      tagImport,
      [
        ['Door', 'S1'],
        ['', 'S2'],
        ['Till', 'S3'],
      ],
      { name: 0, tagReference: 1, enabled: null },
    );
    expect(visibleRows(rows, true)).toEqual([1]);
    expect(visibleRows(rows, false, 'till')).toEqual([2]);
    // A row being fixed stays in view under "problems only".
    expect(visibleRows(rows, true, '', new Set([0]))).toEqual([0, 1]);
  });

  it('names a row with another number of cells than the header', () => {
    const [row] = reviewRows(
      tagImport,
      [['Door', 'S1']],
      { name: 0, tagReference: 1, enabled: null },
      [{ row: 0, cells: 3 }],
      2,
    );
    expect(row?.errors.name).toBe('This row has 3 cells, the header 2');
  });
});

function answer(rows: ImportAnswer['rows'], dryRun = false): ImportAnswer {
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return {
    dryRun,
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    failed: count('failed'),
    rows,
  };
}

describe('sending an import in chunks', () => {
  const tags = (count: number) =>
    reviewRows(
      tagImport,
      Array.from({ length: count }, (_, index) => [`Tag ${String(index)}`, `S${String(index)}`]),
      { name: 0, tagReference: 1, enabled: null },
    );

  it("puts the dry run's word on each row: existing data, and the server's reasons", async () => {
    const send: SendChunk<unknown> = (rows) =>
      Promise.resolve(
        answer(
          rows.map((_, row) =>
            row === 1
              ? { row, outcome: 'failed', existing: false, errors: { tagReference: ['Registered to another store'] } }
              : { row, outcome: 'created', existing: row === 0 },
          ),
          true,
        ),
      );
    const checked = await dryRun({ kind: tagImport, rows: tags(3), send, signal: new AbortController().signal });
    expect(checked.map((row) => [row.isExisting, row.serverErrors])).toEqual([
      [true, {}],
      [false, { tagReference: 'Registered to another store' }],
      [false, {}],
    ]);
  });

  it('stops at a lost connection and says exactly which chunks landed; the rest can be sent again', async () => {
    const sent: number[] = [];
    const send: SendChunk<unknown> = (rows) => {
      sent.push(rows.length);
      if (sent.length === 3) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(answer(rows.map((_, row) => ({ row, outcome: 'created', existing: false }))));
    };
    const rows = tags(1_200);
    const outcome = await runImport({
      kind: tagImport,
      rows,
      onExisting: 'skip',
      send,
      signal: new AbortController().signal,
      describe: () => 'The server could not be reached.',
    });
    expect(sent).toEqual([500, 500, 200]);
    expect(outcome.created).toBe(1_000);
    expect(outcome.chunks.map((chunk) => chunk.status)).toEqual(['landed', 'landed', 'unknown']);
    expect(outcome.stopped).toEqual({ reason: 'error', message: 'The server could not be reached.' });
    expect(rowsNotLanded(rows, outcome).map((row) => row.line)).toEqual(
      Array.from({ length: 200 }, (_, index) => 1_002 + index),
    );
  });

  it('gives the failed rows as a CSV with their reasons, formulas kept text', async () => {
    const send: SendChunk<unknown> = (rows) =>
      Promise.resolve(
        answer(
          rows.map((_, row) => ({ row, outcome: 'failed', existing: false, errors: { tagReference: ['Taken'] } })),
        ),
      );
    const rows = reviewRows(tagImport, [['=SUM(A1)', 'S1']], { name: 0, tagReference: 1, enabled: null });
    const outcome = await runImport({
      kind: tagImport,
      rows,
      onExisting: 'skip',
      send,
      signal: new AbortController().signal,
      describe: String,
    });
    const file = await failedRowsCsv(tagImport, outcome.failedRows).arrayBuffer();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file);
    expect(text).toBe('\uFEFFRow,Name,Serial number,Enabled,Reason\r\n2,"\'=SUM(A1)",S1,,Serial number: Taken\r\n');
  });
});
