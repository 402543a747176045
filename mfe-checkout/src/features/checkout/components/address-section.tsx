import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { FormField, Select, Textarea } from '@bonis/design-system';
import { COLOMBIA, citiesOf } from '@bonis/supabase-client';
import type { SavedAddress } from '../api/get-saved-addresses';
import { useCheckoutFormContext } from '../hooks/use-checkout-form-context';
import { NOTES_MAX } from '../schemas/checkout';
import { matchingAddress, type SaveAddressChoice } from '../utils/saved-address';
import { CheckoutTextField } from './checkout-text-field';
import { FieldRow, Section, SectionTitle, Step } from './checkout.styles';
import { SaveAddressOption } from './save-address-option';
import { SavedAddressPicker } from './saved-address-picker';

const DEPARTMENT_OPTIONS = COLOMBIA.map(({ name }) => ({ value: name, label: name }));

export interface AddressSectionProps {
  /** the shopper's saved addresses (undefined while read, or when they can't be) */
  saved: readonly SavedAddress[] | undefined;
  /** 'Guardar esta dirección' and its name */
  saveChoice: SaveAddressChoice;
  onSaveChoiceChange: (choice: SaveAddressChoice) => void;
}

/**
 * 2) Dirección de envío: the saved addresses to choose from ('Mis direcciones', when there are
 * any), Dirección, Departamento, Ciudad (the cities of the department chosen: choosing another
 * department clears the city and lists its own), 'Guardar esta dirección' (for an address not
 * saved yet), Notas (optional).
 */
export function AddressSection({ saved, saveChoice, onSaveChoiceChange }: AddressSectionProps) {
  const titleId = useId();
  const { control, setValue } = useCheckoutFormContext();
  const address = useWatch({ control, name: 'address' });
  const {
    field: { ref: departmentRef, ...department },
    fieldState: departmentState,
  } = useController({ control, name: 'department' });
  const {
    field: { ref: cityRef, ...city },
    fieldState: cityState,
  } = useController({ control, name: 'city' });
  const {
    field: { ref: notesRef, ...notes },
  } = useController({ control, name: 'notes' });
  const cities = citiesOf(department.value);
  const isSaved =
    saved !== undefined &&
    matchingAddress(saved, { address, department: department.value, city: city.value }) !==
      undefined;

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        <Step aria-hidden="true">2</Step>
        Dirección de envío
      </SectionTitle>
      {saved && saved.length > 0 && <SavedAddressPicker saved={saved} />}
      <CheckoutTextField
        name="address"
        label="Dirección"
        placeholder="Calle 123 # 45-67, apartamento 801"
        autoComplete="street-address"
        required
      />
      <FieldRow>
        <FormField label="Departamento" required>
          <Select
            placeholder="Selecciona un departamento"
            options={DEPARTMENT_OPTIONS}
            name={department.name}
            value={department.value}
            ref={departmentRef}
            invalid={Boolean(departmentState.error)}
            autoComplete="address-level1"
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (next === department.value) return;
              department.onChange(next);
              setValue('city', '');
            }}
            onBlur={department.onBlur}
          />
        </FormField>
        <FormField
          label="Ciudad"
          required
          hint={department.value ? undefined : 'Primero elige el departamento'}
        >
          <Select
            placeholder="Selecciona una ciudad"
            options={cities.map((name) => ({ value: name, label: name }))}
            disabled={cities.length === 0}
            name={city.name}
            value={city.value}
            ref={cityRef}
            invalid={Boolean(cityState.error)}
            autoComplete="address-level2"
            onChange={(event) => city.onChange(event.currentTarget.value)}
            onBlur={city.onBlur}
          />
        </FormField>
      </FieldRow>
      {!isSaved && <SaveAddressOption choice={saveChoice} onChange={onSaveChoiceChange} />}
      <FormField label="Notas" hint="Opcional: indicaciones para la entrega">
        <Textarea
          rows={3}
          maxLength={NOTES_MAX}
          name={notes.name}
          value={notes.value}
          ref={notesRef}
          onChange={(event) => notes.onChange(event.currentTarget.value)}
          onBlur={notes.onBlur}
        />
      </FormField>
    </Section>
  );
}
