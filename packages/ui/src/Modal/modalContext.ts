import { createContext } from 'react';
import type { OpenState } from './useOpenState';

/** What a `ModalTrigger` shares with the `Modal` inside it. */
export interface ModalTriggerContextValue extends OpenState {
  /** The trigger element: focus returns to it when the modal closes. */
  triggerElement: HTMLElement | null;
  /** The dialog's id, which the trigger's `aria-controls` names while the modal is open. */
  dialogId: string;
}

export const ModalTriggerContext = createContext<ModalTriggerContextValue | null>(null);
