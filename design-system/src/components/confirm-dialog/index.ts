export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogTone } from './confirm-dialog';
