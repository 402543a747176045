// Copied from mfe-account/src/components/form (remotes never import each other), as mfe-checkout
// did. The kit belongs in a shared package; until it moves, change every copy together.
export { firstError } from './first-error';
export { FormAlert } from './form-alert';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { SERVER_ERROR, SERVER_ERROR_PATH, showServerError } from './server-error';
export { useSingleSubmit } from './use-single-submit';
