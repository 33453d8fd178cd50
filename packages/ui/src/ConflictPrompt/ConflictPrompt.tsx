import { useId } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Field, FieldName, Fields, Side, SideLabel, SideValue, Text } from './ConflictPrompt.styles';

/** A field that both the user and someone else changed: its name, and each value as text. */
export interface ConflictField {
  /** The field's name as its form shows it, e.g. "Project name". */
  readonly label: string;
  /** Its value now, as someone else saved it. */
  readonly current: string;
  /** The value the user made, not saved yet. */
  readonly mine: string;
}

/** The user's choice: their change on top of the current version, or the current version. */
export type ConflictChoice = 'mine' | 'current';

/** The title of every conflict. */
export const conflictTitle = 'Changed by someone else';

/** What the prompt explains. */
export const conflictText =
  'Someone else saved a change to this while you were editing. Your edit is not lost: apply it on top of theirs, or take the current one.';

export interface ConflictPromptProps {
  /** Whether the prompt is open. It cannot be dismissed: only a choice closes it. */
  isOpen: boolean;
  /** The fields both changed, in the form's order. */
  fields: readonly ConflictField[];
  /** Called with the user's choice. */
  onChoose: (choice: ConflictChoice) => void;
  /**
   * The question.
   * @default 'Changed by someone else'
   */
  title?: string;
}

/**
 * Tells the user that what they edited changed on the server since they read it, field by field:
 * what it is now and what they made. Nothing is lost until they choose: "Apply mine on top" saves
 * their change over the current version, "Take the current one" drops it. It has no close button
 * and Escape does nothing, so their edit is never dropped by accident.
 */
export function ConflictPrompt({ isOpen, fields, onChoose, title = conflictTitle }: ConflictPromptProps) {
  const textId = useId();
  return (
    <Modal
      title={title}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
      aria-describedby={textId}
      actions={
        <>
          <Button
            onPress={() => {
              onChoose('current');
            }}
          >
            Take the current one
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              onChoose('mine');
            }}
          >
            Apply mine on top
          </Button>
        </>
      }
    >
      <Text id={textId}>{conflictText}</Text>
      <Fields data-component="ConflictPrompt.Fields">
        {fields.map((field) => (
          <Field key={field.label}>
            <FieldName>{field.label}</FieldName>
            <dl>
              <Side data-side="current">
                <SideLabel>Now</SideLabel>
                <SideValue>{field.current}</SideValue>
              </Side>
              <Side data-side="mine">
                <SideLabel>Yours</SideLabel>
                <SideValue>{field.mine}</SideValue>
              </Side>
            </dl>
          </Field>
        ))}
      </Fields>
    </Modal>
  );
}
