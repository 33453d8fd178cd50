import { FloatingFocusManager, useFloatingRootContext, useMergeRefs } from '@floating-ui/react';
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { Actions, Backdrop, Body, Dialog, Header, Panel, Title } from './Modal.styles';
import { useOpenState, type OpenState } from './useOpenState';
import { useVisualViewportHeight } from './useVisualViewportHeight';

/** What a function passed as `children` or `actions` receives. */
export interface ModalRenderProps {
  /** Closes the modal (through `onOpenChange` or the trigger's state). */
  close: () => void;
}

/** Content of the modal: nodes, or a function of `close` for content that closes the modal itself. */
export type ModalContent = ReactNode | ((renderProps: ModalRenderProps) => ReactNode);

export interface ModalProps {
  /** The heading at the top of the modal; it is the dialog's accessible name. */
  title: ReactNode;
  /** The content below the title; it scrolls inside the modal when it is too long. */
  children?: ModalContent;
  /** Buttons at the foot of the modal, kept in view while the content scrolls. */
  actions?: ModalContent;
  /**
   * The width in pixels; the modal narrows to fit smaller viewports.
   * @default 600
   */
  width?: number;
  /** Whether the modal is open (controlled). Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  /** Whether the modal is open at first (uncontrolled). Leave unset inside a `ModalTrigger`. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. Inside a `ModalTrigger`, put it on the trigger. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether Escape and a click on the backdrop close the modal. When false, only the modal's
   * own content (or the controlling parent) can close it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * The dialog's role: `alertdialog` for confirmations that interrupt the user's task.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that describes the dialog, read after its title. */
  'aria-describedby'?: string;
  /** A ref to the dialog element, which takes focus when the modal opens. */
  ref?: Ref<HTMLElement>;
  /** Extra class names for the modal panel. */
  className?: string;
}

/** What a `ModalTrigger` shares with the `Modal` inside it. */
interface ModalTriggerContextValue extends OpenState {
  /** The trigger element: focus returns to it when the modal closes. */
  triggerElement: HTMLElement | null;
  /** The dialog's id, which the trigger's `aria-controls` names while the modal is open. */
  dialogId: string;
}

const ModalTriggerContext = createContext<ModalTriggerContextValue | null>(null);

/**
 * A modal dialog: focus moves into it and stays there, returns to the element that opened it
 * on close, the page behind is hidden from assistive technology and does not scroll, and
 * Escape or a click on the backdrop closes it (spec A 2.4) unless `isDismissable` is false.
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
  if (!state.isOpen) return null;
  return (
    <ModalDialog
      {...props}
      setOpen={state.setOpen}
      triggerElement={isTriggered ? trigger.triggerElement : null}
      dialogId={isTriggered ? trigger.dialogId : undefined}
    />
  );
}

interface ModalDialogProps extends ModalProps {
  setOpen: (isOpen: boolean) => void;
  triggerElement: HTMLElement | null;
  dialogId: string | undefined;
}

/**
 * The open modal, mounted on opening: its listeners, scroll lock and focus trap live only while
 * it is open. floating-ui's focus manager does the hard part (focus trap, initial focus, focus
 * back to the trigger, the page hidden from assistive technology); Escape, the backdrop and the
 * portal take a few lines here, which keeps the bundle small (floating-ui's FloatingPortal,
 * useDismiss and useRole would add 3 KB gzip for the same behaviour).
 */
function ModalDialog({
  title,
  children,
  actions,
  width = 600,
  isDismissable = true,
  role = 'dialog',
  'aria-describedby': ariaDescribedBy,
  ref,
  className,
  setOpen,
  triggerElement,
  dialogId,
}: ModalDialogProps) {
  // The element in state as well as in a ref: the focus manager starts once it has mounted.
  const [dialogElement, setDialogElement] = useState<HTMLElement | null>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const dialogRefs = useMergeRefs([dialogRef, setDialogElement, ref]);
  // Focus returns to the trigger; without one (controlled use), to whatever had it before opening.
  const context = useFloatingRootContext({
    open: true,
    onOpenChange: setOpen,
    elements: { reference: triggerElement, floating: dialogElement },
  });
  const titleId = useId();
  const viewportHeight = useVisualViewportHeight();
  // Whether the current press started on the backdrop: a drag from the panel out to it is no click on it.
  const isPressOnBackdrop = useRef(false);
  const close = () => {
    setOpen(false);
  };

  useEffect(() => {
    const dialog = dialogElement;
    if (!isDismissable || dialog === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Not while an input method composes text, nor when a control inside handled Escape itself.
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      // From this dialog, or from outside every dialog (focus lost, or not moved in yet just after
      // opening); Escape inside a popover or a nested modal closes that one only.
      const target = event.target;
      const inThisDialog = target instanceof Node && dialog.contains(target);
      const inAnotherDialog =
        target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
      if (!inThisDialog && inAnotherDialog) return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isDismissable, dialogElement, setOpen]);

  // Rendered on the client only: a server has no document to portal into.
  if (typeof document === 'undefined') return null;
  // Inline custom properties, not interpolations: one class serves every width and height.
  const backdropStyle =
    viewportHeight === undefined ? undefined : ({ '--visual-viewport-height': `${viewportHeight}px` } as CSSProperties);
  const panelStyle = { '--modal-width': `${width}px` } as CSSProperties;
  return createPortal(
    <Backdrop
      lockScroll
      data-component="Modal.Backdrop"
      style={backdropStyle}
      onPointerDown={(event) => {
        isPressOnBackdrop.current = event.target === event.currentTarget;
      }}
      // On click, not on pointer down: the click must not land on the page once the backdrop is gone.
      onClick={(event) => {
        if (isDismissable && isPressOnBackdrop.current && event.target === event.currentTarget) close();
      }}
    >
      {/* The dialog itself takes focus first, so its name and description are read before any control. */}
      <FloatingFocusManager context={context} initialFocus={dialogRef}>
        <Panel data-component="Modal" className={className} style={panelStyle}>
          <Dialog
            ref={dialogRefs}
            id={dialogId}
            role={role}
            tabIndex={-1}
            aria-labelledby={titleId}
            aria-describedby={ariaDescribedBy}
          >
            {/* A Modal nested in this one's content does not open with this one's trigger. */}
            <ModalTriggerContext value={null}>
              <Header>
                <Title id={titleId}>{title}</Title>
              </Header>
              <Body data-part="body">{typeof children === 'function' ? children({ close }) : children}</Body>
              {actions == null ? null : (
                <Actions data-part="actions">{typeof actions === 'function' ? actions({ close }) : actions}</Actions>
              )}
            </ModalTriggerContext>
          </Dialog>
        </Panel>
      </FloatingFocusManager>
    </Backdrop>,
    document.body,
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
  const triggerRef = useMergeRefs([setTriggerElement, triggerProps?.ref]);

  return (
    <ModalTriggerContext value={{ ...state, triggerElement, dialogId }}>
      {isValidElement<TriggerProps>(trigger)
        ? cloneElement(trigger, {
            ref: triggerRef,
            'aria-expanded': state.isOpen,
            'aria-controls': state.isOpen ? dialogId : undefined,
            onPress: (...args) => {
              triggerProps?.onPress?.(...args);
              state.setOpen(true);
            },
          })
        : trigger}
      {rest}
    </ModalTriggerContext>
  );
}
