import type { Business } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { ConfirmByTyping, Prompt } from '@stampcard/ui/Prompt';
import { SettingsList, SettingsRow } from '@stampcard/ui/SettingsRow';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RedirectCountdown } from '#app/components/RedirectCountdown';
import { paths } from '#app/config/paths';
import { describeErrorLine } from '#app/lib/data';
import {
  businessName,
  deletedRedirectSeconds,
  deleteFailedCloseDelay,
  deleteTexts,
  lockTexts,
} from '#app/components/BusinessDetails';
import { useBusinessChange, useBusinessDelete } from '#app/components/BusinessDetails';

export interface SettingsBlockProps {
  readonly business: Business | undefined;
  /** Whether the user may lock and unlock (update on settings). */
  readonly canLock: boolean;
  /** Whether the user may delete (delete on settings). */
  readonly canDelete: boolean;
}

/**
 * The settings of a business (administrators): Lock, whose switch shows the server's state and asks
 * before changing it, and Delete, confirmed by typing delete, then a message that returns to the
 * businesses after 5 seconds.
 */
export function SettingsBlock({ business, canLock, canDelete }: SettingsBlockProps) {
  const navigate = useNavigate();
  const isLocked = business?.isLocked ?? false;
  const name = businessName(business);
  const [lockTarget, setLockTarget] = useState<boolean | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const { change } = useBusinessChange(business);
  const lock = lockTexts(name, lockTarget ?? !isLocked);
  const remove = deleteTexts(name);
  const deletion = useBusinessDelete(business, remove.failure);

  // After a failed delete the confirmation closes after 1 second (the toast stays).
  useEffect(() => {
    if (!deleteFailed) return;
    const timer = window.setTimeout(() => {
      setDeleting(false);
      setDeleteFailed(false);
    }, deleteFailedCloseDelay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [deleteFailed]);

  const businessesHref = paths.businesses.href({});
  return (
    <>
      <SettingsList title="Settings" headingLevel={2}>
        <SettingsRow
          type="boolean"
          label="Lock"
          description="Temporarily disables all of the business's stores and customers' access, and freezes customers' progress."
          isSelected={isLocked}
          isDisabled={business === undefined || !canLock}
          onChange={(selected) => {
            setLockTarget(selected);
          }}
        />
        <SettingsRow
          type="delete"
          label="Delete"
          description="Deletes the business with its stores, cards and tags. It cannot be undone."
          actionLabel="Delete business"
          isDisabled={business === undefined || !canDelete}
          onPress={() => {
            setDeleting(true);
          }}
        />
      </SettingsList>
      <Prompt
        isOpen={lockTarget !== null}
        onOpenChange={(open) => {
          if (!open) setLockTarget(null);
        }}
        title={lock.title}
        text={lock.text}
        confirmLabel={lock.confirm}
        cancelLabel={lock.cancel}
        type={lockTarget === true ? 'negative' : 'default'}
        onConfirm={async () => {
          const outcome = await change(
            { field: 'isLocked', value: lockTarget ?? !isLocked },
            { success: lock.success, failure: lock.failure },
          );
          if (outcome.status === 'failed') throw new Error(describeErrorLine(outcome.error, lock.failure.detail));
        }}
      />
      <ConfirmByTyping
        isOpen={isDeleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(false);
        }}
        title={remove.title}
        text={remove.text}
        confirmLabel={remove.confirm}
        cancelLabel={remove.cancel}
        onConfirm={async () => {
          const outcome = await deletion.mutate(null);
          if (outcome.status === 'failed') {
            setDeleteFailed(true);
            throw new Error(describeErrorLine(outcome.error, remove.failure.fallback));
          }
        }}
        success={{
          title: remove.success,
          text: (
            <RedirectCountdown
              to={businessesHref}
              seconds={deletedRedirectSeconds}
              label="Returning to the businesses"
            />
          ),
          action: (
            <Button
              variant="primary"
              onPress={() => {
                void navigate(businessesHref, { replace: true });
              }}
            >
              Navigate away
            </Button>
          ),
        }}
      />
    </>
  );
}
