export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { visuallyHiddenCss } from './visually-hidden.styles';
