import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';
import { FormAlert } from './form-alert';
import { FormTextField } from './form-text-field';
import { showServerError } from './server-error';
import { useSingleSubmit } from './use-single-submit';

const schema = z.object({
  phone: z.string().length(10, 'Ingresa un número válido de 10 dígitos'),
  email: z.string().min(1, 'Ingresa tu email'),
});
type Values = z.input<typeof schema>;

/** A form built the way the remotes build theirs; the server refuses every submit. */
function PhoneForm({ refusal }: { refusal: string }) {
  const form = useForm<Values>({
    resolver: firstError(zodResolver(schema)),
    defaultValues: { phone: '', email: '' },
    reValidateMode: 'onSubmit',
  });
  const alertId = useId();
  const once = useSingleSubmit();
  const submit = async () => {
    showServerError(form, refusal, { about: ['phone'] });
  };
  return (
    <form noValidate onSubmit={once(form.handleSubmit(submit))}>
      <FormTextField
        control={form.control}
        name="phone"
        label="Celular"
        type="tel"
        prefix="+57"
        keep={(typed) => typed.replace(/\D/g, '').slice(0, 10)}
        required
        alertId={alertId}
      />
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        alertId={alertId}
      />
      <FormAlert
        id={alertId}
        errors={form.formState.errors}
        submitCount={form.formState.submitCount}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormTextField with FormAlert', () => {
  it("shows the schema's first error under its field, with the field marked and focused", async () => {
    const user = userEvent.setup();
    render(<PhoneForm refusal="Número bloqueado" />);

    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const phone = screen.getByRole('textbox', { name: 'Celular (obligatorio)' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ingresa un número válido de 10 dígitos',
    );
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('Ingresa un número válido de 10 dígitos');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeValid();
  });

  it('keeps only what `keep` allows of what is typed, after the fixed prefix', async () => {
    const user = userEvent.setup();
    render(<PhoneForm refusal="Número bloqueado" />);

    const phone = screen.getByRole('textbox', { name: 'Celular (obligatorio)' });
    await user.type(phone, '300-123 45678');

    expect(phone).toHaveValue('3001234567');
    expect(screen.getByText('+57')).toHaveAttribute('aria-hidden', 'true');
  });

  it("tells the server's answer once, in the alert the field it is about points at", async () => {
    const user = userEvent.setup();
    render(<PhoneForm refusal="Número bloqueado" />);

    await user.type(screen.getByRole('textbox', { name: 'Celular (obligatorio)' }), '3001234567');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const phone = screen.getByRole('textbox', { name: 'Celular (obligatorio)' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Número bloqueado');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('Número bloqueado');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeValid();
  });
});
