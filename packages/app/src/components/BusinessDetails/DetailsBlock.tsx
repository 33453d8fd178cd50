import type { Business } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import {
  InlineEditGroup,
  InlineEditImage,
  InlineEditText,
  InlineEditTextArea,
  type InlineEditSaveContext,
} from '@stampcard/ui/InlineEdit';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useState } from 'react';
import { userDisplayName } from '#app/components/UserForm';
import { encodeImage, imageDataUrl } from '#app/lib/images';
import { placeholders } from '#app/lib/placeholders';
import {
  DetailsRoot,
  ImageColumn,
  ManagerRoot,
  ManagerTitle,
  Muted,
  PersonName,
  SectionTitle,
  TextColumn,
} from './BusinessDetails.styles';
import { BusinessManagerPicker } from './BusinessManagerPicker';
import { businessName, detailsMessages, validateDescription, validateName } from './businessDetails';
import { throwUnlessDone, useBusinessChange } from './useBusinessMutations';

/** The largest image accepted: 1 MB (stored as a data URL, within the API's 2 MB body). */
export const maxImageBytes = 1024 * 1024;

export interface DetailsBlockProps {
  /** The business; undefined while it loads. */
  readonly business: Business | undefined;
  /** Whether the user may edit the details and set the manager (create on details). */
  readonly canEdit: boolean;
}

/**
 * The left block of a business's details: image, name and description, each edited in place and
 * saved as a JSON-patch of the difference, one save at a time; and the manager (the main contact)
 * with Set manager, which opens the picker of the business's staff.
 */
export function DetailsBlock({ business, canEdit }: DetailsBlockProps) {
  const { change } = useBusinessChange(business);
  const [isPicking, setPicking] = useState(false);

  const saveText =
    (field: 'name' | 'description') =>
    (value: string, { previousValue }: InlineEditSaveContext) =>
      throwUnlessDone(
        change(
          { field, value, previous: previousValue },
          { success: detailsMessages.updated, failure: detailsMessages.updateFailed },
        ),
        detailsMessages.updateFailed.fallback,
        (current) => current[field] ?? '',
      );

  const saveImage = async (file: File) => {
    const image = await encodeImage(file);
    if (image === null) throw new Error('The image could not be read: choose another file.');
    await throwUnlessDone(
      change(
        { field: 'imageUrl', value: imageDataUrl(image) },
        { success: detailsMessages.updated, failure: detailsMessages.updateFailed },
      ),
      detailsMessages.updateFailed.fallback,
    );
  };

  if (business === undefined) {
    return (
      <DetailsRoot aria-labelledby="business-details-title" aria-busy="true">
        <ImageColumn>
          <Skeleton label="Loading the business">
            <Skeleton.Avatar size="large" />
          </Skeleton>
        </ImageColumn>
        <TextColumn>
          <SectionTitle id="business-details-title">Details</SectionTitle>
          <Skeleton>
            <Skeleton.Text lines={3} />
          </Skeleton>
        </TextColumn>
      </DetailsRoot>
    );
  }

  const name = businessName(business);
  const manager = business.mainContact?.user;
  return (
    <DetailsRoot aria-labelledby="business-details-title" data-component="BusinessDetails.Details">
      <InlineEditGroup>
        <ImageColumn>
          <InlineEditImage
            src={business.imageUrl}
            alt={`${name} image`}
            maxBytes={maxImageBytes}
            onSave={saveImage}
            isReadOnly={!canEdit}
          />
        </ImageColumn>
        <TextColumn>
          <SectionTitle id="business-details-title">Details</SectionTitle>
          <InlineEditText
            label="Business name"
            value={business.name}
            placeholder="Unnamed business"
            onSave={saveText('name')}
            validate={validateName}
            isReadOnly={!canEdit}
          />
          <InlineEditTextArea
            label="Description"
            value={business.description}
            placeholder="No description available"
            onSave={saveText('description')}
            validate={validateDescription}
            isReadOnly={!canEdit}
          />
        </TextColumn>
      </InlineEditGroup>
      <ManagerRoot aria-labelledby="business-manager-title">
        <div>
          <ManagerTitle id="business-manager-title">Manager</ManagerTitle>
          {manager === undefined ? (
            <Muted>No manager assigned.</Muted>
          ) : (
            <>
              <PersonName>{userDisplayName(manager)}</PersonName>
              <Muted>{manager.emailAddress ?? placeholders.email}</Muted>
            </>
          )}
        </div>
        {canEdit ? (
          <Button
            onPress={() => {
              setPicking(true);
            }}
          >
            Set manager
          </Button>
        ) : null}
      </ManagerRoot>
      {canEdit ? <BusinessManagerPicker business={business} isOpen={isPicking} onOpenChange={setPicking} /> : null}
    </DetailsRoot>
  );
}
