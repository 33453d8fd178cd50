import { Button } from '@stampcard/ui/Button';
import { VisuallyHidden } from '@stampcard/ui/theme';
import styled from 'styled-components';

export interface EditorToolbarProps {
  /** Undo, Redo and Save show only when the card may be edited (spec A 6 editDisabled). */
  canEdit: boolean;
  /** Delete shows only for a saved card the user may delete (spec A 6 deleteDisabled). */
  canDelete: boolean;
  canUndo: boolean;
  canRedo: boolean;
  isSaved: boolean;
  isSaving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDelete: () => void;
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

/** The editor's toolbar (spec A 2.4): Undo, Redo, Delete and Save (Saved, disabled, once saved). */
export function EditorToolbar(props: EditorToolbarProps) {
  const { canEdit, canDelete, canUndo, canRedo, isSaved, isSaving } = props;
  if (!canEdit && !canDelete) return null;
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
