export { TextField, type FieldSize, type TextFieldProps } from './text-field';
