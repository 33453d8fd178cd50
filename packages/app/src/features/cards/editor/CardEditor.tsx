import { CARD_ASPECT_RATIO, CardPreview, CardStates, contrastIssues } from '@stampcard/card-preview';
import { ConfirmByTyping, Prompt } from '@stampcard/ui/Prompt';
import { SegmentedControl } from '@stampcard/ui/SegmentedControl';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, visuallyHidden } from '@stampcard/ui/theme';
import type { CardImpact } from '@stampcard/api-client';
import type { MutationOutcome } from '#app/lib/data';
import { deletionLine, impactConfirmation, mayAffectHolders, needsConfirmation } from './cardImpact';
import { DownloadImageButton } from './DownloadImageButton';
import { EditorToolbar } from './EditorToolbar';
import { ConfigurationPanel } from './panel';
import type { CardDraft } from './types';
import { historyShortcut, isEditorKeyEvent, useCardEditor } from './useCardEditor';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { drawCardsWithAppIcons } from '#app/config/cardIcons';

drawCardsWithAppIcons();

export interface CardEditorProps {
  /** The card to edit: a saved card, or a new one without `loyaltyCardID`. */
  card: CardDraft;
  /** Card permissions: c may edit a new card, u a saved one, d delete it. */
  permissions: { readonly create: boolean; readonly update: boolean; readonly delete: boolean };
  /**
   * Saves the card (create or update) as the user left it, made on `baseline` (the card as loaded
   * or last saved), and says how it went: done with the server's card; failed (the caller has told
   * the user why; the edits stay); or discarded, when someone else had saved the card since and
   * the user took their version (the editor then shows it, the user's edits still in its undo).
   */
  onSave: (save: {
    draft: CardDraft;
    baseline: CardDraft;
  }) => Promise<MutationOutcome<{ card: CardDraft; wasNew: boolean }>>;
  /**
   * Counts what saving the edits would do to the card's holders (the server's count, nothing
   * saved); undefined when they could not be counted (the caller has told the user why; nothing is
   * saved). Asked only for a change that may touch what holders have.
   */
  checkImpact: (save: { draft: CardDraft; baseline: CardDraft }) => Promise<CardImpact | undefined>;
  /** Counts what deleting the saved card would do to its holders; undefined when unknown. */
  checkDeletion: (loyaltyCardID: number) => Promise<CardImpact | undefined>;
  /** Called after a successful save, once the editor holds the saved card (the page updates the URL). */
  onSaved: (card: CardDraft, wasNew: boolean) => void;
  /** Deletes the saved card and says how it went (the caller tells the user). */
  onDelete: (loyaltyCardID: number) => Promise<MutationOutcome<unknown>>;
  /** Called after a successful delete (the page removes it from the list and clears the selection later). */
  onDeleted: (loyaltyCardID: number) => void;
}

type View = 'front' | 'back' | 'states';

const viewOptions = [
  { id: 'front', label: 'Front' },
  { id: 'back', label: 'Back' },
  { id: 'states', label: 'Customer states' },
] as const;

/*
 * Layout: the editor's own width decides (a container query), not the window's, since the card list
 * and the menu take their share first. Wide enough (640 px), the preview sits in a column beside
 * the configuration panel and stays in view (sticky) while the panel scrolls; the upright card is
 * sized so the whole preview fits the window's height (the page header, the view switch and the
 * stage's padding take about 290 px), up to 520 px wide and at most 45% of the editor.
 *
 * Narrower (a phone), the toolbar (Undo, Redo, Download image, Delete, Save) and the preview,
 * smaller, sit above the panel and stay at the top of the screen (under the app's header bar) while
 * a field below is edited; a field scrolled into view by focus keeps clear of them. They stick one
 * under the other, the toolbar at a fixed height (`--toolbar-height`) so the preview knows where to
 * stick.
 */
const Root = styled.section`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  --preview-width: clamp(220px, calc((100dvh - 290px) / ${CARD_ASPECT_RATIO}), 520px);
  /* Narrow: the sticky preview's card, and the height of all that stays at the top. */
  --narrow-preview-width: clamp(96px, calc((100dvh - 600px) / ${CARD_ASPECT_RATIO}), 120px);
  --sticky-top: 0px;
  --toolbar-height: 52px;
  ${media.upTo('drawer')} {
    --sticky-top: ${({ theme }) => theme.size.topBarHeight};
  }
  ${media.coarsePointer} {
    --toolbar-height: 60px;
  }
  /* Read only: no toolbar to stick. */
  &:not(:has([data-component='CardEditor.Toolbar'])) {
    --toolbar-height: 0px;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;

  /* Narrow: the toolbar sticks under the app's header bar. */
  @container (max-width: 639px) {
    display: contents;
    & > [data-component='CardEditor.Toolbar'] {
      position: sticky;
      top: var(--sticky-top);
      z-index: 2;
      flex-wrap: nowrap;
      gap: ${({ theme }) => theme.space.xs};
      height: var(--toolbar-height);
      & > [data-component='Button'] {
        padding-inline: ${({ theme }) => theme.space.md};
      }
      /* Download image shows its icon alone; its words stay its name and its tooltip says more. */
      & [data-action='download-image'] [data-part='text'] {
        ${visuallyHidden}
      }
      margin-bottom: calc(-1 * ${({ theme }) => theme.space.lg});
      background: ${({ theme }) => theme.color.bg.canvas};
    }
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @container (min-width: 640px) {
    grid-template-columns: min(calc(var(--preview-width) + 2 * ${({ theme }) => theme.space.lg}), 45%) minmax(0, 1fr);
  }
  /* Narrow: the preview and the panel join the editor's grid, so the preview sticks as long as the editor shows. */
  @container (max-width: 639px) {
    display: contents;
    /* A focused field scrolls into view below the sticky toolbar and preview. */
    & > :last-child :is(input, textarea, select, button, [tabindex]) {
      scroll-margin-top: calc(
        var(--sticky-top) + var(--toolbar-height) + var(--narrow-preview-width) * ${CARD_ASPECT_RATIO} + 100px
      );
    }
  }
`;

const PreviewColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  min-width: 0;
  @container (min-width: 640px) {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
    justify-items: stretch;
  }
  @container (max-width: 639px) {
    position: sticky;
    top: calc(var(--sticky-top) + var(--toolbar-height));
    z-index: 1;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
    background: ${({ theme }) => theme.color.bg.canvas};
    --preview-width: var(--narrow-preview-width);
  }
`;

const Stage = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: calc(var(--preview-width) + 2 * ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @container (max-width: 639px) {
    max-width: calc(var(--preview-width) + 2 * ${({ theme }) => theme.space.sm});
    padding: ${({ theme }) => theme.space.sm};
  }
`;

/* The customer states: each state's front and back side by side, as many states as fit, scrolling. */
const StatesStage = styled(Stage)`
  max-width: none;
  max-height: calc(100dvh - 160px);
  overflow: auto;
  @container (max-width: 639px) {
    max-width: none;
    max-height: calc(var(--narrow-preview-width) * ${CARD_ASPECT_RATIO} + 2 * ${({ theme }) => theme.space.sm});
  }
`;

/** What a change to a live card does, one fact a line. */
const ImpactLines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const dirtyPromptText = 'Your changes to this card have not been saved. Leave and lose them?';

/**
 * The card editor: the live preview, the toolbar (Undo, Redo, Delete, Save), the
 * configuration panel, keyboard undo/redo, the delete prompt and the unsaved-changes guard.
 */
export function CardEditor({
  card,
  permissions,
  onSave,
  checkImpact,
  checkDeletion,
  onSaved,
  onDelete,
  onDeleted,
}: CardEditorProps) {
  const editor = useCardEditor(card);
  const { draft, isSaved } = editor.state;
  const [isSaving, setSaving] = useState(false);
  const [isDeleted, setDeleted] = useState(false);
  const [isDeletePromptOpen, setDeletePromptOpen] = useState(false);
  // The counted impact of the save waiting for the user's confirmation; null when none waits.
  const [pendingImpact, setPendingImpact] = useState<CardImpact | null>(null);
  const [deletionImpact, setDeletionImpact] = useState<CardImpact | undefined>(undefined);
  const [view, setView] = useState<View>('front');
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusCheck, setFocusCheck] = useState(0);

  const isNew = draft.loyaltyCardID === undefined;
  // Who may create may edit a new card until its first save; u edits a saved card.
  const canEdit = !isDeleted && (isNew ? permissions.create : permissions.update);
  const canDelete = !isDeleted && !isNew && permissions.delete;
  // The image is of the card the server has: the card as last loaded or saved.
  const { baseline } = editor.state;
  const savedId = isDeleted ? undefined : baseline.loyaltyCardID;
  const issues = useMemo(() => contrastIssues(draft), [draft]);

  const guard = useUnsavedChangesGuard(editor.hasUnsavedChanges && !isDeleted);

  const isPromptOpen = isDeletePromptOpen || pendingImpact !== null || guard.state === 'blocked';
  const { undo, redo } = editor;
  useEffect(() => {
    if (!canEdit || isPromptOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isEditorKeyEvent(event, rootRef.current)) return;
      const shortcut = historyShortcut(event);
      if (shortcut === null) return;
      event.preventDefault();
      if (shortcut === 'undo') undo();
      else redo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [canEdit, isPromptOpen, undo, redo]);

  // The button a user pressed can vanish (Delete, once the card is gone) or turn disabled (Save,
  // once saved): focus goes to the editor's heading rather than to the page's start.
  useEffect(() => {
    if (focusCheck === 0 || isDeletePromptOpen) return;
    const active = document.activeElement;
    const isLost =
      active === null ||
      active === document.body ||
      !active.isConnected ||
      (active instanceof HTMLElement && active.matches(':disabled'));
    if (isLost) headingRef.current?.focus();
  }, [focusCheck, isDeletePromptOpen]);

  const save = async () => {
    if (isSaving) return;
    setSaving(true);
    try {
      const submitted = draft;
      editor.checkpoint();
      const outcome = await onSave({ draft: submitted, baseline: editor.state.baseline });
      if (outcome.status === 'discarded') {
        // The user took the version someone else saved: the editor shows it, as saved.
        guard.markClean();
        editor.saved(submitted, outcome.current.card, false);
        setFocusCheck((count) => count + 1);
        return;
      }
      // After a failure the edits stay in the editor and in the undo history.
      if (outcome.status !== 'done') return;
      const { card: saved, wasNew } = outcome.result;
      guard.markClean();
      editor.saved(submitted, saved, wasNew);
      onSaved(saved, wasNew);
      setFocusCheck((count) => count + 1);
    } finally {
      setSaving(false);
    }
  };

  /**
   * Save, unless the change touches what the card's holders have: then the server counts them
   * first, and when anyone holds the card the save waits for a confirmation naming the numbers.
   */
  const requestSave = async () => {
    if (isSaving) return;
    const pending = { draft, baseline: editor.state.baseline };
    if (mayAffectHolders(pending)) {
      setSaving(true);
      const impact = await checkImpact(pending).finally(() => {
        setSaving(false);
      });
      // Not counted: nothing is saved and the edits stay (the caller told the user why).
      if (impact === undefined) return;
      if (needsConfirmation(impact)) {
        setPendingImpact(impact);
        return;
      }
    }
    await save();
  };

  const openDeletePrompt = () => {
    setDeletionImpact(undefined);
    setDeletePromptOpen(true);
    const id = draft.loyaltyCardID;
    if (id !== undefined) void checkDeletion(id).then(setDeletionImpact);
  };

  const confirmation = pendingImpact === null ? null : impactConfirmation(pendingImpact);
  const deletionCounts = deletionImpact === undefined ? null : deletionLine(deletionImpact);

  const confirmDelete = async () => {
    const id = draft.loyaltyCardID;
    if (id === undefined) return;
    // After a failure the card stays selected and in the list.
    if ((await onDelete(id)).status !== 'done') return;
    setDeleted(true);
    editor.deleted();
    setFocusCheck((count) => count + 1);
    onDeleted(id);
  };

  return (
    <Root aria-labelledby="card-editor-heading" ref={rootRef}>
      <Header>
        <Heading id="card-editor-heading" ref={headingRef} tabIndex={-1}>
          {isNew ? 'New Card' : 'Card Editor'}
        </Heading>
        <EditorToolbar
          canEdit={canEdit}
          canDelete={canDelete}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          isSaved={isSaved}
          isSaving={isSaving}
          onUndo={undo}
          onRedo={redo}
          onSave={() => void requestSave()}
          onDelete={openDeletePrompt}
          download={
            savedId === undefined ? null : (
              <DownloadImageButton
                savedCard={{ ...baseline, loyaltyCardID: savedId }}
                side={view === 'back' ? 'back' : 'front'}
                hasUnsavedChanges={editor.hasUnsavedChanges}
              />
            )
          }
        />
      </Header>
      <Columns>
        <PreviewColumn>
          <SegmentedControl
            label="Preview"
            selectionMode="single"
            disallowEmptySelection
            options={viewOptions}
            value={view}
            onChange={(value) => {
              if (value === 'front' || value === 'back' || value === 'states') setView(value);
            }}
          />
          {view === 'states' ? (
            <StatesStage tabIndex={0} role="group" aria-label="Customer states">
              <CardStates card={draft} width={140} />
            </StatesStage>
          ) : (
            <Stage>
              <CardPreview card={draft} side={view} />
            </Stage>
          )}
        </PreviewColumn>
        <ConfigurationPanel card={draft} onUpdate={editor.update} isReadOnly={!canEdit} contrastIssues={issues} />
      </Columns>

      <ConfirmByTyping
        isOpen={isDeletePromptOpen}
        onOpenChange={setDeletePromptOpen}
        title="Delete this card?"
        text={`${deletionCounts === null ? '' : `${deletionCounts} `}The card and all customer progress will be permanently removed. This cannot be undone.`}
        cancelLabel="No, keep it"
        confirmLabel="Yes, delete it"
        width={600}
        onConfirm={confirmDelete}
      />
      <Prompt
        isOpen={confirmation !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingImpact(null);
        }}
        title={confirmation?.title ?? ''}
        text={
          <ImpactLines>
            {confirmation?.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ImpactLines>
        }
        cancelLabel="Keep editing"
        confirmLabel={confirmation?.confirmLabel ?? ''}
        onConfirm={async () => {
          await save();
        }}
      />
      <Prompt
        isOpen={guard.state === 'blocked'}
        onOpenChange={(isOpen) => {
          if (!isOpen && guard.state === 'blocked') guard.reset();
        }}
        title="Leave without saving?"
        text={dirtyPromptText}
        cancelLabel="Stay on this card"
        confirmLabel="Leave without saving"
        type="negative"
        onConfirm={() => {
          guard.proceed();
        }}
      />
    </Root>
  );
}
