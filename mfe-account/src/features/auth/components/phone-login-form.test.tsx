import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import {
  provideFakeSupabase,
  type FakeAuthResult,
  type FakeSupabase,
} from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus } from '../../../testing/bus';
import { deferred } from '../../../testing/deferred';
import { renderWidget } from '../../../testing/render';
import AuthModalsWidget from '../../../widgets/auth-modals';

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;

beforeEach(() => {
  fake = provideFakeSupabase();
  resetBus(null);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  bus.stop();
  vi.restoreAllMocks();
});

const phoneField = () => screen.getByLabelText(/^Número de celular/) as HTMLInputElement;
const codeField = () => screen.getByLabelText(/^Código de verificación/) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

function renderPhone(onClose = vi.fn()) {
  renderWidget(<AuthModalsWidget modal="phone-login" onClose={onClose} />);
  return { onClose };
}

async function reachCodeStep(phone = '3001234567') {
  fireEvent.change(phoneField(), { target: { value: phone } });
  fireEvent.click(button('Enviar código'));
  await screen.findByLabelText(/^Código de verificación/);
}

describe('Phone login: the number', () => {
  it('shows the +57 prefix and uses tel-national autocomplete with a numeric keypad', () => {
    renderPhone();
    expect(screen.getByText('+57')).toBeTruthy();
    expect(phoneField().getAttribute('autocomplete')).toBe('tel-national');
    expect(phoneField().getAttribute('inputmode')).toBe('numeric');
    expect(phoneField().type).toBe('tel');
  });

  it('keeps digits only, at most 10, and drops a pasted +57', () => {
    renderPhone();
    fireEvent.change(phoneField(), { target: { value: '300-12a3 45678999' } });
    expect(phoneField().value).toBe('3001234567');
    fireEvent.change(phoneField(), { target: { value: '+57 310 765 4321' } });
    expect(phoneField().value).toBe('3107654321');
  });

  it("says 'Ingresa un número válido de 10 dígitos' for fewer than 10 digits", async () => {
    renderPhone();
    fireEvent.change(phoneField(), { target: { value: '300123' } });
    fireEvent.click(button('Enviar código'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ingresa un número válido de 10 dígitos');
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(phoneField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(phoneField().value).toBe('300123');
    expect(fake.auth.signInWithOtp).not.toHaveBeenCalled();
  });

  it('sends the code to +57 and the digits, says Código enviado and asks for the code', async () => {
    renderPhone();
    await reachCodeStep();
    expect(fake.auth.signInWithOtp).toHaveBeenCalledWith({ phone: '+573001234567' });
    expect(bus.toasts).toEqual([
      {
        title: 'Código enviado',
        description: 'Enviamos un código de 6 dígitos al +57 300 123 4567.',
        tone: 'success',
      },
    ]);
    expect(document.activeElement).toBe(codeField());
  });

  it("shows the service's message when the code can't be sent", async () => {
    fake.auth.signInWithOtp.mockResolvedValue({
      data: null,
      error: new AuthApiError(
        'Invalid phone number format (E.164 required)',
        400,
        'validation_failed',
      ),
    });
    renderPhone();
    fireEvent.change(phoneField(), { target: { value: '3001234567' } });
    fireEvent.click(button('Enviar código'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid phone number format (E.164 required)');
    expect(phoneField().getAttribute('aria-describedby')).toContain(alert.id);
  });

  it.each([
    ['the call throws', () => fake.auth.signInWithOtp.mockRejectedValue(new Error('boom'))],
    [
      'the service gives no message',
      () =>
        fake.auth.signInWithOtp.mockResolvedValue({
          data: null,
          error: new AuthApiError('', 500, 'sms_send_failed'),
        }),
    ],
  ])("says 'Error al enviar código. Verifica tu número.' when %s", async (_, arrange) => {
    arrange();
    renderPhone();
    fireEvent.change(phoneField(), { target: { value: '3001234567' } });
    fireEvent.click(button('Enviar código'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al enviar código. Verifica tu número.',
    );
  });

  it('shows a busy button while sending and sends once', async () => {
    const pending = deferred<FakeAuthResult>();
    fake.auth.signInWithOtp.mockReturnValue(pending.promise);
    renderPhone();
    fireEvent.change(phoneField(), { target: { value: '3001234567' } });
    const form = button('Enviar código').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button('Enviar código').getAttribute('aria-busy')).toBe('true'));
    expect(fake.auth.signInWithOtp).toHaveBeenCalledTimes(1);
    pending.resolve({ data: {}, error: null });
    await screen.findByLabelText(/^Código de verificación/);
  });
});

describe('Phone login: the code', () => {
  it('keeps digits only, at most 6, with one-time-code autocomplete', async () => {
    renderPhone();
    await reachCodeStep();
    fireEvent.change(codeField(), { target: { value: '12 34-5678' } });
    expect(codeField().value).toBe('123456');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
  });

  it("says 'Ingresa el código completo de 6 dígitos' for a shorter code", async () => {
    renderPhone();
    await reachCodeStep();
    fireEvent.change(codeField(), { target: { value: '12345' } });
    fireEvent.click(button('Verificar código'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ingresa el código completo de 6 dígitos');
    expect(codeField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(fake.auth.verifyOtp).not.toHaveBeenCalled();
  });

  it('verifies the code as an SMS code, says ¡Bienvenido! and closes', async () => {
    const { onClose } = renderPhone();
    await reachCodeStep();
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(button('Verificar código'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.auth.verifyOtp).toHaveBeenCalledWith({
      phone: '+573001234567',
      token: '123456',
      type: 'sms',
    });
    expect(bus.toasts.at(-1)).toEqual({ title: '¡Bienvenido!', tone: 'success' });
  });

  it("says 'Código incorrecto. Intenta nuevamente.' for a wrong code and keeps it", async () => {
    fake.auth.verifyOtp.mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
    });
    const { onClose } = renderPhone();
    await reachCodeStep();
    fireEvent.change(codeField(), { target: { value: '654321' } });
    fireEvent.click(button('Verificar código'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Código incorrecto. Intenta nuevamente.');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(codeField().value).toBe('654321');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a failed verification is unexpected when the call throws', async () => {
    fake.auth.verifyOtp.mockRejectedValue(new Error('boom'));
    renderPhone();
    await reachCodeStep();
    fireEvent.change(codeField(), { target: { value: '654321' } });
    fireEvent.click(button('Verificar código'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error inesperado al verificar el código: boom',
    );
  });

  it("goes back to change the number, keeping it, with 'Cambiar número'", async () => {
    renderPhone();
    await reachCodeStep();
    fireEvent.click(button('Cambiar número'));
    expect(phoneField().value).toBe('3001234567');
    expect(document.activeElement).toBe(phoneField());
  });

  it("sends a new code with 'Reenviar código'", async () => {
    renderPhone();
    await reachCodeStep();
    fireEvent.click(button('Reenviar código'));
    await waitFor(() => expect(fake.auth.signInWithOtp).toHaveBeenCalledTimes(2));
    expect(fake.auth.signInWithOtp).toHaveBeenLastCalledWith({ phone: '+573001234567' });
    await waitFor(() => expect(bus.toasts).toHaveLength(2));
    expect(bus.toasts[1]?.title).toBe('Código enviado');
  });
});
