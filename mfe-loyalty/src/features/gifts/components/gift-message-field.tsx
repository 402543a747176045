import { useController, type Control } from 'react-hook-form';
import { FormField, Textarea } from '@bonis/design-system';
import { MESSAGE_MAX, type BuyGiftInput, type GiftFormValues } from '../schemas/gift-form';

/**
 * The gift's message: optional, at most 500 characters, with the design system's live counter
 * ('123/500'), which is also the field's description.
 */
export function GiftMessageField({
  control,
}: {
  control: Control<GiftFormValues, unknown, BuyGiftInput>;
}) {
  const {
    field: { name, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name: 'message' });
  return (
    <FormField
      label="Mensaje (opcional)"
      hint="Lo verá en el email con su código."
      error={fieldState.error?.message}
    >
      <Textarea
        name={name}
        ref={(element) => ref(element)}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => onBlur()}
        maxLength={MESSAGE_MAX}
        rows={4}
        placeholder="¡Feliz cumpleaños! Para que consientas a tu peludo."
      />
    </FormField>
  );
}
