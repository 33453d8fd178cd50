import {
  addStoreStaffMember,
  removeStoreStaffMember,
  type StaffMember,
  type StoreSummary,
} from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { Dropdown } from '@stampcard/ui/Dropdown';
import { Modal } from '@stampcard/ui/Modal';
import { Prompt } from '@stampcard/ui/Prompt';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useState } from 'react';
import { paths } from '#app/config/paths';
import { allStoresKey, loadAllStores } from '#app/lib/stores';
import { describeErrorLine, useLookup, useMutation, type Invalidation } from '#app/lib/data';
import { DetailsCard } from '#app/components/DetailsCard';
import { Logo, StoreLine, StoreLink, StoreList, StoreName, StoreText } from './StaffStoresCard.styles';
import { staffStoreTexts, storesToAdd } from './staffStores';

export interface StaffStoresCardProps {
  /** The staff member; undefined while they load (placeholder rows show). */
  readonly member: StaffMember | undefined;
  /** Whether the user may link and unlink stores (create on the staff page's stores; a merchant may not). */
  readonly canEdit: boolean;
  /** What a link or unlink reloads: the page's own data. */
  readonly invalidates: Invalidation;
}

interface LinkRequest {
  readonly store: StoreSummary;
}

interface AddToStoreModalProps {
  readonly member: StaffMember;
  readonly title: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Links the member to the store; resolves true when done (the modal closes). */
  readonly onAdd: (store: StoreSummary) => Promise<boolean>;
  /** Whether a link is under way. */
  readonly isAdding: boolean;
}

/** The picker's content: it mounts with the modal, so the stores load when it first opens. */
function StorePicker({
  member,
  chosen,
  onChoose,
}: {
  readonly member: StaffMember;
  readonly chosen: StoreSummary | null;
  readonly onChoose: (store: StoreSummary | null) => void;
}) {
  const texts = staffStoreTexts(member.user);
  const allStores = useLookup(allStoresKey, loadAllStores);
  const choices = storesToAdd(allStores.data, member);
  return (
    <Dropdown<StoreSummary>
      label="Store"
      options={choices ?? []}
      isLoading={choices === undefined && allStores.error === undefined}
      optionLabel={texts.storeName}
      optionKey="storeID"
      placeholder="Choose a store"
      emptyText={
        allStores.error === undefined
          ? texts.noOtherStores
          : describeErrorLine(allStores.error, 'The stores could not be loaded.')
      }
      value={chosen}
      onChange={onChoose}
    />
  );
}

/**
 * 'Add {first name} {surname} to a new store': a store of the member's business they
 * are not staff of, then 'Add to store'. A refused link keeps the modal open with the store chosen.
 */
function AddToStoreModal({ member, title, isOpen, onOpenChange, onAdd, isAdding }: AddToStoreModalProps) {
  const [chosen, setChosen] = useState<StoreSummary | null>(null);
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setChosen(null);
        onOpenChange(open);
      }}
      isDismissable={!isAdding}
      width={480}
      actions={
        <>
          <Button
            isDisabled={isAdding}
            onPress={() => {
              setChosen(null);
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={chosen === null}
            isPending={isAdding}
            onPress={() => {
              if (chosen === null) return;
              void onAdd(chosen).then((isDone) => {
                if (!isDone) return;
                setChosen(null);
                onOpenChange(false);
              });
            }}
          >
            Add to store
          </Button>
        </>
      }
    >
      <StorePicker member={member} chosen={chosen} onChoose={setChosen} />
    </Modal>
  );
}

/**
 * The Stores card of a staff member: each store with its logo, name, its business
 * ('Business: {name}' or 'Single-store business') and a link to its details; unlinking asks first
 * and removes the member from the store only; 'Add {first} {surname} to a new store' picks one of
 * the business's other stores. Merchants read it but do not change it.
 */
export function StaffStoresCard({ member, canEdit, invalidates }: StaffStoresCardProps) {
  const texts = staffStoreTexts(member?.user);
  const [unlinking, setUnlinking] = useState<StoreSummary | null>(null);
  const [isAdding, setAdding] = useState(false);
  const businessID = member?.business?.businessID ?? 0;
  const staffId = member?.staffID ?? 0;

  const unlink = useMutation<LinkRequest, null>({
    run: (api, { store }) =>
      removeStoreStaffMember(api, { path: { id: businessID, storeId: store.storeID, staffId } }).then(() => null),
    invalidates: () => invalidates,
    success: (_result, { store }) => texts.unlinked(store),
    failure: ({ store }) => texts.unlinkFailed(store),
  });
  const link = useMutation<LinkRequest, unknown>({
    run: (api, { store }) =>
      addStoreStaffMember(api, { path: { id: businessID, storeId: store.storeID }, body: { staffID: staffId } }),
    invalidates: () => invalidates,
    success: (_result, { store }) => texts.linked(store),
    failure: ({ store }) => texts.linkFailed(store),
  });

  const stores = member?.stores ?? [];
  return (
    <>
      <DetailsCard
        title="Stores"
        action={
          canEdit && member !== undefined ? (
            <Button
              size="small"
              onPress={() => {
                setAdding(true);
              }}
            >
              {texts.add}
            </Button>
          ) : null
        }
        isEmpty={member !== undefined && stores.length === 0}
        emptyText={texts.none}
      >
        {member === undefined ? (
          <Skeleton label="Loading the stores">
            {Array.from({ length: 2 }, (_, index) => (
              <Skeleton.Row key={index} hasAction={false} />
            ))}
          </Skeleton>
        ) : (
          <StoreList aria-label="Stores">
            {stores.map((store) => {
              const business = store.parentBusiness ?? member.business ?? undefined;
              return (
                <li key={store.storeID}>
                  <Logo aria-hidden="true">{store.logoImageUrl ? <img src={store.logoImageUrl} alt="" /> : null}</Logo>
                  <StoreText>
                    <StoreLink
                      to={paths.storeDetails.href({
                        businessID: business?.businessID ?? businessID,
                        storeID: store.storeID,
                      })}
                    >
                      <StoreName>{texts.storeName(store)}</StoreName>
                    </StoreLink>
                    <StoreLine>{texts.businessLine(business)}</StoreLine>
                  </StoreText>
                  {canEdit ? (
                    <Button
                      size="small"
                      variant="negative"
                      aria-label={`Unlink ${texts.name} from ${texts.storeName(store)}`}
                      onPress={() => {
                        setUnlinking(store);
                      }}
                    >
                      Unlink
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </StoreList>
        )}
      </DetailsCard>

      <Prompt
        isOpen={unlinking !== null}
        onOpenChange={(open) => {
          if (!open) setUnlinking(null);
        }}
        type="negative"
        title={unlinking === null ? '' : texts.unlinkTitle(unlinking)}
        text={texts.unlinkText}
        cancelLabel="Cancel"
        confirmLabel="Remove them from the store"
        onConfirm={async () => {
          if (unlinking === null) return;
          const outcome = await unlink.mutate({ store: unlinking });
          if (outcome.status === 'failed') {
            throw new Error(describeErrorLine(outcome.error, texts.unlinkFailed(unlinking).fallback));
          }
        }}
      />

      {member === undefined || !canEdit ? null : (
        <AddToStoreModal
          member={member}
          title={texts.add}
          isOpen={isAdding}
          onOpenChange={setAdding}
          onAdd={async (store) => (await link.mutate({ store })).status === 'done'}
          isAdding={link.isRunning}
        />
      )}
    </>
  );
}
