/**
 * The NFC tags page's state: the store's tags as loaded, with the changes under way shown at once;
 * creating, toggling and deleting through `useMutation`, each reloading the store's data (its tag
 * lists and its details).
 */
import {
  createTag,
  deleteTag,
  getTag,
  ifMatch,
  updateTag,
  type Business,
  type NfcTag,
  type NfcTagWritable,
  type Page as ApiPage,
} from '@stampcard/api-client';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { useCallback, useMemo, useReducer, useState, type Dispatch } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { paths } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import {
  conflictingFields,
  useListQuery,
  useLoaded,
  useMutation,
  type Invalidation,
  type Loaded,
  type Loading,
  type MutationOutcome,
} from '#app/lib/data';
import type { NfcTagFormData } from '#app/lib/forms';
import { can } from '#app/lib/permissions';
import { useBusiness, useBusinessBreadcrumbs } from '#app/lib/business';
import {
  changeTags,
  isToggling,
  newTagBody,
  noTagChanges,
  nfcTagsList,
  nfcTagsTitle,
  shownTags,
  storeKey,
  storeLabel,
  tagTexts,
  toggledTagBody,
  type TagChange,
  type TagChanges,
} from './nfcTags';

/** The tags as one page, the frame of every list (`ListPage`): the list is not paged. */
function wholeList(tags: NfcTag[]): ApiPage<NfcTag> {
  const count = tags.length;
  return {
    items: tags,
    pagination: { totalCount: count, pageSize: Math.max(count, 1), currentPage: 1, totalPages: count > 0 ? 1 : 0 },
  };
}

/**
 * The breadcrumbs: businesses > business > stores > store > Stampcard Tags; for a single-store
 * business, whose store is the business, businesses > store > Stampcard Tags.
 */
function useTagsBreadcrumbs(business: Business | undefined, businessID: string, storeID: string): Breadcrumb[] {
  const store: Breadcrumb = {
    label: storeLabel(business, Number(storeID)),
    href: paths.storeDetails.href({ businessID, storeID }),
  };
  const page: Breadcrumb = { label: nfcTagsTitle };
  const trail = useBusinessBreadcrumbs({ label: 'stores', href: paths.stores.href({ businessID }) }, store, page);
  return business?.isSingleStore ? [{ label: 'businesses', href: paths.businesses.href({}) }, store, page] : trail;
}

/** The page's state and actions. */
export function useNfcTags() {
  const { businessID = '', storeID = '' } = useParams();
  const loaded = useLoaded(useLoaderData<Loading<NfcTag[]>>(), { keepPreviousData: true });
  const list = useListQuery(nfcTagsList);
  const business = useBusiness().data;
  const breadcrumbs = useTagsBreadcrumbs(business, businessID, storeID);
  const store = storeLabel(business, Number(storeID));
  const roles = useCurrentUser()?.roles ?? [];
  const [changes, dispatch] = useReducer(changeTags, noTagChanges);

  // A newly loaded list shows what the server confirmed: the changes it shows are forgotten.
  const [seen, setSeen] = useState(loaded.data);
  if (loaded.data !== seen) {
    setSeen(loaded.data);
    if (loaded.data !== undefined) dispatch({ type: 'reloaded', tags: loaded.data });
  }

  const tags = useMemo(
    () => (loaded.data === undefined ? undefined : shownTags(loaded.data, changes)),
    [loaded.data, changes],
  );
  const page: Loaded<ApiPage<NfcTag>> = {
    ...loaded,
    data: tags === undefined ? undefined : wholeList(tags),
  };
  const invalidation: Invalidation = useMemo(() => [storeKey(businessID, storeID)], [businessID, storeID]);

  const create = useMutation<NfcTagFormData, NfcTag>({
    run: (api, data) => createTag(api, { body: newTagBody(data, Number(storeID)) }),
    invalidates: () => invalidation,
    success: (tag) => tagTexts.created(tag.name),
    failure: (data) => tagTexts.createFailed(data.name.trim()),
  });

  const { mutate: remove } = useMutation<NfcTag, null>({
    run: (api, tag) => deleteTag(api, { path: { id: tag.tagID } }).then(() => null),
    invalidates: () => invalidation,
    success: (_result, tag) => tagTexts.deleted(tag.name),
    failure: (tag) => tagTexts.deleteFailed(tag.name),
  });

  /** Deletes a tag; once deleted, its row leaves (`left` removes it). */
  const deleteOne = useCallback(
    async (tag: NfcTag): Promise<MutationOutcome<null>> => {
      const outcome = await remove(tag);
      if (outcome.status === 'done') {
        dispatch({ type: 'deleted', tag, index: tags?.findIndex((shown) => shown.tagID === tag.tagID) ?? 0 });
      }
      return outcome;
    },
    [remove, tags],
  );

  /** A deleted tag's row has left: it is removed. */
  const left = useCallback((tagID: number) => {
    dispatch({ type: 'left', tagID });
  }, []);

  return {
    businessID,
    storeID,
    title: nfcTagsTitle,
    breadcrumbs,
    store,
    list,
    page,
    changes,
    dispatch,
    invalidation,
    canCreate: can(roles, 'nfcTags', 'create'),
    canUpdate: can(roles, 'nfcTags', 'update'),
    canDelete: can(roles, 'nfcTags', 'delete'),
    create: create.mutate,
    deleteTag: deleteOne,
    left,
  };
}

/** A toggle: the tag as the row shows it (its version), and what PUT /api/Tags sends. */
interface TagToggleRequest {
  readonly read: NfcTag;
  readonly body: NfcTagWritable;
}

/**
 * A row's Enable/Disable: the new state shows at once; the server's answer confirms it with
 * 'Enabled tag {name}' or 'Disabled tag {name}', or a failure puts the bullet back. Each row has
 * its own, so one toggle runs per row at a time and rows do not wait for each other. It is made on
 * the version the row shows: when someone else changed the tag since, the user chooses between
 * their state and the current one, and the row shows what they chose.
 */
export function useTagToggle(
  tag: NfcTag,
  changes: TagChanges,
  dispatch: Dispatch<TagChange>,
  invalidation: Invalidation,
): { toggle: () => void; isToggling: boolean } {
  const update = useMutation<TagToggleRequest, NfcTag>({
    run: (api, { read, body }) => updateTag(api, { body, headers: ifMatch(read) }),
    invalidates: () => invalidation,
    success: (updated) => tagTexts.toggled(updated),
    failure: ({ body }) => tagTexts.toggleFailed(body.name),
    conflict: {
      read: (api, { read }) => getTag(api, { path: { id: read.tagID } }),
      fields: (current, { read, body }) =>
        conflictingFields({ before: read, after: { ...read, ...body } }, current, tagTexts.conflictFields),
      rebase: (current, { body }) => ({ read: current, body: { ...toggledTagBody(current), enabled: body.enabled } }),
    },
  });
  const { mutate } = update;
  const toggle = useCallback(() => {
    const body = toggledTagBody(tag);
    dispatch({ type: 'toggleStarted', tagID: tag.tagID, enabled: body.enabled });
    void mutate({ read: tag, body }).then((outcome) => {
      if (outcome.status === 'done') dispatch({ type: 'toggleSucceeded', tag: outcome.result });
      if (outcome.status === 'discarded') dispatch({ type: 'toggleSucceeded', tag: outcome.current });
      if (outcome.status === 'failed') dispatch({ type: 'toggleFailed', tagID: tag.tagID });
    });
  }, [tag, dispatch, mutate]);
  return { toggle, isToggling: isToggling(changes, tag.tagID) || update.isRunning };
}
