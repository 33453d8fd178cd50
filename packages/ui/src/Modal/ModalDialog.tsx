import { FloatingFocusManager, useFloatingRootContext, useMergeRefs } from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { ModalProps } from './modalProps';
import { Actions, Backdrop, Body, Dialog, Header, Panel, Title } from './Modal.styles';
import { ModalTriggerContext } from './modalContext';
import { useVisualViewportHeight } from './useVisualViewportHeight';

export interface ModalDialogProps extends ModalProps {
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
export function ModalDialog({
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
