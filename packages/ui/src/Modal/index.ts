export { Modal, ModalTrigger } from './Modal';
export type { ModalContent, ModalProps, ModalRenderProps, ModalTriggerProps } from './Modal';
