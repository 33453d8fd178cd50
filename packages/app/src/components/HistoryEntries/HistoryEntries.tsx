import type { FieldChange, HistoryEntry } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { useId, useState } from 'react';
import { fieldName, historySentence, historyTime, impactSentence } from '#app/lib/history';
import { ChangeTable, Changes, Entries, Entry, Impact, Sentence, When } from './HistoryEntries.styles';

/** A field's value as the changes table shows it: an image as its size, nothing as a dash. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object' && 'bytes' in value && typeof value.bytes === 'number') {
    return `An image of ${String(Math.max(1, Math.round(value.bytes / 1024)))} KB`;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function ChangedFields({ changes }: { changes: readonly FieldChange[] }) {
  const [isShown, setShown] = useState(false);
  const tableId = useId();
  const label = changes.length === 1 ? 'the change' : `the ${String(changes.length)} changes`;
  return (
    <Changes>
      <Button
        variant="plain"
        size="small"
        aria-expanded={isShown}
        aria-controls={isShown ? tableId : undefined}
        onPress={() => {
          setShown((shown) => !shown);
        }}
      >
        {isShown ? `Hide ${label}` : `Show ${label}`}
      </Button>
      {isShown ? (
        <ChangeTable id={tableId}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldName(change.field)}</th>
                <td data-label="Before">{shownValue(change.before)}</td>
                <td data-label="After">{shownValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </ChangeTable>
      ) : null}
    </Changes>
  );
}

function HistoryItem({ entry, now }: { entry: HistoryEntry; now: Date }) {
  const time = historyTime(entry.occurredAt, now);
  const impact = impactSentence(entry);
  return (
    <Entry>
      <Sentence>{historySentence(entry)}</Sentence>
      {impact === undefined ? null : <Impact>{impact}</Impact>}
      <When dateTime={entry.occurredAt} title={time.exact}>
        {time.relative}
      </When>
      {entry.changes.length > 0 ? <ChangedFields changes={entry.changes} /> : null}
    </Entry>
  );
}

export interface HistoryEntriesProps {
  readonly entries: readonly HistoryEntry[];
  /** Names the list, e.g. 'Changes'. */
  readonly label: string;
  /** Whether each entry sits in a box of its own (a page's list) or plainly (a details card). */
  readonly variant?: 'boxed' | 'plain';
}

/**
 * History entries, newest first: each a sentence ("Anna Lee changed the stamps of the card Coffee
 * Club from 10 to 8") with its time, relative and exact on hover, and its changed fields before
 * and after on demand.
 */
export function HistoryEntries({ entries, label, variant = 'boxed' }: HistoryEntriesProps) {
  const now = new Date();
  return (
    <Entries aria-label={label} data-variant={variant}>
      {entries.map((entry) => (
        <HistoryItem key={entry.historyID} entry={entry} now={now} />
      ))}
    </Entries>
  );
}
