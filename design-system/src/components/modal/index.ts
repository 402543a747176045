export { Modal, type ModalProps, type ModalSize } from './modal';
