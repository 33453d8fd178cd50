import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { ErrorMessage, Form, Text } from './Prompt.styles';
import { getErrorText, usePromptAction } from './usePromptAction';

/** `negative` marks a destructive action: the confirm button turns critical. */
export type PromptType = 'default' | 'negative';

/** A success message that replaces the prompt once its action succeeds, and cannot be closed. */
export interface PromptSuccess {
  /** The heading of the message, e.g. "Deleted the Bean There project!". */
  title: string;
  /** Text below the heading. */
  text?: ReactNode;
  /** The message's only control, e.g. a "Navigate away" button; without one the message has no buttons. */
  action?: ReactNode;
}

export interface PromptProps {
  /** The question, e.g. "Delete this card?"; it names the dialog. */
  title: string;
  /** What confirming does and whether it can be undone; it describes the dialog. */
  text?: ReactNode;
  /** The label of the confirm button, e.g. "Yes, delete it". */
  confirmLabel: string;
  /** The label of the cancel button, e.g. "No, keep it". */
  cancelLabel: string;
  /**
   * `negative` for destructive actions (the confirm button uses the negative variant).
   * @default 'default'
   */
  type?: PromptType;
  /**
   * The width in pixels (prompts are 600 px wide).
   * @default 600
   */
  width?: number;
  /**
   * The action. Return a promise to keep the prompt busy until it settles: on success the prompt
   * closes (or shows `success`), on rejection it stays open with the error.
   */
  onConfirm: (() => void) | (() => Promise<unknown>);
  /** Called when the cancel button is pressed, before the prompt closes. */
  onCancel?: () => void;
  /** The message shown when `onConfirm` throws or rejects; defaults to the thrown Error's message. */
  errorMessage?: ReactNode;
  /** A message that replaces the prompt when `onConfirm` succeeds; it cannot be closed by the user. */
  success?: PromptSuccess;
  /**
   * Whether the confirm button is disabled, e.g. until a field in `children` is valid.
   * @default false
   */
  isConfirmDisabled?: boolean;
  /** Extra content between the text and the buttons, such as a field; Enter in a field confirms. */
  children?: ReactNode;
  /** Whether the prompt is open (controlled). Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  /** Whether the prompt is open at first (uncontrolled). Leave unset inside a `ModalTrigger`. */
  defaultOpen?: boolean;
  /** Called when the prompt opens or closes. Inside a `ModalTrigger`, put it on the trigger. */
  onOpenChange?: (isOpen: boolean) => void;
}

const fallbackErrorText = 'Could not complete the action. Try again.';

/**
 * A confirmation prompt on `Modal` (role `alertdialog`): title, text, cancel and confirm.
 * While the promise returned by `onConfirm` is pending the confirm button shows as pending, cancel
 * is disabled and Escape and the backdrop do nothing; a rejection shows its message in the prompt
 * (role `alert`) and leaves everything as the user left it, ready to retry. With `success`, a
 * successful action turns the prompt into a message that cannot be closed (as after what was shown is deleted).
 */
export function Prompt({
  title,
  text,
  confirmLabel,
  cancelLabel,
  type = 'default',
  width = 600,
  onConfirm,
  onCancel,
  errorMessage,
  success,
  isConfirmDisabled = false,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PromptProps) {
  const { status, error, confirm, reset } = usePromptAction({ onConfirm, hasSuccess: success !== undefined });
  const dialogRef = useRef<HTMLElement>(null);
  const formId = useId();
  const textId = useId();
  const isBusy = status === 'busy';
  const shownSuccess = status === 'success' ? success : undefined;
  const description = shownSuccess === undefined ? text : shownSuccess.text;

  // The focused confirm button disappears with the success message: focus the dialog, so that
  // screen readers announce it anew (its name and description are now the message's).
  useLayoutEffect(() => {
    if (status === 'success') dialogRef.current?.focus();
  }, [status]);

  return (
    <Modal
      title={shownSuccess === undefined ? title : shownSuccess.title}
      role="alertdialog"
      width={width}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={status === 'idle' || status === 'error'}
      aria-describedby={description == null ? undefined : textId}
      ref={dialogRef}
      actions={
        shownSuccess === undefined
          ? ({ close }) => (
              <>
                <Button
                  isDisabled={isBusy}
                  onPress={() => {
                    onCancel?.();
                    close();
                  }}
                >
                  {cancelLabel}
                </Button>
                <Button
                  type="submit"
                  form={formId}
                  variant={type === 'negative' ? 'negative' : 'primary'}
                  isDisabled={isConfirmDisabled}
                  isPending={isBusy}
                >
                  {confirmLabel}
                </Button>
              </>
            )
          : shownSuccess.action
      }
    >
      {({ close }) => (
        <ResetOnClose onClose={reset}>
          {shownSuccess === undefined ? (
            <Form
              id={formId}
              data-status={status}
              onSubmit={(event) => {
                event.preventDefault();
                if (!isConfirmDisabled) void confirm(close);
              }}
            >
              {text == null ? null : <Text id={textId}>{text}</Text>}
              {children}
              {status === 'error' ? (
                <ErrorMessage role="alert">{errorMessage ?? getErrorText(error, fallbackErrorText)}</ErrorMessage>
              ) : null}
            </Form>
          ) : description == null ? null : (
            <Text id={textId}>{description}</Text>
          )}
        </ResetOnClose>
      )}
    </Modal>
  );
}

/**
 * Mounted with the dialog's content, unmounted when the prompt closes, however it closes
 * (buttons, Escape, backdrop, the parent): the next opening starts afresh.
 */
function ResetOnClose({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEffect(
    () => () => {
      onClose();
    },
    [onClose],
  );
  return children;
}
