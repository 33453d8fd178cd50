import type { ReactNode, Ref } from 'react';

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
