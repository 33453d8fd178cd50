import type { Card } from '@stampcard/api-client';
import { createDefaultCard } from '@stampcard/card-preview';
import { EmptyState } from '@stampcard/ui/EmptyState';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { getCard } from '@stampcard/api-client';
import { useAppContext, useCurrentUser } from '../../lib/appContext';
import { describeError, useAsync } from '../../lib/data';
import { Page } from '../../lib/page';
import { getPermissions } from '../../lib/permissions';
import { CardList } from './CardList';
import { loadScope, scopeBreadcrumbs, scopeHeading, scopeOf, type CardScope, type ScopeData } from './cardScope';
import { removeCard, replaceOrAppend, saveCard, withoutCard } from './cardSave';
import { CardEditor } from './editor/CardEditor';
import type { CardDraft } from './editor/types';

/** A blank card carrying the scope's storeID and/or storeGroupID (spec A 4), with the spec's defaults. */
export function newCardDraft(scope: ScopeData['newCardScope']): CardDraft {
  // Name, description and stamps follow the configuration when saved (spec A 3, `toCardBody`).
  const { loyaltyCardID, name, description, stamps, configuration, ...card } = createDefaultCard(scope);
  return { ...card, configuration: { ...configuration } } as CardDraft;
}

/** How long a deleted card stays on screen before the selection clears (spec A 4, 9). */
export const clearSelectionAfterDeleteInMilliseconds = 2000;

/*
 * The card list beside the editor: two columns of thumbnails on wide windows, one up to 1440 px
 * (the editor needs the room more), and above the editor on narrow ones.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.xl}px) {
    grid-template-columns: 157px minmax(0, 1fr);
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const ColumnHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px dashed ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.subdued};
  text-align: center;
`;

const validCardId = /^[1-9]\d{0,15}$/;

/**
 * The editor of the card `id` named when it opened: 'new' for a blank card, else the card loaded
 * from the server. Saving a new card puts its id into the address but keeps this editor (its
 * history, focus and edits made during the save); the page keys it by editing session.
 */
function EditorForId({
  id: requestedId,
  scope,
  onSaved,
  onDeleted,
}: {
  id: string;
  scope: ScopeData;
  onSaved: (card: Card, wasNew: boolean) => void;
  onDeleted: (loyaltyCardID: number) => void;
}) {
  const { api } = useAppContext();
  const user = useCurrentUser();
  const permissions = getPermissions(user?.roles ?? [], 'cards');
  const [id] = useState(requestedId);
  const isNew = id === 'new';
  const isValid = isNew || validCardId.test(id);
  const loaded = useAsync<CardDraft>(`card:${id}`, (signal) => {
    if (isNew) return Promise.resolve(newCardDraft(scope.newCardScope));
    if (!isValid) return Promise.reject(new Error('The card id is not valid.'));
    // Spec A 4: any other id loads that card from the server.
    return getCard(api, { path: { id: Number(id) }, signal });
  });

  if (!isValid) {
    return (
      <ErrorState
        title="Could not open this card"
        reason="The card's id in the address is not valid."
        headingLevel={2}
      />
    );
  }
  if (loaded.state.status === 'loading') {
    return (
      <Skeleton label="Loading the card">
        <Skeleton.Card />
        <Skeleton.Text lines={6} />
      </Skeleton>
    );
  }
  if (loaded.state.status === 'error') {
    return (
      <ErrorState
        title="Could not load the card"
        reason={describeError(loaded.state.error)}
        onRetry={loaded.retry}
        headingLevel={2}
      />
    );
  }
  return (
    <CardEditor
      card={loaded.state.data}
      permissions={permissions}
      onSave={(draft) => saveCard(api, draft)}
      onSaved={(card, wasNew) => {
        onSaved(card as Card, wasNew);
      }}
      onDelete={(loyaltyCardID) => removeCard(api, loyaltyCardID)}
      onDeleted={onDeleted}
    />
  );
}

/**
 * The card builder (spec A 2.4) in its three scopes: the card list on the left, the editor of the
 * card the `id` query parameter names on the right.
 */
export function CardBuilderPage() {
  const params = useParams();
  const scope = useMemo<CardScope | null>(() => scopeOf(params), [params]);
  const { api } = useAppContext();
  const user = useCurrentUser();
  const permissions = getPermissions(user?.roles ?? [], 'cards');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);

  // One editor per editing session: choosing a card starts one; saving a new card continues it
  // under the card's new id.
  const [session, setSession] = useState<{ id: string | null; key: number; continuesAs?: string }>({
    id: selectedId,
    key: 0,
  });
  let editorKey = session.key;
  if (session.id !== selectedId) {
    if (session.continuesAs !== selectedId) editorKey = session.key + 1;
    setSession({ id: selectedId, key: editorKey });
  }

  // Spec A 4: the selection clears 2 seconds after a delete. Leaving the page or choosing another
  // card first cancels it, so it never navigates the user from where they went.
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(clearTimer.current);
    },
    [selectedId],
  );

  const scopeKey = scope === null ? 'invalid' : JSON.stringify(scope);
  const data = useAsync<ScopeData>(`scope:${scopeKey}`, (signal) =>
    scope === null
      ? Promise.reject(new Error('The address does not name a business or store.'))
      : loadScope(api, scope, signal),
  );
  const { setData } = data;

  const hrefOf = useCallback(
    (id: string) => {
      const next = new URLSearchParams(searchParams);
      next.set('id', id);
      return `?${next.toString()}`;
    },
    [searchParams],
  );

  const onSaved = useCallback(
    (card: Card, wasNew: boolean) => {
      setData((current) => ({ ...current, cards: replaceOrAppend(current.cards, card) }));
      if (wasNew) {
        setSession((current) => ({ ...current, continuesAs: String(card.loyaltyCardID) }));
        // Spec A 4: the new id goes into the query string.
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('id', String(card.loyaltyCardID));
            return next;
          },
          { replace: true },
        );
      }
    },
    [setData, setSearchParams],
  );

  const onDeleted = useCallback(
    (loyaltyCardID: number) => {
      setData((current) => ({ ...current, cards: withoutCard(current.cards, loyaltyCardID) }));
      window.clearTimeout(clearTimer.current);
      clearTimer.current = window.setTimeout(() => {
        // Spec A 4: after 2 seconds the selection clears, if the same card is still open.
        if (selectedRef.current !== String(loyaltyCardID)) return;
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          next.delete('id');
          return next;
        });
      }, clearSelectionAfterDeleteInMilliseconds);
    },
    [setData, setSearchParams],
  );

  const heading = scope === null ? 'Cards' : scopeHeading(scope);
  const ready = data.state.status === 'ready' ? data.state.data : null;
  const selectedCard = ready?.cards.find((card) => String(card.loyaltyCardID) === selectedId);
  const cardName =
    selectedId === null
      ? null
      : selectedId === 'new'
        ? 'New Card'
        : (selectedCard?.name ?? selectedCard?.configuration.title ?? null);

  return (
    <Page
      title={heading}
      description={ready?.name ?? undefined}
      breadcrumbs={scope === null ? undefined : scopeBreadcrumbs(scope, ready, cardName)}
    >
      {data.state.status === 'error' ? (
        <ErrorState
          title="Could not load the cards"
          reason={describeError(data.state.error)}
          onRetry={data.retry}
          headingLevel={2}
        />
      ) : (
        <Layout>
          <Column aria-labelledby="card-list-heading">
            <ColumnHeading id="card-list-heading">My Cards</ColumnHeading>
            {ready === null ? (
              <Skeleton label="Loading the cards" layout="grid">
                <Skeleton.Card />
                <Skeleton.Card />
              </Skeleton>
            ) : (
              <CardList cards={ready.cards} selectedId={selectedId} canCreate={permissions.create} hrefOf={hrefOf} />
            )}
          </Column>
          <Column>
            {ready === null ? null : selectedId === null ? (
              <Hint>
                {ready.cards.length === 0
                  ? 'No cards. Create a new card from My Cards list'
                  : 'Select a card from My Cards list'}
              </Hint>
            ) : selectedId === 'new' && !permissions.create ? (
              <EmptyState
                title="You cannot create cards"
                description="Ask an administrator to create this card."
                headingLevel={2}
              />
            ) : (
              <EditorForId key={editorKey} id={selectedId} scope={ready} onSaved={onSaved} onDeleted={onDeleted} />
            )}
          </Column>
        </Layout>
      )}
    </Page>
  );
}
