import { exportBusinessHistory, exportHistory, type HistoryEntry, type Page as ApiPage } from '@stampcard/api-client';
import { EmptyState } from '@stampcard/ui/EmptyState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { Link, useLoaderData, useParams } from 'react-router';
import { ExportCsv, exportQueryOf } from '#app/components/ExportCsv';
import { HistoryEntries } from '#app/components/HistoryEntries';
import { listFilter, ListPage } from '#app/components/ListPage';
import { useBusinessBreadcrumbs } from '#app/lib/business';
import { apiListQuery, useListQuery, useLoaded, type ListQueryControls, type Loading } from '#app/lib/data';
import { entityPhrase } from '#app/lib/history';
import { NarrowedLine } from './HistoryPage.styles';
import { actions, entityTypes, historyList, historyTexts } from './historyList';

interface Option {
  readonly value: string;
  readonly label: string;
}

/** A filter of one choice among `options`, each a value and its label. */
const choiceFilter = (key: 'entityType' | 'action', placeholder: string, options: readonly Option[]) =>
  listFilter({
    key,
    placeholder,
    type: 'single',
    options,
    optionLabel: (option: Option) => option.label,
    optionKey: (option: Option) => option.value,
  });

const filters = [choiceFilter('entityType', 'Changed', entityTypes), choiceFilter('action', 'Action', actions)];

type HistoryControls = ListQueryControls<never, keyof typeof historyList.filters>;

/**
 * Which one entity's or person's changes the list shows, when a details page's link narrowed it,
 * with the way back to all of them. The entity's name comes from its newest entry.
 */
function Narrowed({ list, items }: { list: HistoryControls; items: readonly HistoryEntry[] | undefined }) {
  const [type] = list.query.filters.entityType;
  const [id] = list.query.filters.entityId;
  const [actor] = list.query.filters.actor;
  if (id === undefined && actor === undefined) return null;
  const [newest] = items ?? [];
  const whose: string[] = [];
  if (id !== undefined && type !== undefined) {
    const name = newest?.entity.id === id ? newest.entity.name : undefined;
    whose.push(`to ${entityPhrase({ entity: { type, id, name } })}`);
  }
  if (actor !== undefined) {
    whose.push(`by ${newest?.actor.userID === actor ? newest.actor.name : 'one person'}`);
  }
  return (
    <NarrowedLine>
      {`Only the changes ${whose.join(' ')}. `}
      <Link to={list.hrefOf({ filters: { entityType: [], entityId: [], actor: [] } })}>{historyTexts.showAll}</Link>
    </NarrowedLine>
  );
}

interface HistoryListProps {
  readonly breadcrumbs?: readonly Breadcrumb[];
  /** The business whose history it is; none for the history of everything. */
  readonly businessID?: number;
}

/**
 * The history list: each entry a sentence with its time, relative and exact on hover, and its
 * changed fields on demand; filtered by what was changed and what was done, 20 a page, all in
 * the URL.
 */
function HistoryList({ breadcrumbs, businessID }: HistoryListProps) {
  const loaded = useLoaded(useLoaderData<Loading<ApiPage<HistoryEntry>>>(), { keepPreviousData: true });
  const list = useListQuery(historyList);
  // Every entry the filters show, newest first, as the API writes it.
  const query = exportQueryOf(apiListQuery(historyList, list.query));
  return (
    <ListPage
      title={historyTexts.title}
      actions={
        businessID === undefined ? (
          <ExportCsv run={(api, signal) => exportHistory(api, { query, signal })} fileNameStem="history" />
        ) : (
          <ExportCsv
            run={(api, signal) => exportBusinessHistory(api, { path: { id: businessID }, query, signal })}
            fileNameStem={`business-${String(businessID)}-history`}
          />
        )
      }
      {...(breadcrumbs ? { breadcrumbs } : {})}
      list={list}
      sorts={[]}
      filters={filters}
      isSearchable={false}
      loaded={loaded}
      errorTitle={historyTexts.loadError}
    >
      {({ items }) => (
        <>
          <Narrowed list={list} items={items} />
          {items === undefined ? (
            <Skeleton label={historyTexts.loading}>
              <Skeleton.Row />
              <Skeleton.Row />
              <Skeleton.Row />
            </Skeleton>
          ) : items.length === 0 ? (
            <EmptyState title={historyTexts.empty} headingLevel={2} />
          ) : (
            <HistoryEntries entries={items} label="Changes" />
          )}
        </>
      )}
    </ListPage>
  );
}

/** Every change the API made, newest first (`history`, administrators). */
export function HistoryPage() {
  return <HistoryList />;
}

/** A business's changes, newest first (`businesses/:businessID/history`, whoever may see it). */
export function BusinessHistoryPage() {
  const { businessID } = useParams();
  return <HistoryList breadcrumbs={useBusinessBreadcrumbs({ label: 'history' })} businessID={Number(businessID)} />;
}
