import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { FormField, Select, Switch, Textarea, type SelectOption } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';

/**
 * The form dialogs' other controls, driven by react-hook-form as `FormTextField` (of
 * `@bonis/forms`) drives a text input: label, hint and the field's error wired by FormField.
 */
interface FieldProps<T extends FieldValues, O extends FieldValues, Value> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, Value>;
  label: string;
}

export interface FormTextareaProps<T extends FieldValues, O extends FieldValues> extends FieldProps<
  T,
  O,
  string
> {
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
}

/** A text of a few lines (a description). */
export function FormTextarea<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
  rows = 2,
  maxLength,
}: FormTextareaProps<T, O>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} error={fieldState.error?.message}>
      <Textarea
        name={field.name}
        value={field.value as string}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={ref}
        rows={rows}
        maxLength={maxLength}
      />
    </FormField>
  );
}

export interface FormSelectProps<T extends FieldValues, O extends FieldValues> extends FieldProps<
  T,
  O,
  string
> {
  options: readonly SelectOption[];
  hint?: ReactNode;
  required?: boolean;
  /** shown (and not choosable) while the value is '' */
  placeholder?: string;
  disabled?: boolean;
  /** After the admin chose an option (the field has it already): clear the fields that hang
   * on it, say. */
  onPick?: (value: string) => void;
}

/** One of a few options (a category, a type). */
export function FormSelect<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
  required = false,
  placeholder,
  disabled,
  onPick,
}: FormSelectProps<T, O>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const value = field.value as string;
  return (
    <FormField label={label} hint={hint} required={required} error={fieldState.error?.message}>
      <Select
        name={field.name}
        value={value}
        onChange={(event) => {
          field.onChange(event);
          onPick?.(event.target.value);
        }}
        onBlur={field.onBlur}
        ref={ref}
        disabled={disabled}
        placeholder={value === '' ? placeholder : undefined}
        options={options}
      />
    </FormField>
  );
}

/** On or off ('Activo', 'Popular'). */
export function FormSwitch<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
}: FieldProps<T, O, boolean>) {
  const {
    field: { ref, ...field },
  } = useController({ control, name });
  return (
    <Switch
      label={label}
      checked={field.value as boolean}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      ref={ref}
    />
  );
}

export interface NameFieldsProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  nameMax: number;
  descriptionMax: number;
  /** under the name (what it decides, say) */
  nameHint?: ReactNode;
  namePlaceholder?: string;
}

/**
 * A resource's usual first fields: 'Nombre' (required, its `name`) and 'Descripción' (its
 * `description`), each limited to its column as the schema's `nameField`/`descriptionField`.
 */
export function NameFields<
  T extends FieldValues & { name: string; description: string },
  O extends FieldValues,
>({ control, nameMax, descriptionMax, nameHint, namePlaceholder }: NameFieldsProps<T, O>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as FieldPathByValue<T, string>}
        label="Nombre"
        required
        maxLength={nameMax}
        autoComplete="off"
        hint={nameHint}
        placeholder={namePlaceholder}
      />
      <FormTextarea
        control={control}
        name={'description' as FieldPathByValue<T, string>}
        label="Descripción"
        maxLength={descriptionMax}
      />
    </>
  );
}
