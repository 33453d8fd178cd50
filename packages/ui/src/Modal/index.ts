export { Modal, ModalTrigger } from './Modal';
export { preloadModal } from './loadModalDialog';
export type { ModalContent, ModalProps, ModalRenderProps, ModalTriggerProps } from './Modal';
