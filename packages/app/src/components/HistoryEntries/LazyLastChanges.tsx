/**
 * The Last changes card as details pages show it: its code (the sentences, the table of changed
 * fields) is fetched once the page shows, not with the page, which it ends; until it comes, the
 * card shows as loading.
 */
import { Skeleton } from '@stampcard/ui/Skeleton';
import { lazy, Suspense } from 'react';
import { DetailsCard } from '#app/components/DetailsCard';
import type { LastChangesProps } from './LastChanges';
import { lastChangesTexts } from './lastChangesTexts';

const LoadedLastChanges = lazy(async () => ({ default: (await import('./LastChanges')).LastChanges }));

/** The card while its code loads: its title and the loading rows it shows while its changes load. */
function LastChangesLoading() {
  return (
    <DetailsCard title={lastChangesTexts.title}>
      <Skeleton label={lastChangesTexts.loading}>
        <Skeleton.Row hasAction={false} />
        <Skeleton.Row hasAction={false} />
      </Skeleton>
    </DetailsCard>
  );
}

/** An entity's last changes on its details page (`LastChanges`), its code loaded apart. */
export function LastChanges(props: LastChangesProps) {
  return (
    <Suspense fallback={<LastChangesLoading />}>
      <LoadedLastChanges {...props} />
    </Suspense>
  );
}
