/**
 * The New User modal as pages offer it: its code (the user form, its validation, the date and
 * image inputs) is fetched when the browser is idle after the page shows, or when the modal
 * first opens, never with the page itself. Once opened it stays mounted, so it closes as the
 * modal always does.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#app/lib/prefetch';
import type { NewUserModalProps } from './NewUserModal';

const loadNewUserModal = () => import('./NewUserModal');
const LoadedNewUserModal = lazy(async () => ({ default: (await loadNewUserModal()).NewUserModal }));

export function NewUserModal(props: NewUserModalProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  useEffect(
    () =>
      whenIdle(() => {
        void loadNewUserModal();
      }),
    [],
  );
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedNewUserModal {...props} />
    </Suspense>
  );
}
