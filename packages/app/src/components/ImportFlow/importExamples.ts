/**
 * Examples of the import flow's states for its stories: a small customers file with a row of every
 * kind (ready, existing, broken, duplicated), and the outcomes of an import that finished and one a
 * lost connection stopped.
 */
import type { ImportAnswer } from '@stampcard/api-client';
import {
  customerImport,
  guessMapping,
  reviewRows,
  type ChunkOutcome,
  type ImportOutcome,
  type ParsedFile,
  type ReviewRow,
  type SendChunk,
} from '#app/lib/import';

export const customersCsv = [
  'Title,First name,Surname,E-mail address,Mobile,Postcode,Date of birth',
  "Ms,Zoë,O'Brien,zoe@example.com,07123 456789,L1 8JQ,28/02/1990",
  'Mr,Amir,"Khan, Jr",amir@example.com,,,',
  'Dr,,Lee,not-an-email,0123,,31/02/1990',
  'Mrs,Ana,Silva,zoe@example.com,,,',
].join('\r\n');

export const customersFile: ParsedFile = {
  status: 'parsed',
  fileName: 'customers.csv',
  encoding: 'utf-8',
  delimiter: ',',
  headers: ['Title', 'First name', 'Surname', 'E-mail address', 'Mobile', 'Postcode', 'Date of birth'],
  rows: [
    ['Ms', 'Zoë', "O'Brien", 'zoe@example.com', '07123 456789', 'L1 8JQ', '28/02/1990'],
    ['Mr', 'Amir', 'Khan, Jr', 'amir@example.com', '', '', ''],
    ['Dr', '', 'Lee', 'not-an-email', '0123', '', '31/02/1990'],
    ['Mrs', 'Ana', 'Silva', 'zoe@example.com', '', '', ''],
  ],
  ragged: [],
};

export const customersMapping = guessMapping(customersFile.headers, customerImport.fields);

/** The file's rows reviewed, Amir already a customer (as the dry run says). */
export const reviewedCustomers: ReviewRow[] = reviewRows(customerImport, customersFile.rows, customersMapping).map(
  (row) => (row.values.emailAddress === 'amir@example.com' ? { ...row, isExisting: true } : row),
);

/** A server that answers every chunk: existing e-mails (amir@) skipped, every other row created. */
export const answeringServer: SendChunk<{ emailAddress: string }> = (rows, { dryRun }) => {
  const results: ImportAnswer['rows'] = rows.map((row, index) =>
    row.emailAddress === 'amir@example.com'
      ? { row: index, outcome: 'skipped', existing: true }
      : { row: index, outcome: 'created', existing: false },
  );
  const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
  return Promise.resolve({
    dryRun,
    created: count('created'),
    updated: 0,
    skipped: count('skipped'),
    failed: 0,
    rows: results,
  });
};

/** A server that never answers: the step stays on its progress. */
export const silentServer: SendChunk<unknown> = () => new Promise<never>(() => undefined);

/** 10,000 rows in twenty parts of 500, each with the status `statusOf` gives it. */
function twentyParts(statusOf: (index: number) => ChunkOutcome['status']): ChunkOutcome[] {
  return Array.from({ length: 20 }, (_, index) => ({
    number: index + 1,
    firstLine: index * 500 + 2,
    lastLine: index * 500 + 501,
    rows: 500,
    status: statusOf(index),
  }));
}

export const finishedImport: ImportOutcome = {
  created: 9_481,
  updated: 0,
  skipped: 502,
  failed: 17,
  chunks: twentyParts(() => 'landed'),
  failedRows: [
    {
      line: 12,
      values: { firstName: 'Ann', surname: 'Lee', emailAddress: 'admin@stampcard.test' },
      reason: 'E-mail: belongs to an account that is not a customer',
    },
  ],
};

export const stoppedImport: ImportOutcome = {
  created: 3_500,
  updated: 0,
  skipped: 0,
  failed: 0,
  chunks: twentyParts((index) => (index < 7 ? 'landed' : index === 7 ? 'unknown' : 'notSent')),
  failedRows: [],
  stopped: { reason: 'error', message: 'The server could not be reached. Check your connection and try again.' },
};

export const stores = [
  { id: 1, name: 'Bold Street' },
  { id: 3, name: 'Clifton Village' },
];
