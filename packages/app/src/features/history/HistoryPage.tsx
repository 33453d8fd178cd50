import { exportBusinessHistory, exportHistory, type HistoryEntry, type Page as ApiPage } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { useToast } from '@stampcard/ui/Toast';
import { useState } from 'react';
import { EmptyState } from '@stampcard/ui/EmptyState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { Link, useLoaderData, useParams } from 'react-router';
import { HistoryEntries } from '#app/components/HistoryEntries';
import { listFilter, ListPage } from '#app/components/ListPage';
import { useBusinessBreadcrumbs } from '#app/lib/business';
import { useAppContext } from '#app/lib/appContext';
import {
  apiListQuery,
  describeError,
  useListQuery,
  useLoaded,
  type ListQueryControls,
  type Loading,
} from '#app/lib/data';
import { downloadFile } from '#app/lib/download';
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

/**
 * Export CSV: every entry the filters show (not only this page), newest first, as the API writes
 * it; the file downloads, a toast says why when it cannot.
 */
function ExportCsv({ list, businessID }: { list: HistoryControls; businessID: number | undefined }) {
  const { api } = useAppContext();
  const toast = useToast();
  const [isExporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const { filters } = apiListQuery(historyList, list.query);
      const query = filters === undefined ? {} : { filters };
      const file =
        businessID === undefined
          ? await exportHistory(api, { query })
          : await exportBusinessHistory(api, { path: { id: businessID }, query });
      downloadFile(file, businessID === undefined ? 'history.csv' : `business-${String(businessID)}-history.csv`);
    } catch (error: unknown) {
      toast.error(historyTexts.exportError, { description: describeError(error, historyTexts.exportFallback) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" isPending={isExporting} onPress={() => void run()}>
      {historyTexts.export}
    </Button>
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
  return (
    <ListPage
      title={historyTexts.title}
      actions={<ExportCsv list={list} businessID={businessID} />}
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
