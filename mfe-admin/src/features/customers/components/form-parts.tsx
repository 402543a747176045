import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, FormField, Modal, Textarea, type ButtonVariant } from '@bonis/design-system';
import { FormAlert, useSingleSubmit } from '@bonis/forms';
import { DialogActions, DialogForm } from './customers.styles';

export interface ReasonFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  label: string;
  hint?: ReactNode;
  maxLength: number;
  rows?: number;
}

/**
 * A required text of a few lines (a reason, a note), driven by react-hook-form: label with the
 * '*' mark, hint, the character count and the schema's error under it. (The kit's
 * `FormTextarea` has no `required` mark.)
 */
export function ReasonField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
  maxLength,
  rows = 3,
}: ReasonFieldProps<T, O>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} required error={fieldState.error?.message}>
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

export interface ActionDialogProps<T extends FieldValues, O extends FieldValues> {
  title: string;
  /** under the title: what the action is about (the bonus, the customer) */
  description?: ReactNode;
  form: UseFormReturn<T, unknown, O>;
  /** runs once per submit the schema accepted; a refusal goes to `showServerError` */
  onSubmit: (values: O) => Promise<void>;
  onClose: () => void;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  busy: boolean;
  children: (alertId: string) => ReactNode;
}

/**
 * A dialog holding one action's form (adjusting points, voiding or extending a bonus): the
 * fields, the database's refusal above the buttons (`FormAlert`, announced), 'Cancelar' and the
 * submit, which sends once however often it is pressed.
 */
export function ActionDialog<T extends FieldValues, O extends FieldValues>({
  title,
  description,
  form,
  onSubmit,
  onClose,
  submitLabel,
  submitVariant = 'primary',
  busy,
  children,
}: ActionDialogProps<T, O>) {
  const alertId = useId();
  const once = useSingleSubmit();
  return (
    <Modal open onClose={busy ? () => undefined : onClose} title={title} description={description}>
      <DialogForm noValidate onSubmit={once(form.handleSubmit(onSubmit))} aria-busy={busy}>
        {children(alertId)}
        <FormAlert
          id={alertId}
          errors={form.formState.errors}
          submitCount={form.formState.submitCount}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant={submitVariant} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
