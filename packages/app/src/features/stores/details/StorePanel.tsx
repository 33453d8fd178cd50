import type { Business, Category, Store } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { textOr } from '@stampcard/ui/EntityCard';
import {
  InlineEditGroup,
  InlineEditImage,
  InlineEditText,
  InlineEditTextArea,
  type InlineEditSaveContext,
} from '@stampcard/ui/InlineEdit';
import { noChangesDuration, noChangesText } from '@stampcard/ui/InlineEdit';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useToast } from '@stampcard/ui/Toast';
import { Unavailable } from '@stampcard/ui/Unavailable';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '#app/components/FormModal';
import { userDisplayName } from '#app/components/UserForm';
import { paths } from '#app/config/paths';
import { fieldErrorsOf, type FieldErrors } from '#app/lib/data';
import { addressFormSchema } from '#app/lib/forms';
import { encodeImage, imageDataUrl } from '#app/lib/images';
import { badgeLabels, placeholders } from '#app/lib/placeholders';
import {
  DetailsRoot,
  ImageColumn,
  ManagerTitle,
  Muted,
  PersonName,
  SectionTitle,
  TextColumn,
} from '#app/components/BusinessDetails';
import { maxImageBytes } from '#app/components/BusinessDetails';
import { validateDescription, validateName } from '#app/components/BusinessDetails';
import { throwUnlessDone } from '#app/components/BusinessDetails';
import { AddressFields, addressFieldNames } from '#app/components/StoreForm';
import { CategoriesModal } from './CategoriesModal';
import { ConvertModal } from './ConvertModal';
import { BusinessManagerPicker } from '#app/components/BusinessDetails';
import { AddressLine, Badge, Chips, Hint, InfoSection, InfoText } from './StoreDetailsPage.styles';
import {
  addressFormValuesOf,
  addressOf,
  isNoChange,
  locationLines,
  storeMessages,
  storeName,
  type StoreChange,
} from './storeDetails';
import { useStoreChange } from './useStoreMutations';

export interface StorePanelProps {
  readonly businessID: number;
  /** The store; undefined while it loads. */
  readonly store: Store | undefined;
  /** The store's business (for converting it); undefined while it loads. */
  readonly business: Business | undefined;
  /** Whether the user may edit the details and convert the business (create on store details). */
  readonly canEdit: boolean;
}

type Editing = 'location' | 'categories' | 'convert' | 'manager' | null;

/**
 * The left panel of a store's details: logo, name and description edited in place (a JSON-patch of
 * the difference, one save at a time); the parent business, with Convert to multi-store business
 * for a single-store one; the location and the categories, each with Edit; and the manager, the
 * parent business's main contact.
 */
export function StorePanel({ businessID, store, business, canEdit }: StorePanelProps) {
  const { change } = useStoreChange(businessID, store);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  // The store as it was when a form opened: what its save changes, even if the store reloads meanwhile.
  const [openedWith, setOpenedWith] = useState<Store | undefined>(undefined);
  const [locationErrors, setLocationErrors] = useState<FieldErrors<(typeof addressFieldNames)[number]>>();

  const saved = { success: storeMessages.updated, failure: storeMessages.updateFailed };
  const saveText =
    (field: 'name' | 'description') =>
    (value: string, { previousValue }: InlineEditSaveContext) =>
      throwUnlessDone(
        change({ field, value, previous: previousValue }, saved),
        storeMessages.updateFailed.fallback,
        (current) => current[field] ?? '',
      );
  const saveLogo = async (file: File) => {
    const image = await encodeImage(file);
    if (image === null) throw new Error('The image could not be read: choose another file.');
    await throwUnlessDone(
      change({ field: 'logoImageUrl', value: imageDataUrl(image) }, saved),
      storeMessages.updateFailed.fallback,
    );
  };
  const open = (what: Exclude<Editing, null>) => {
    setOpenedWith(store);
    setEditing(what);
  };
  /**
   * A modal's save: true closes it. A change that changes nothing makes no call and says
   * 'No changes to apply.'; a refused one keeps the modal open, its errors on the fields. Taking
   * someone else's newer version instead closes it too: the page shows that version.
   */
  const saveFromModal = async (what: StoreChange) => {
    const read = openedWith ?? store;
    if (read === undefined) return false;
    if (isNoChange(read, what)) {
      toast.warning(noChangesText, { duration: noChangesDuration });
      return true;
    }
    const settled = await change(what, saved, read);
    if (settled.status === 'failed' && what.field === 'address') {
      setLocationErrors(fieldErrorsOf(settled.error, addressFieldNames));
    }
    return settled.status === 'done' || settled.status === 'discarded';
  };

  if (store === undefined) {
    return (
      <DetailsRoot aria-labelledby="store-details-title" aria-busy="true">
        <ImageColumn>
          <Skeleton label="Loading the store">
            <Skeleton.Avatar size="large" />
          </Skeleton>
        </ImageColumn>
        <TextColumn>
          <SectionTitle id="store-details-title">Details</SectionTitle>
          <Skeleton>
            <Skeleton.Text lines={3} />
          </Skeleton>
        </TextColumn>
      </DetailsRoot>
    );
  }

  const name = storeName(store);
  const parent = store.parentBusiness;
  const isSingleStore = parent?.isSingleStore ?? business?.isSingleStore ?? false;
  const location = locationLines(store.address);
  const categories = store.categories ?? [];
  const manager = parent?.mainContact?.user ?? business?.mainContact?.user;
  const editButton = (what: Exclude<Editing, null>, label: string) =>
    canEdit ? (
      <Button
        aria-label={label}
        onPress={() => {
          open(what);
        }}
      >
        Edit
      </Button>
    ) : null;

  return (
    <DetailsRoot aria-labelledby="store-details-title" data-component="StoreDetails.Panel">
      <InlineEditGroup>
        <ImageColumn>
          <InlineEditImage
            src={store.logoImageUrl}
            alt={`${name} logo`}
            maxBytes={maxImageBytes}
            onSave={saveLogo}
            isReadOnly={!canEdit}
          />
        </ImageColumn>
        <TextColumn>
          <SectionTitle id="store-details-title">Details</SectionTitle>
          <InlineEditText
            label="Store name"
            value={store.name}
            placeholder={placeholders.storeName}
            onSave={saveText('name')}
            validate={validateName}
            isReadOnly={!canEdit}
          />
          <InlineEditTextArea
            label="Description"
            value={store.description}
            placeholder={placeholders.description}
            onSave={saveText('description')}
            validate={validateDescription}
            isReadOnly={!canEdit}
          />
        </TextColumn>
      </InlineEditGroup>

      <InfoSection aria-labelledby="store-parent-title">
        <InfoText>
          <ManagerTitle id="store-parent-title">Parent business</ManagerTitle>
          {isSingleStore ? (
            <Badge>{badgeLabels.singleStore}</Badge>
          ) : (
            <Link to={paths.businessDetails.href({ businessID })}>
              {textOr(parent?.name ?? business?.name, placeholders.businessName)}
            </Link>
          )}
        </InfoText>
        {isSingleStore && canEdit ? (
          <Button
            onPress={() => {
              setEditing('convert');
            }}
          >
            Convert to multi-store business
          </Button>
        ) : null}
      </InfoSection>

      <InfoSection aria-labelledby="store-location-title">
        <InfoText>
          <ManagerTitle id="store-location-title">Location</ManagerTitle>
          <address style={{ fontStyle: 'normal' }}>
            <AddressLine>{location.street}</AddressLine>
            <AddressLine>{location.city}</AddressLine>
            <AddressLine>{location.postCode}</AddressLine>
          </address>
        </InfoText>
        {editButton('location', 'Edit location')}
      </InfoSection>

      <InfoSection aria-labelledby="store-categories-title">
        <InfoText>
          <ManagerTitle id="store-categories-title">Categories</ManagerTitle>
          {categories.length === 0 ? (
            <Muted>No categories</Muted>
          ) : (
            <Chips aria-labelledby="store-categories-title">
              {categories.map((category) => (
                <li key={category.categoryID}>{category.name}</li>
              ))}
            </Chips>
          )}
        </InfoText>
        {editButton('categories', 'Edit categories')}
      </InfoSection>

      <InfoSection aria-labelledby="store-manager-title">
        <InfoText>
          <ManagerTitle id="store-manager-title">Manager</ManagerTitle>
          {manager === undefined ? (
            <Muted>No manager assigned.</Muted>
          ) : (
            <>
              <PersonName>{userDisplayName(manager)}</PersonName>
              <Muted>{manager.emailAddress ?? placeholders.email}</Muted>
            </>
          )}
        </InfoText>
        {isSingleStore ? (
          canEdit ? (
            <Button
              onPress={() => {
                setEditing('manager');
              }}
            >
              Set manager
            </Button>
          ) : null
        ) : (
          <Unavailable reason="Store-specific managers are not available yet">
            <Button>Set manager</Button>
          </Unavailable>
        )}
        {isSingleStore ? null : <Hint>Can only edit from Parent business</Hint>}
      </InfoSection>

      {canEdit ? (
        <>
          <FormModal
            isOpen={editing === 'location'}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
              setLocationErrors(undefined);
            }}
            title="Edit location"
            submitLabel="Save location"
            schema={addressFormSchema}
            defaultValues={addressFormValuesOf((openedWith ?? store).address)}
            fieldErrors={locationErrors}
            onSubmit={(form) => saveFromModal({ field: 'address', value: addressOf(form) })}
          >
            {(form) => <AddressFields form={form} prefix="" />}
          </FormModal>
          <CategoriesModal
            isOpen={editing === 'categories'}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            chosen={(openedWith ?? store).categories ?? []}
            onSave={(chosen: readonly Category[]) => saveFromModal({ field: 'categories', value: chosen })}
          />
          {isSingleStore ? (
            <BusinessManagerPicker
              business={business}
              isOpen={editing === 'manager'}
              onOpenChange={(open) => {
                if (!open) setEditing(null);
              }}
            />
          ) : null}
          {/* Kept while open: once converted, the reload makes the business multi-store under its message. */}
          {isSingleStore || editing === 'convert' ? (
            <ConvertModal
              isOpen={editing === 'convert'}
              onOpenChange={(open) => {
                if (!open) setEditing(null);
              }}
              business={business}
            />
          ) : null}
        </>
      ) : null}
    </DetailsRoot>
  );
}
