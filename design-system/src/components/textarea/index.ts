export { Textarea, type TextareaProps, type TextareaResize } from './textarea';
