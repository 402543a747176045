import { useWatch } from 'react-hook-form';
import { RadioGroup } from '@bonis/design-system';
import type { SavedAddress } from '../api/get-saved-addresses';
import { useCheckoutFormContext } from '../hooks/use-checkout-form-context';
import { applySavedAddress, matchingAddress } from '../utils/saved-address';

/** The option for an address that is not saved (typed in the fields below). */
const OTHER = 'other';

/**
 * 'Mis direcciones': the shopper's saved addresses above the address fields. Choosing one fills
 * the address, department, city and (when it has one) the phone; 'Otra dirección' empties the
 * address fields to type a new one. The option checked is the saved address the fields hold,
 * so editing them moves the choice to 'Otra dirección'.
 */
export function SavedAddressPicker({ saved }: { saved: readonly SavedAddress[] }) {
  const { control, setValue } = useCheckoutFormContext();
  const [address, department, city] = useWatch({
    control,
    name: ['address', 'department', 'city'],
  });
  const chosen = matchingAddress(saved, { address, department, city });

  const choose = (value: string) => {
    const entry = saved.find((candidate) => candidate.id === value);
    if (entry) {
      applySavedAddress(setValue, entry);
      return;
    }
    setValue('address', '');
    setValue('department', '');
    setValue('city', '');
  };

  return (
    <RadioGroup
      legend="Mis direcciones"
      options={[
        ...saved.map((entry) => ({
          value: entry.id,
          label: entry.isDefault ? `${entry.label} (predeterminada)` : entry.label,
          hint: `${entry.address} · ${entry.city}, ${entry.department}`,
        })),
        { value: OTHER, label: 'Otra dirección', hint: 'Escríbela en los campos de abajo' },
      ]}
      value={chosen?.id ?? OTHER}
      onValueChange={choose}
    />
  );
}
