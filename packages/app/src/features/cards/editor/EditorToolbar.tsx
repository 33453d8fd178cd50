import { Button } from '@stampcard/ui/Button';
import { VisuallyHidden } from '@stampcard/ui/theme';
import type { ReactElement } from 'react';
import styled from 'styled-components';

export interface EditorToolbarProps {
  /** Undo, Redo and Save show only when the card may be edited. */
  canEdit: boolean;
  /** Delete shows only for a saved card the user may delete. */
  canDelete: boolean;
  canUndo: boolean;
  canRedo: boolean;
  isSaved: boolean;
  isSaving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDelete: () => void;
  /** Download image, for a saved card (whoever may read it may download it); nothing for a new card. */
  download?: ReactElement | null;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Spacer = styled.span`
  flex: 1;
`;

/**
 * The editor's toolbar: Undo, Redo, Download image, Delete and Save (Saved, disabled, once saved).
 * It shows as soon as one of them may be used.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { canEdit, canDelete, canUndo, canRedo, isSaved, isSaving, download } = props;
  if (!canEdit && !canDelete && (download ?? null) === null) return null;
  return (
    <Bar role="group" aria-label="Card actions" data-component="CardEditor.Toolbar">
      {canEdit ? (
        <>
          <Button onPress={props.onUndo} isDisabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </Button>
          <Button
            onPress={props.onRedo}
            isDisabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </Button>
        </>
      ) : null}
      <Spacer />
      {download}
      {canDelete ? (
        <Button variant="negative" onPress={props.onDelete} isDisabled={isSaving}>
          Delete
        </Button>
      ) : null}
      {canEdit ? (
        <Button variant="primary" onPress={props.onSave} isDisabled={isSaved} isPending={isSaving}>
          {isSaved ? 'Saved' : 'Save'}
        </Button>
      ) : null}
      {/* Focus leaves the Save button once it is disabled, so the change of its label is not
          heard: a polite status says it. Present from the start, it speaks only on changes. */}
      {canEdit ? <VisuallyHidden role="status">{isSaved ? 'Saved' : ''}</VisuallyHidden> : null}
    </Bar>
  );
}
