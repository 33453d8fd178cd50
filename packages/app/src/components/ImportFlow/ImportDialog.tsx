import { importCustomers, importTags } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { Checkbox } from '@stampcard/ui/Checkbox';
import { Dropdown } from '@stampcard/ui/Dropdown';
import { Radio, RadioGroup } from '@stampcard/ui/RadioGroup';
import { SearchBox } from '@stampcard/ui/SearchBox';
import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  customerImport,
  delimiters,
  editCell,
  failedRowsCsv,
  missingFields,
  sampleValues,
  setExcluded,
  tagImport,
  visibleRows,
  type ImportKind,
} from '#app/lib/import';
import { useAppContext } from '#app/lib/appContext';
import { downloadFile } from '#app/lib/download';
import {
  ColumnCard,
  ColumnCards,
  DropZone,
  FullScreenModal,
  HiddenInput,
  Muted,
  Notice,
  Problem,
  ProgressBar,
  Samples,
  Stack,
  StepLine,
  Toolbar,
  Totals,
} from './ImportFlow.styles';
import { importTexts } from './importTexts';
import { ReviewTable } from './ReviewTable';
import {
  importSteps,
  useImportFlow,
  type ImportDestination,
  type ImportFlow,
  type ImportFlowOptions,
} from './useImportFlow';

export interface ImportDialogProps<Row> extends ImportFlowOptions<Row> {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The stores to choose from when the page is not about one (the customers of any store). */
  readonly destinations?: readonly ImportDestination[] | undefined;
}

type Flow = ImportFlow;

function FileStep({
  flow,
  kind,
  destinations,
  file,
  onFile,
}: {
  flow: Flow;
  kind: ImportKind<unknown>;
  destinations: readonly ImportDestination[] | undefined;
  file: File | undefined;
  onFile: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDropTarget, setDropTarget] = useState(false);
  const inputId = useId();
  const { state, parsed } = flow;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped !== undefined) onFile(dropped);
  };
  return (
    <Stack>
      {destinations === undefined ? null : (
        <Dropdown<ImportDestination>
          label={importTexts.store}
          placeholder={importTexts.storePlaceholder}
          options={destinations}
          optionLabel="name"
          optionKey="id"
          isRequired
          isSearchable
          value={state.destination}
          onChange={flow.chooseDestination}
        />
      )}
      <DropZone
        data-drop-target={isDropTarget || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDropTarget(true);
        }}
        onDragLeave={() => {
          setDropTarget(false);
        }}
        onDrop={drop}
      >
        <HiddenInput
          ref={inputRef}
          id={inputId}
          type="file"
          tabIndex={-1}
          aria-hidden
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen !== undefined) onFile(chosen);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onPress={() => inputRef.current?.click()}>
          {importTexts.chooseFile}
        </Button>
        <Muted>{importTexts.dropHint}</Muted>
        <Muted>{importTexts.fileRules}</Muted>
      </DropZone>
      <div role="status">
        {state.file.status === 'reading' ? <Muted>{importTexts.reading(state.file.fileName)}</Muted> : null}
        {state.file.status === 'refused' ? (
          <Problem>
            <strong>{state.file.fileName}</strong>: {state.file.message}
          </Problem>
        ) : null}
        {parsed === undefined ? null : (
          <Muted>
            <strong>{parsed.fileName}</strong>: {importTexts.fileSummary(parsed.rows.length, parsed.headers.length)},{' '}
            {importTexts.encoding(parsed.encoding)}
          </Muted>
        )}
      </div>
      {parsed === undefined ? null : (
        <Dropdown<(typeof delimiters)[number]>
          label={importTexts.separator}
          options={delimiters}
          optionLabel="label"
          optionKey="value"
          value={delimiters.find((option) => option.value === parsed.delimiter) ?? null}
          onChange={(option) => {
            if (option !== null) flow.changeDelimiter(option.value, file);
          }}
        />
      )}
      <Muted>{`${kind.fields
        .filter((field) => field.isRequired)
        .map((field) => field.label)
        .join(', ')} required.`}</Muted>
    </Stack>
  );
}

interface FieldOption {
  readonly key: string;
  readonly label: string;
}

function ColumnsStep({ flow, kind }: { flow: Flow; kind: ImportKind<unknown> }) {
  const { parsed, state } = flow;
  const options: FieldOption[] = useMemo(
    () => [
      { key: '', label: importTexts.dontImport },
      ...kind.fields.map((field) => ({
        key: field.key,
        label: field.isRequired ? importTexts.required(field.label) : field.label,
      })),
    ],
    [kind],
  );
  if (parsed === undefined) return null;
  const missing = missingFields(state.mapping, kind.fields);
  return (
    <Stack>
      <Muted>{importTexts.columnsIntro}</Muted>
      <ColumnCards>
        {parsed.headers.map((header, column) => {
          const field = Object.entries(state.mapping).find(([, value]) => value === column)?.[0] ?? '';
          const samples = sampleValues(parsed.rows, column);
          const name = header === '' ? `Column ${String(column + 1)}` : header;
          return (
            // Headers may repeat: the column's place is its key.
            <ColumnCard key={column}>
              <h3>{name}</h3>
              <Samples aria-label={`${importTexts.sample}: ${name}`}>
                {samples.length === 0 ? (
                  <li>{importTexts.noSample}</li>
                ) : (
                  samples.map((value, index) => <li key={index}>{value}</li>)
                )}
              </Samples>
              <Dropdown<FieldOption>
                label={importTexts.importAs(name)}
                options={options}
                optionLabel="label"
                optionKey="key"
                value={options.find((option) => option.key === field) ?? null}
                onChange={(option) => {
                  const chosen = option?.key ?? '';
                  if (chosen !== '') flow.assign(chosen, column);
                  else if (field !== '') flow.assign(field, null);
                }}
              />
            </ColumnCard>
          );
        })}
      </ColumnCards>
      {missing.length > 0 ? (
        <Problem role="status">{importTexts.missing(missing.map((entry) => entry.label))}</Problem>
      ) : null}
    </Stack>
  );
}

function ReviewStep({ flow, kind }: { flow: Flow; kind: ImportKind<unknown> }) {
  const { state } = flow;
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [search, setSearch] = useState('');
  // Rows edited or excluded since the filter last changed: they stay in view while being worked on.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const rows = state.rows;
  const visible = useMemo(() => visibleRows(rows, onlyProblems, search, kept), [rows, onlyProblems, search, kept]);
  const keep = (index: number) => {
    if (!kept.has(index)) setKept(new Set(kept).add(index));
  };
  const { counts } = flow;
  const fields = useMemo(() => kind.fields.filter((field) => state.mapping[field.key] != null), [kind, state.mapping]);
  const { check } = state;
  return (
    <Stack>
      <div role="status">
        {check.status === 'running' ? (
          <>
            <Muted>{importTexts.checking(check.progress)}</Muted>
            <ProgressBar
              aria-label={importTexts.checking()}
              max={check.progress?.rows ?? 1}
              value={check.progress?.rowsDone ?? 0}
            />
          </>
        ) : null}
        {check.status === 'failed' ? (
          <Problem>
            {importTexts.checkFailed}: {check.message}
          </Problem>
        ) : null}
        <Muted>{importTexts.counts(counts)}</Muted>
        {counts.existing > 0 ? <Muted>{importTexts.existing(kind, counts.existing)}</Muted> : null}
      </div>
      <Toolbar>
        <Checkbox
          isSelected={onlyProblems}
          onChange={(isSelected) => {
            setOnlyProblems(isSelected);
            setKept(new Set());
          }}
        >
          {importTexts.problemsOnly}
        </Checkbox>
        {check.status === 'failed' ? (
          <Button variant="secondary" onPress={flow.checkAgain}>
            {importTexts.checkAgain}
          </Button>
        ) : null}
        <SearchBox
          label={importTexts.filter}
          value={search}
          onChange={(text) => {
            setSearch(text);
            setKept(new Set());
          }}
        />
      </Toolbar>
      <ReviewTable
        kind={kind}
        rows={rows}
        visible={visible}
        fields={fields}
        onEdit={(index, field, text) => {
          keep(index);
          flow.setRows(editCell(kind, rows, index, field, text));
        }}
        onExclude={(index, isExcluded) => {
          keep(index);
          flow.setRows(setExcluded(kind, rows, index, isExcluded));
        }}
      />
    </Stack>
  );
}

function ImportStepView({ flow, kind }: { flow: Flow; kind: ImportKind<unknown> }) {
  const { state, counts } = flow;
  if (state.run.status === 'running') {
    const { progress } = state.run;
    return (
      <Stack role="status">
        <Muted>{importTexts.importing(progress)}</Muted>
        <ProgressBar aria-label={importTexts.importing()} max={progress?.rows ?? 1} value={progress?.rowsDone ?? 0} />
      </Stack>
    );
  }
  return (
    <Stack>
      {counts.ready === 0 ? <Problem>{importTexts.nothingReady}</Problem> : null}
      <RadioGroup
        label={importTexts.onExisting(kind, counts.existing)}
        value={state.onExisting}
        onChange={(value) => {
          flow.chooseOnExisting(value === 'update' ? 'update' : 'skip');
        }}
      >
        <Radio value="skip" description={importTexts.skipDescription}>
          {importTexts.skip}
        </Radio>
        <Radio value="update" description={importTexts.updateDescription}>
          {importTexts.update}
        </Radio>
      </RadioGroup>
    </Stack>
  );
}

function DoneStep({ flow, kind }: { flow: Flow; kind: ImportKind<unknown> }) {
  const { state } = flow;
  if (state.run.status !== 'done') return null;
  const { outcome } = state.run;
  const landed = outcome.chunks.filter((chunk) => chunk.status === 'landed');
  const notSent = outcome.chunks
    .filter((chunk) => chunk.status === 'notSent')
    .reduce((sum, chunk) => sum + chunk.rows, 0);
  return (
    <Stack>
      <h3>{outcome.stopped === undefined ? importTexts.doneTitle : importTexts.stoppedTitle}</h3>
      <Totals>
        <div>
          <dt>{importTexts.created}</dt>
          <dd>{outcome.created.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>{importTexts.updated}</dt>
          <dd>{outcome.updated.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>{importTexts.skipped}</dt>
          <dd>{outcome.skipped.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>{importTexts.failed}</dt>
          <dd>{outcome.failed.toLocaleString('en-GB')}</dd>
        </div>
      </Totals>
      {outcome.stopped === undefined ? null : (
        <Notice role="alert">
          <p>{outcome.stopped.message}</p>
          <p>
            {importTexts.landed(
              landed.length,
              outcome.chunks.length,
              landed.reduce((sum, chunk) => sum + chunk.rows, 0),
            )}
          </p>
          {outcome.chunks.map((chunk) =>
            chunk.status === 'unknown' || chunk.status === 'failed' ? (
              <p key={chunk.number}>
                {(chunk.status === 'unknown' ? importTexts.unknownChunk : importTexts.failedChunk)(
                  chunk.number,
                  chunk.firstLine,
                  chunk.lastLine,
                )}
              </p>
            ) : null,
          )}
          {notSent > 0 ? <p>{importTexts.notSent(notSent)}</p> : null}
          <p>{importTexts.finishHint}</p>
          <div>
            <Button variant="primary" onPress={flow.finish}>
              {importTexts.finish}
            </Button>
          </div>
        </Notice>
      )}
      {outcome.failedRows.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              downloadFile(failedRowsCsv(kind, outcome.failedRows), importTexts.failedFile(kind));
            }}
          >
            {importTexts.downloadFailed}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * Import customers or NFC tags from a spreadsheet, in a dialog that takes the screen: choose the
 * file, match its columns, review every row (the fields' rules and the server's dry run), import in
 * parts with a progress bar and a cancel, and read what happened. Back at every step.
 */
export function ImportDialog<Row>({ isOpen, onOpenChange, destinations, ...options }: ImportDialogProps<Row>) {
  const flow = useImportFlow(options);
  const kind = options.kind as ImportKind<unknown>;
  const [file, setFile] = useState<File | undefined>(undefined);
  const { state, parsed } = flow;
  // Done is the last step's end: it shows as step 4.
  const stepNumber =
    state.step === 'done' ? importSteps.length : importSteps.findIndex((entry) => entry.step === state.step) + 1;
  const { counts } = flow;
  const isRunning = state.run.status === 'running';
  const chooseFile = (chosen: File) => {
    setFile(chosen);
    flow.chooseFile(chosen);
  };
  const canGoOn =
    (state.step === 'file' && parsed !== undefined && state.destination !== null) ||
    (state.step === 'columns' && missingFields(state.mapping, kind.fields).length === 0) ||
    (state.step === 'review' && state.check.status !== 'running' && counts.ready > 0);
  const back = { columns: 'file', review: 'columns', import: 'review', done: 'import' } as const;
  return (
    <FullScreenModal
      title={importTexts.title(kind)}
      width={1200}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) flow.cancel();
        onOpenChange(next);
      }}
      isDismissable={!isRunning}
      actions={({ close }) => (
        <>
          {state.step !== 'file' && state.step !== 'done' && !isRunning ? (
            <Button variant="secondary" onPress={() => flow.goTo(back[state.step as keyof typeof back])}>
              {importTexts.back}
            </Button>
          ) : null}
          {isRunning ? (
            <Button variant="secondary" onPress={flow.cancel}>
              {importTexts.cancel}
            </Button>
          ) : null}
          {state.step === 'file' || state.step === 'columns' || state.step === 'review' ? (
            <Button
              variant="primary"
              isDisabled={!canGoOn}
              onPress={() => {
                if (state.step === 'file') flow.goTo('columns');
                else if (state.step === 'columns') flow.review();
                else flow.goTo('import');
              }}
            >
              {importTexts.next}
            </Button>
          ) : null}
          {state.step === 'import' && !isRunning ? (
            <Button variant="primary" isDisabled={counts.ready === 0} onPress={flow.start}>
              {importTexts.start(kind, counts.ready)}
            </Button>
          ) : null}
          {state.step === 'done' ? (
            <Button variant="primary" onPress={close}>
              {importTexts.close}
            </Button>
          ) : null}
        </>
      )}
    >
      <StepLine>
        {importTexts.stepOf(stepNumber, importSteps.length, importSteps[stepNumber - 1]?.label ?? '')}
      </StepLine>
      {state.step === 'file' ? (
        <FileStep flow={flow} kind={kind} destinations={destinations} file={file} onFile={chooseFile} />
      ) : null}
      {state.step === 'columns' ? <ColumnsStep flow={flow} kind={kind} /> : null}
      {state.step === 'review' ? <ReviewStep flow={flow} kind={kind} /> : null}
      {state.step === 'import' ? <ImportStepView flow={flow} kind={kind} /> : null}
      {state.step === 'done' ? <DoneStep flow={flow} kind={kind} /> : null}
    </FullScreenModal>
  );
}

/** The import dialog of customers or of NFC tags, by name, sending to the API: what pages open. */
export type NamedImportDialogProps = Omit<ImportDialogProps<never>, 'kind' | 'send'> & {
  readonly kind: 'customers' | 'tags';
};

export function NamedImportDialog(props: NamedImportDialogProps) {
  const { api } = useAppContext();
  if (props.kind === 'customers') {
    return (
      <ImportDialog
        {...props}
        kind={customerImport}
        send={(destination) =>
          (rows, { dryRun, onExisting, signal }) =>
            importCustomers(api, { body: { storeID: destination.id, rows, dryRun, onExisting }, signal })
          }
      />
    );
  }
  return (
    <ImportDialog
      {...props}
      kind={tagImport}
      send={(destination) =>
        (rows, { dryRun, onExisting, signal }) =>
          importTags(api, { body: { storeID: destination.id, rows, dryRun, onExisting }, signal })
        }
    />
  );
}
