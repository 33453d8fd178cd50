import type { HistoryEntry } from '@stampcard/api-client';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { DetailsCard } from '#app/components/DetailsCard';
import { paths } from '#app/config/paths';
import { describeErrorLine, useLookup, type DataKey } from '#app/lib/data';
import { historyFilterQuery, lastChangesKey, loadLastChanges, type HistorySubject } from '#app/lib/history';
import { HistoryEntries } from './HistoryEntries';
import { lastChangesTexts } from './lastChangesTexts';
import { HistoryLink, Quiet } from './HistoryEntries.styles';

export interface LastChangesProps {
  /** The entity, and the business whose history holds its changes. */
  readonly subject: HistorySubject;
  /** The entity's own data key: whatever changes the entity reloads its last changes. */
  readonly entityKey: DataKey;
}

/** The address of the subject's whole history: its business's History page, or all history. */
function historyHref(subject: HistorySubject): string {
  const query = historyFilterQuery(subject);
  return subject.businessID === undefined
    ? paths.history.href({}, query)
    : paths.businessHistory.href({ businessID: subject.businessID }, query);
}

/**
 * An entity's last changes on its details page: the five newest, each in a sentence with its time
 * and its changed fields on demand, and a link to its whole history, filtered to it.
 */
export function LastChanges({ subject, entityKey }: LastChangesProps) {
  const changes = useLookup<HistoryEntry[]>(lastChangesKey(entityKey, subject), (api) => loadLastChanges(api, subject));
  const isEmpty = changes.data?.length === 0;
  return (
    <DetailsCard
      title={lastChangesTexts.title}
      action={<HistoryLink to={historyHref(subject)}>{lastChangesTexts.link}</HistoryLink>}
      isEmpty={isEmpty}
      emptyText={lastChangesTexts.empty}
    >
      {changes.error !== undefined ? (
        <Quiet role="status">{`${lastChangesTexts.loadError} ${describeErrorLine(changes.error)}`}</Quiet>
      ) : changes.data === undefined ? (
        <Skeleton label={lastChangesTexts.loading}>
          <Skeleton.Row hasAction={false} />
          <Skeleton.Row hasAction={false} />
        </Skeleton>
      ) : (
        <HistoryEntries entries={changes.data} label={lastChangesTexts.title} variant="plain" />
      )}
    </DetailsCard>
  );
}
