/**
 * The import flow's state and steps, apart from its view: choose a file (and the store), match its
 * columns to the fields, review the rows (checked in the browser, then by the server's dry run),
 * import them in chunks, and read what happened. Every step but a running one can go back, and
 * going back keeps what was done: the mapping, the edits, the exclusions.
 */
import type { ImportOnExisting } from '@stampcard/api-client';
import { useMemo, useRef, useState } from 'react';
import {
  assignColumn,
  countRows,
  dryRun,
  guessMapping,
  parseFile,
  reviewRows,
  rowsNotLanded,
  runImport,
  type ColumnMapping,
  type Delimiter,
  type ImportKind,
  type ImportOutcome,
  type ParsedFile,
  type Progress,
  type ReviewRow,
  type SendChunk,
} from '#app/lib/import';
import { describeErrorLine } from '#app/lib/data';
import { importTexts } from './importTexts';

export type ImportStep = 'file' | 'columns' | 'review' | 'import' | 'done';

export const importSteps: readonly { step: Exclude<ImportStep, 'done'>; label: string }[] = [
  { step: 'file', label: 'File' },
  { step: 'columns', label: 'Match columns' },
  { step: 'review', label: 'Review' },
  { step: 'import', label: 'Import' },
];

export type FileState =
  | { readonly status: 'none' }
  | { readonly status: 'reading'; readonly fileName: string }
  | { readonly status: 'refused'; readonly fileName: string; readonly message: string }
  | { readonly status: 'parsed'; readonly file: ParsedFile };

export type CheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly progress?: Progress | undefined }
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly message: string };

export type RunState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly progress?: Progress | undefined }
  | { readonly status: 'done'; readonly outcome: ImportOutcome };

/** Where the rows go: the store whose customers or tags they become. */
export interface ImportDestination {
  readonly id: number;
  readonly name: string;
}

export interface ImportFlowOptions<Row> {
  readonly kind: ImportKind<Row>;
  /** Sends one chunk to the destination's import operation. */
  readonly send: (destination: ImportDestination) => SendChunk<Row>;
  /** The destination at first: the store the page is about. */
  readonly destination?: ImportDestination | undefined;
  /** The error's reason, as the app words API errors (`describeErrorLine`, by default). */
  readonly describe?: ((error: unknown) => string) | undefined;
  /** Called once rows have been imported, so the list behind shows them. */
  readonly onImported?: () => void;
  /** The flow's state at first (stories show each step). */
  readonly initial?: Partial<ImportFlowState> | undefined;
}

export interface ImportFlowState {
  readonly step: ImportStep;
  readonly file: FileState;
  readonly delimiter: Delimiter | undefined;
  readonly destination: ImportDestination | null;
  readonly mapping: ColumnMapping;
  readonly rows: readonly ReviewRow[];
  readonly check: CheckState;
  readonly onExisting: ImportOnExisting;
  readonly run: RunState;
}

const initialState: ImportFlowState = {
  step: 'file',
  file: { status: 'none' },
  delimiter: undefined,
  destination: null,
  mapping: {},
  rows: [],
  check: { status: 'idle' },
  onExisting: 'skip',
  run: { status: 'idle' },
};

/**
 * An import finished in a second go: the counts of both, the chunks that landed the first time
 * followed by the second go's, and how the second go ended.
 */
export function mergeOutcomes(first: ImportOutcome, second: ImportOutcome): ImportOutcome {
  const landed = first.chunks.filter((chunk) => chunk.status === 'landed');
  return {
    created: first.created + second.created,
    updated: first.updated + second.updated,
    skipped: first.skipped + second.skipped,
    failed: first.failed + second.failed,
    chunks: [...landed, ...second.chunks.map((chunk, index) => ({ ...chunk, number: landed.length + index + 1 }))],
    failedRows: [...first.failedRows, ...second.failedRows],
    stopped: second.stopped,
  };
}

const describeSendError = (error: unknown) => describeErrorLine(error, importTexts.sendFailed);

export function useImportFlow<Row>({
  kind,
  send,
  destination,
  describe = describeSendError,
  onImported,
  initial,
}: ImportFlowOptions<Row>) {
  const [state, setState] = useState<ImportFlowState>(() => ({
    ...initialState,
    destination: destination ?? null,
    ...initial,
  }));
  const running = useRef<AbortController | null>(null);
  const update = (change: Partial<ImportFlowState>) => {
    setState((current) => ({ ...current, ...change }));
  };

  const read = async (file: File, delimiter: Delimiter | undefined) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    update({ file: { status: 'reading', fileName: file.name }, delimiter });
    const result = await parseFile(file, { delimiter }, controller.signal).catch(() => undefined);
    if (result === undefined || controller.signal.aborted) return;
    if (result.status === 'refused') {
      update({ file: { status: 'refused', fileName: result.fileName, message: result.message } });
      return;
    }
    update({
      file: { status: 'parsed', file: result },
      delimiter: result.delimiter,
      mapping: guessMapping(result.headers, kind.fields),
      rows: [],
      check: { status: 'idle' },
    });
  };

  /** The dry run over the rows as they are now. */
  const checkRows = async (rows: readonly ReviewRow[], target: ImportDestination) => {
    const controller = new AbortController();
    running.current = controller;
    update({ rows, check: { status: 'running' } });
    try {
      const checked = await dryRun({
        kind,
        rows,
        send: send(target),
        signal: controller.signal,
        onProgress: (progress) => {
          update({ check: { status: 'running', progress } });
        },
      });
      if (!controller.signal.aborted) update({ rows: checked, check: { status: 'done' } });
    } catch (error: unknown) {
      if (!controller.signal.aborted) update({ check: { status: 'failed', message: describe(error) } });
    }
  };

  const importRows = async (rows: readonly ReviewRow[], previous?: ImportOutcome) => {
    const target = state.destination;
    if (target === null) return;
    const controller = new AbortController();
    running.current = controller;
    update({ step: 'import', run: { status: 'running' } });
    const outcome = await runImport({
      kind,
      rows,
      onExisting: state.onExisting,
      send: send(target),
      signal: controller.signal,
      describe,
      onProgress: (progress) => {
        update({ run: { status: 'running', progress } });
      },
    });
    if (outcome.created + outcome.updated > 0) onImported?.();
    update({ step: 'done', run: { status: 'done', outcome: previous ? mergeOutcomes(previous, outcome) : outcome } });
  };

  const parsed = state.file.status === 'parsed' ? state.file.file : undefined;
  // The review's counts, once per change of the rows, for every step that shows them.
  const counts = useMemo(() => countRows(state.rows), [state.rows]);

  return {
    state,
    parsed,
    counts,
    chooseFile: (file: File) => void read(file, undefined),
    changeDelimiter: (delimiter: Delimiter, file: File | undefined) => {
      if (file !== undefined) void read(file, delimiter);
    },
    chooseDestination: (target: ImportDestination | null) => {
      update({ destination: target });
    },
    assign: (field: string, column: number | null) => {
      update({ mapping: assignColumn(state.mapping, field, column) });
    },
    /** On to the review: the rows as the mapping reads them, checked, then the server's dry run. */
    review: () => {
      if (parsed === undefined || state.destination === null) return;
      const rows = reviewRows(kind, parsed.rows, state.mapping, parsed.ragged, parsed.headers.length);
      update({ step: 'review' });
      void checkRows(rows, state.destination);
    },
    checkAgain: () => {
      if (state.destination !== null) void checkRows(state.rows, state.destination);
    },
    setRows: (rows: readonly ReviewRow[]) => {
      update({ rows });
    },
    goTo: (step: ImportStep) => {
      running.current?.abort();
      update({ step, ...(state.check.status === 'running' ? { check: { status: 'idle' } } : {}) });
    },
    chooseOnExisting: (onExisting: ImportOnExisting) => {
      update({ onExisting });
    },
    start: () => void importRows(state.rows),
    /** Sends again what did not land: landed rows are matched on their key, so nothing doubles. */
    finish: () => {
      if (state.run.status === 'done') {
        void importRows(rowsNotLanded(state.rows, state.run.outcome), state.run.outcome);
      }
    },
    cancel: () => {
      running.current?.abort();
    },
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
