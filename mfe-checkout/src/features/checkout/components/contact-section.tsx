import { useId, type RefCallback } from 'react';
import { useController, type ControllerRenderProps } from 'react-hook-form';
import { FormField, Select, TextField, type FormFieldControlProps } from '@bonis/design-system';
import { useCheckoutFormContext } from '../hooks/use-checkout-form-context';
import { COUNTRY_CODES, phoneDigits, type CheckoutValues } from '../schemas/checkout';
import { CheckoutTextField } from './checkout-text-field';
import { FieldRow, PhoneControls, Section, SectionTitle, Step } from './checkout.styles';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/** 1) Información de contacto: Nombre, Apellido, Teléfono (with its country code), Email. */
export function ContactSection() {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        <Step aria-hidden="true">1</Step>
        Información de contacto
      </SectionTitle>
      <FieldRow>
        <CheckoutTextField name="firstName" label="Nombre" autoComplete="given-name" required />
        <CheckoutTextField name="lastName" label="Apellido" autoComplete="family-name" required />
      </FieldRow>
      <FieldRow>
        <PhoneField />
        <CheckoutTextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
      </FieldRow>
    </Section>
  );
}

/**
 * Teléfono: the country code (+57 by default) and the number, which keeps digits only, at most
 * ten, whatever is typed or pasted. FormField labels and describes the number; the select has
 * its own name.
 */
function PhoneField() {
  const { control } = useCheckoutFormContext();
  const {
    field: { ref: phoneRef, ...phone },
    fieldState,
  } = useController({ control, name: 'phone' });
  const {
    field: { ref: countryRef, ...country },
  } = useController({ control, name: 'countryCode' });
  return (
    <FormField label="Teléfono" required>
      <PhoneInputs
        phone={phone}
        phoneRef={phoneRef}
        country={country}
        countryRef={countryRef}
        invalid={Boolean(fieldState.error)}
      />
    </FormField>
  );
}

interface PhoneInputsProps extends FormFieldControlProps {
  phone: Omit<ControllerRenderProps<CheckoutValues, 'phone'>, 'ref'>;
  phoneRef: RefCallback<HTMLInputElement>;
  country: Omit<ControllerRenderProps<CheckoutValues, 'countryCode'>, 'ref'>;
  countryRef: RefCallback<HTMLSelectElement>;
  invalid: boolean;
}

/** The select and the number; takes what FormField wires into its control for the number. */
function PhoneInputs({
  phone,
  phoneRef,
  country,
  countryRef,
  invalid,
  id,
  required,
  'aria-describedby': describedBy,
}: PhoneInputsProps) {
  return (
    <PhoneControls>
      <Select
        aria-label="Indicativo del país"
        options={COUNTRY_OPTIONS}
        name={country.name}
        value={country.value}
        ref={countryRef}
        onChange={(event) => country.onChange(event.currentTarget.value)}
        onBlur={country.onBlur}
      />
      <TextField
        id={id}
        required={required}
        aria-describedby={describedBy}
        invalid={invalid}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        name={phone.name}
        value={phone.value}
        ref={phoneRef}
        onChange={(event) => phone.onChange(phoneDigits(event.currentTarget.value, country.value))}
        onBlur={phone.onBlur}
      />
    </PhoneControls>
  );
}
