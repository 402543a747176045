export { firstError } from './first-error';
export { FormAlert } from './form-alert';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { SERVER_ERROR, SERVER_ERROR_PATH, showServerError } from './server-error';
export { toastFirstError } from './toast-first-error';
export { useSingleSubmit } from './use-single-submit';
