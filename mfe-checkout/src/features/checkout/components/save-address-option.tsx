import { Checkbox, FormField, TextField } from '@bonis/design-system';
import {
  ADDRESS_LABEL_MAX,
  DEFAULT_ADDRESS_LABEL,
  type SaveAddressChoice,
} from '../utils/saved-address';
import { SaveOption } from './checkout.styles';

export interface SaveAddressOptionProps {
  choice: SaveAddressChoice;
  onChange: (choice: SaveAddressChoice) => void;
}

/**
 * 'Guardar esta dirección': keeps the order's address in the shopper's book once the order is
 * placed, under the name typed ('Casa' when left empty).
 */
export function SaveAddressOption({ choice, onChange }: SaveAddressOptionProps) {
  return (
    <SaveOption>
      <Checkbox
        label="Guardar esta dirección"
        hint="Para elegirla en tu próxima compra"
        checked={choice.save}
        onChange={(event) => onChange({ ...choice, save: event.currentTarget.checked })}
      />
      {choice.save && (
        <FormField
          label="Nombre de la dirección"
          hint={`Por ejemplo: ${DEFAULT_ADDRESS_LABEL}, Oficina`}
        >
          <TextField
            value={choice.label}
            placeholder={DEFAULT_ADDRESS_LABEL}
            maxLength={ADDRESS_LABEL_MAX}
            autoComplete="off"
            onChange={(event) => onChange({ ...choice, label: event.currentTarget.value })}
          />
        </FormField>
      )}
    </SaveOption>
  );
}
