import { useId } from 'react';
import { useController } from 'react-hook-form';
import { RadioGroup } from '@bonis/design-system';
import { useCheckoutFormContext } from '../hooks/use-checkout-form-context';
import { Section, SectionTitle, Step } from './checkout.styles';

const PAYMENT_OPTIONS = [
  {
    value: 'cash',
    label: 'Pago contra entrega',
    hint: 'Pagas en efectivo cuando recibas tu pedido',
  },
  {
    value: 'online',
    label: 'Pago en línea',
    hint: 'Tarjeta o PSE, en el siguiente paso',
  },
] as const;

/** 5) Método de pago: cash on delivery or online (card or PSE, on /payment). */
export function PaymentSection() {
  const titleId = useId();
  const { control } = useCheckoutFormContext();
  const { field, fieldState } = useController({ control, name: 'paymentMethod' });

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        <Step aria-hidden="true">5</Step>
        Método de pago
      </SectionTitle>
      <RadioGroup
        ref={(element) => {
          // react-hook-form focuses this when no method is chosen: the first radio
          field.ref(
            element && {
              focus: () => element.querySelector<HTMLInputElement>('input[type="radio"]')?.focus(),
            },
          );
        }}
        legend="¿Cómo quieres pagar?"
        name={field.name}
        options={PAYMENT_OPTIONS}
        value={field.value}
        onValueChange={field.onChange}
        invalid={Boolean(fieldState.error)}
        onBlur={field.onBlur}
      />
    </Section>
  );
}
