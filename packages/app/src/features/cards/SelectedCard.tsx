import { EmptyState } from '@stampcard/ui/EmptyState';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigation, useOutletContext, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { CardImpact } from '@stampcard/api-client';
import { LastChanges } from '#app/components/HistoryEntries';
import { useAppContext, useCurrentUser } from '#app/lib/appContext';
import {
  conflictingFields,
  describeError,
  InvalidAddressError,
  useLoaded,
  useMutation,
  type DataKey,
  type Loading,
} from '#app/lib/data';
import { getPermissions } from '#app/lib/permissions';
import type { CardBuilderOutletContext } from './CardBuilderPage';
import {
  cardConflictFields,
  countDeletionImpact,
  countSaveImpact,
  currentCard,
  deletedMessage,
  deleteFailure,
  impactFailure,
  rebaseCardSave,
  removeCard,
  saveCard,
  saveFailure,
  type CardSave,
  type SavedCard,
} from './cardSave';
import { continueEditingAs } from './data';
import { CardEditor } from './editor/CardEditor';
import type { CardDraft } from './editor/types';

/** How long a deleted card stays on screen before the selection clears. */
export const clearSelectionAfterDeleteInMilliseconds = 2000;

/** What a saved or deleted card changes: every card list, and the businesses (which carry their cards). */
const cardsChanged: readonly DataKey[] = [['cards'], ['business']];

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px dashed ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.subdued};
  text-align: center;
`;

/**
 * The card builder's editor column: a hint without `id`, a blank card for
 * `id=new`, else the card the route loaded. One editor per editing session: choosing a card starts
 * one; saving a new card continues it under the card's new id (its history, focus and the edits
 * made during the save stay).
 */
export function SelectedCard() {
  const { scope } = useOutletContext<CardBuilderOutletContext>();
  const loaded = useLoaded(useLoaderData<Loading<CardDraft | null>>());
  const user = useCurrentUser();
  const permissions = getPermissions(user?.roles ?? [], 'cards');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);
  // Whether the user is on the way to another page (its code or data still loading).
  const navigationState = useNavigation().state;
  const isLeaving = useRef(false);
  useEffect(() => {
    isLeaving.current = navigationState !== 'idle';
  }, [navigationState]);

  const [session, setSession] = useState<{ id: string | null; key: number; continuesAs?: string }>({
    id: selectedId,
    key: 0,
  });
  let editorKey = session.key;
  if (session.id !== selectedId) {
    if (session.continuesAs !== selectedId) editorKey = session.key + 1;
    setSession({ id: selectedId, key: editorKey });
  }

  // The selection clears 2 seconds after a delete. Leaving the page (even while the next
  // page still loads) or choosing another card first cancels it, so it never takes the user back.
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(clearTimer.current);
    },
    [selectedId],
  );

  const save = useMutation<CardSave, SavedCard>({
    run: saveCard,
    invalidates: () => cardsChanged,
    // 'Could not save' with the server's errors; the edits stay (the editor keeps them).
    failure: () => saveFailure,
    // Someone else saved the card since it was read: the user chooses, field by field shown.
    conflict: {
      read: currentCard,
      fields: (current, { draft, baseline }) =>
        conflictingFields({ before: baseline, after: draft }, current.card, cardConflictFields),
      rebase: (current, request) => rebaseCardSave(request, current.card),
    },
  });
  const remove = useMutation<number, unknown>({
    run: removeCard,
    invalidates: () => cardsChanged,
    success: () => deletedMessage,
    // A failed delete leaves the card selected and in the list.
    failure: () => deleteFailure,
  });

  // Before a change that may touch what holders have, the server counts them (nothing saved).
  const saveImpact = useMutation<CardSave, CardImpact>({ run: countSaveImpact, failure: () => impactFailure });
  const { mutate: countSave } = saveImpact;
  const { api } = useAppContext();
  const checkImpact = useCallback(
    async (pending: CardSave) => {
      const outcome = await countSave(pending);
      return outcome.status === 'done' ? outcome.result : undefined;
    },
    [countSave],
  );
  // The delete prompt opens at once and adds the counts when they come; without them it says what
  // deleting always does.
  const checkDeletion = useCallback(
    (loyaltyCardID: number) => countDeletionImpact(api, loyaltyCardID).catch(() => undefined),
    [api],
  );

  const onSaved = useCallback(
    (card: CardDraft, wasNew: boolean) => {
      if (!wasNew || card.loyaltyCardID === undefined) return;
      const id = String(card.loyaltyCardID);
      setSession((current) => ({ ...current, continuesAs: id }));
      continueEditingAs(id);
      // A new card's id goes into the query string.
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('id', id);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const onDeleted = useCallback(
    (loyaltyCardID: number) => {
      window.clearTimeout(clearTimer.current);
      clearTimer.current = window.setTimeout(() => {
        // After 2 seconds the selection clears, if the same card is still open.
        if (selectedRef.current !== String(loyaltyCardID) || isLeaving.current) return;
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          next.delete('id');
          return next;
        });
      }, clearSelectionAfterDeleteInMilliseconds);
    },
    [setSearchParams],
  );

  if (scope === undefined) return null;
  if (selectedId === null) {
    return (
      <Hint>
        {scope.cards.length === 0
          ? 'No cards. Create a new card from My Cards list'
          : 'Select a card from My Cards list'}
      </Hint>
    );
  }
  if (selectedId === 'new' && !permissions.create) {
    return (
      <EmptyState
        title="You cannot create cards"
        description="Ask an administrator to create this card."
        headingLevel={2}
      />
    );
  }
  if (loaded.error instanceof InvalidAddressError) {
    return <ErrorState title="Could not open this card" reason={describeError(loaded.error)} headingLevel={2} />;
  }
  if (loaded.error !== undefined && loaded.data == null) {
    return (
      <ErrorState
        title="Could not load the card"
        reason={describeError(loaded.error)}
        onRetry={loaded.retry}
        headingLevel={2}
      />
    );
  }
  if (loaded.data == null) {
    return (
      <Skeleton label="Loading the card">
        <Skeleton.Card />
        <Skeleton.Text lines={6} />
      </Skeleton>
    );
  }
  const cardID = loaded.data.loyaltyCardID;
  return (
    <>
      <CardEditor
        key={editorKey}
        card={loaded.data}
        permissions={permissions}
        onSave={save.mutate}
        checkImpact={checkImpact}
        checkDeletion={checkDeletion}
        onSaved={onSaved}
        onDelete={remove.mutate}
        onDeleted={onDeleted}
      />
      {cardID === undefined ? null : (
        <LastChanges
          subject={{ type: 'card', id: cardID, businessID: loaded.data.storeGroupID ?? undefined }}
          entityKey={['cards', 'card', String(cardID)]}
        />
      )}
    </>
  );
}
