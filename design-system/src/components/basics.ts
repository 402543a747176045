/** The basics: buttons, badges, loading states, links, form controls, tooltip, card, avatar. */
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { IconButton, type IconButtonProps } from './icon-button';
export { Badge, type BadgeProps, type BadgeSize, type BadgeTone, type BadgeVariant } from './badge';
export {
  Skeleton,
  SkeletonText,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonTextProps,
} from './skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { Progress, type ProgressProps, type ProgressSize, type ProgressVariant } from './progress';
export { VisuallyHidden, visuallyHiddenCss, type VisuallyHiddenProps } from './visually-hidden';
export { EXTERNAL_LINK_TEXT, Link, type LinkProps, type LinkVariant } from './link';
export { TextField, type FieldSize, type TextFieldProps } from './text-field';
export { Textarea, type TextareaProps, type TextareaResize } from './textarea';
export { Select, type SelectOption, type SelectProps } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from './radio-group';
export { Switch, type SwitchProps } from './switch';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './form-field';
export { Tooltip, type TooltipPlacement, type TooltipProps } from './tooltip';
export { Card, type CardElement, type CardPadding, type CardProps, type CardVariant } from './card';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
