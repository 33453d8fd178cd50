import {
  Children,
  cloneElement,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useForwardedRef } from '../internal/setRef';
import { whenIdle } from '../internal/whenIdle';
import { loadedModalDialog, preloadModal } from './loadModalDialog';
import { ModalTriggerContext } from './modalContext';
import type { ModalProps } from './modalProps';
import { useOpenState } from './useOpenState';

export type { ModalContent, ModalProps, ModalRenderProps } from './modalProps';

/**
 * A modal dialog: focus moves into it and stays there, returns to the element that opened it
 * on close, the page behind is hidden from assistive technology and does not scroll, and
 * Escape or a click on the backdrop closes it unless `isDismissable` is false.
 * Use it controlled (`isOpen`, `onOpenChange`) or inside a `ModalTrigger` next to the button
 * that opens it.
 */
export function Modal(props: ModalProps) {
  const { isOpen, defaultOpen, onOpenChange } = props;
  const trigger = useContext(ModalTriggerContext);
  const ownState = useOpenState(isOpen, defaultOpen ?? false, onOpenChange);
  // As react-aria's ModalOverlay did: its own state when given one, otherwise the trigger's.
  const isTriggered = trigger !== null && isOpen === undefined && defaultOpen === undefined;
  const state = isTriggered ? trigger : ownState;
  // The dialog's code: at idle while closed, at once when opened before it arrived (the modal
  // shows as soon as it has; see loadModalDialog.ts).
  const [ModalDialog, setModalDialog] = useState(loadedModalDialog);
  const { isOpen: isShown } = state;
  useEffect(() => {
    if (ModalDialog !== undefined) return;
    let isCurrent = true;
    const load = () => {
      preloadModal().then(
        (component) => {
          if (isCurrent) setModalDialog(() => component);
        },
        (error: unknown) => {
          console.error('Could not load the dialog.', error);
        },
      );
    };
    if (isShown) load();
    const cancel = isShown ? () => undefined : whenIdle(load);
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [ModalDialog, isShown]);
  if (!state.isOpen || ModalDialog === undefined) return null;
  return (
    <ModalDialog
      {...props}
      setOpen={state.setOpen}
      triggerElement={isTriggered ? trigger.triggerElement : null}
      dialogId={isTriggered ? trigger.dialogId : undefined}
    />
  );
}

export interface ModalTriggerProps {
  /** The button that opens the modal, followed by the `Modal` itself. */
  children: ReactNode;
  /** Whether the modal is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the modal is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** The props the trigger reads from, and adds to, its first child. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPress?: (...args: never[]) => void;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/**
 * Opens a `Modal` from a button: the first child is the trigger (a kit `Button`, or any element
 * that takes `onPress` and a ref), the second the `Modal`. Open state lives here (`isOpen`,
 * `defaultOpen`, `onOpenChange`), the trigger is `aria-expanded` while the modal is open, and
 * focus returns to it when the modal closes.
 */
export function ModalTrigger({ children, isOpen, defaultOpen = false, onOpenChange }: ModalTriggerProps) {
  const state = useOpenState(isOpen, defaultOpen, onOpenChange);
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const dialogId = useId();
  const [trigger, ...rest] = Children.toArray(children);
  const triggerProps = isValidElement<TriggerProps>(trigger) ? trigger.props : undefined;
  const ownOnPress = triggerProps?.onPress;
  const triggerRef = useForwardedRef(setTriggerElement, triggerProps?.ref);

  return (
    <ModalTriggerContext value={{ ...state, triggerElement, dialogId }}>
      {isValidElement<TriggerProps>(trigger)
        ? cloneElement(trigger, {
            ref: triggerRef,
            'aria-expanded': state.isOpen,
            'aria-controls': state.isOpen ? dialogId : undefined,
            onPress: (...args) => {
              ownOnPress?.(...args);
              state.setOpen(true);
            },
          })
        : trigger}
      {rest}
    </ModalTriggerContext>
  );
}
