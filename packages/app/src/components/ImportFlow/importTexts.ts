/** The import flow's texts. */
import type { ImportKind } from '#app/lib/import';

const count = (value: number) => value.toLocaleString('en-GB');

export const importTexts = {
  sendFailed: 'The rows could not be sent.',
  title: (kind: ImportKind<unknown>) => `Import ${kind.noun}`,
  stepOf: (step: number, steps: number, label: string) => `Step ${String(step)} of ${String(steps)}: ${label}`,
  back: 'Back',
  next: 'Next',
  close: 'Close',
  cancel: 'Cancel',
  store: 'Store',
  storePlaceholder: 'Choose the store',
  chooseFile: 'Choose a file',
  dropHint: 'or drop it here',
  fileRules: 'CSV, TSV or semicolon separated, UTF-8 or Windows-1252; at most 10 MB and 50,000 rows.',
  reading: (fileName: string) => `Reading ${fileName}…`,
  fileSummary: (rows: number, columns: number) =>
    `${count(rows)} ${rows === 1 ? 'row' : 'rows'} and ${String(columns)} columns`,
  encoding: (encoding: string) => (encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'),
  separator: 'Separator',
  columnsIntro: 'Choose the field each column of the file fills. Columns left on Don’t import are ignored.',
  importAs: (header: string) => `Import “${header}” as`,
  dontImport: 'Don’t import',
  required: (label: string) => `${label} (required)`,
  sample: 'Sample',
  noSample: 'No values',
  missing: (labels: readonly string[]) => `Match a column to ${labels.join(', ')} to go on.`,
  checking: (progress?: { rowsDone: number; rows: number }) =>
    progress === undefined
      ? 'Checking the rows with the server…'
      : `Checking the rows with the server: ${count(progress.rowsDone)} of ${count(progress.rows)}`,
  checkFailed: 'Could not check the rows with the server',
  checkAgain: 'Check again',
  counts: (counts: { total: number; ready: number; withProblems: number; excluded: number }) =>
    `${count(counts.total)} rows: ${count(counts.ready)} ready, ${count(counts.withProblems)} with problems, ${count(counts.excluded)} excluded`,
  existing: (kind: ImportKind<unknown>, rows: number) =>
    `${count(rows)} ${rows === 1 ? 'row matches' : 'rows match'} existing ${kind.noun}.`,
  problemsOnly: 'Rows with problems only',
  filter: 'Filter rows',
  rowsTable: (kind: ImportKind<unknown>) => `Rows to import as ${kind.noun}`,
  rowsScroll: 'The file’s rows',
  rowHeader: 'Row',
  includeHeader: 'Include',
  include: (line: number) => `Include row ${String(line)}`,
  cell: (label: string, line: number) => `${label}, row ${String(line)}`,
  noRows: 'No rows to show',
  onExisting: (kind: ImportKind<unknown>, rows: number) => `Rows that match existing ${kind.noun} (${count(rows)})`,
  skip: 'Skip them',
  skipDescription: 'Leave what is saved as it is.',
  update: 'Update them',
  updateDescription: 'Save the file’s values; an empty cell keeps what is saved.',
  start: (kind: ImportKind<unknown>, rows: number) => `Import ${count(rows)} ${rows === 1 ? kind.one : kind.noun}`,
  nothingReady: 'No row is ready to import. Go back and fix or include rows.',
  importing: (progress?: { chunksDone: number; chunks: number; rowsDone: number; rows: number }) =>
    progress === undefined
      ? 'Importing…'
      : `Imported ${count(progress.rowsDone)} of ${count(progress.rows)} rows (part ${String(progress.chunksDone)} of ${String(progress.chunks)})`,
  doneTitle: 'Import finished',
  stoppedTitle: 'Import stopped',
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
  landed: (landed: number, chunks: number, rows: number) =>
    `${String(landed)} of ${String(chunks)} parts landed (${count(rows)} rows).`,
  unknownChunk: (number: number, first: number, last: number) =>
    `Part ${String(number)} (rows ${count(first)} to ${count(last)}) may or may not have landed.`,
  failedChunk: (number: number, first: number, last: number) =>
    `Part ${String(number)} (rows ${count(first)} to ${count(last)}) did not land.`,
  notSent: (rows: number) => `${count(rows)} rows were not sent.`,
  finishHint: 'Importing the rest matches what already landed, so nothing is added twice.',
  finish: 'Import the rest',
  downloadFailed: 'Download the failed rows',
  failedFile: (kind: ImportKind<unknown>) => `${kind.name}-import-failed-rows.csv`,
} as const;
