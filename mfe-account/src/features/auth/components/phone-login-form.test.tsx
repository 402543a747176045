import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  resetBus,
  supabaseMock,
} from '@bonis/test-utils';
import AuthModalsWidget from '../../../widgets/auth-modals';

let bus: ReturnType<typeof recordBusRequests>;

/** The code sends (`POST /auth/v1/otp`) and checks (`POST /auth/v1/verify`) the page made. */
const sends = () => supabaseMock.requests.filter((request) => request.path === '/auth/v1/otp');
const verifications = () =>
  supabaseMock.requests.filter((request) => request.path === '/auth/v1/verify');

beforeEach(() => {
  resetBus(null);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const phoneField = () => screen.getByLabelText(/^Número de celular/);
const codeField = () => screen.getByLabelText(/^Código de verificación/);
const button = (name: string) => screen.getByRole('button', { name });

function renderPhone(onClose = vi.fn()) {
  const view = renderWithProviders(<AuthModalsWidget modal="phone-login" onClose={onClose} />, {
    userOptions: { delay: null },
  });
  const { user } = view;
  const sendTo = async (phone: string) => {
    await user.type(phoneField(), phone);
    await user.click(button('Enviar código'));
  };
  const reachCodeStep = async (phone = '3001234567') => {
    await sendTo(phone);
    await screen.findByLabelText(/^Código de verificación/);
  };
  const verify = async (code: string) => {
    await user.type(codeField(), code);
    await user.click(button('Verificar código'));
  };
  return { ...view, onClose, sendTo, reachCodeStep, verify };
}

describe('Phone login: the number', () => {
  it('shows the +57 prefix and uses tel-national autocomplete with a numeric keypad', () => {
    renderPhone();
    expect(screen.getByText('+57')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel-national');
    expect(phoneField()).toHaveAttribute('inputmode', 'numeric');
    expect(phoneField()).toHaveAttribute('type', 'tel');
  });

  it('keeps digits only, at most 10, and drops a pasted +57', async () => {
    const { user } = renderPhone();
    await user.type(phoneField(), '300-12a3 45678999');
    expect(phoneField()).toHaveValue('3001234567');
    await user.clear(phoneField());
    await user.paste('+57 310 765 4321');
    expect(phoneField()).toHaveValue('3107654321');
  });

  it("says 'Ingresa un número válido de 10 dígitos' for fewer than 10 digits", async () => {
    const { sendTo } = renderPhone();
    await sendTo('300123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Ingresa un número válido de 10 dígitos$/);
    expect(phoneField()).toBeInvalid();
    expect(phoneField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(phoneField()).toHaveFocus();
    expect(phoneField()).toHaveValue('300123');
    expect(sends()).toEqual([]);
  });

  it('sends the code to +57 and the digits, says Código enviado and asks for the code', async () => {
    const { reachCodeStep } = renderPhone();
    await reachCodeStep();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]?.body).toMatchObject({ phone: '+573001234567' });
    expect(bus.toasts).toEqual([
      {
        title: 'Código enviado',
        description: 'Enviamos un código de 6 dígitos al +57 300 123 4567.',
        tone: 'success',
      },
    ]);
    expect(screen.getByText('+57 300 123 4567')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
  });

  it("shows the service's message when the code can't be sent", async () => {
    supabaseMock.auth.otp(() =>
      supabaseMock.authError({
        code: 'validation_failed',
        message: 'Invalid phone number format (E.164 required)',
      }),
    );
    const { sendTo } = renderPhone();
    await sendTo('3001234567');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Invalid phone number format \(E\.164 required\)$/);
    expect(phoneField()).toBeInvalid();
    expect(phoneField().getAttribute('aria-describedby')).toContain(alert.id);
  });

  it.each([
    [
      "the database's auth hook refusal (403)",
      403,
      'unknown',
      'Los registros están cerrados por ahora',
    ],
    [
      "the auth service's generic refusal (500)",
      500,
      'unexpected_failure',
      'Database error saving new user',
    ],
  ])(
    'says registrations are closed when a new number gets %s while they are',
    async (_, status, code, message) => {
      supabaseMock.table('app_settings').get([
        {
          site_name: 'Boñis',
          site_description: '',
          contact_email: '',
          contact_phone: '',
          whatsapp_number: '',
          free_shipping_threshold: '100000.00',
          newsletter_enabled: true,
          allow_registrations: false,
          maintenance_mode: false,
        },
      ]);
      // the auth service creates the user for a new number: the database refuses it
      supabaseMock.auth.otp(() => supabaseMock.authError({ code, message, status }));
      const { sendTo } = renderPhone();
      await sendTo('3001234567');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Los registros están cerrados por ahora\. Ingresa con un número que ya tenga cuenta\.$/,
      );
      expect(screen.queryByLabelText(/^Código de verificación/)).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      'the service cannot be reached',
      () => supabaseMock.auth.otp(() => supabaseMock.networkError()),
    ],
    [
      'the service gives no message',
      () =>
        supabaseMock.auth.otp(() =>
          supabaseMock.authError({ code: 'sms_send_failed', message: '', status: 500 }),
        ),
    ],
  ])("says 'Error al enviar código. Verifica tu número.' when %s", async (_, arrange) => {
    arrange();
    const { sendTo } = renderPhone();
    await sendTo('3001234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error al enviar código\. Verifica tu número\.$/,
    );
  });

  it('shows a busy button while sending and sends once', async () => {
    const pending = deferred<undefined>();
    supabaseMock.auth.otp(() => pending.promise);
    const { user } = renderPhone();
    await user.type(phoneField(), '3001234567');
    const form = button('Enviar código').closest('form') as HTMLFormElement;
    // two submits in one tick, before the busy state renders: only fireEvent sends them so close
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button('Enviar código')).toHaveAttribute('aria-busy', 'true'));
    expect(sends()).toHaveLength(1);
    pending.resolve(undefined);
    await screen.findByLabelText(/^Código de verificación/);
    expect(sends()).toHaveLength(1);
  });
});

describe('Phone login: the code', () => {
  it('keeps digits only, at most 6, with one-time-code autocomplete', async () => {
    const { reachCodeStep, user } = renderPhone();
    await reachCodeStep();
    await user.type(codeField(), '12 34-5678');
    expect(codeField()).toHaveValue('123456');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
  });

  it("says 'Ingresa el código completo de 6 dígitos' for a shorter code", async () => {
    const { reachCodeStep, verify } = renderPhone();
    await reachCodeStep();
    await verify('12345');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Ingresa el código completo de 6 dígitos$/);
    expect(codeField()).toBeInvalid();
    expect(codeField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(codeField()).toHaveFocus();
    expect(verifications()).toEqual([]);
  });

  it('verifies the code as an SMS code, says ¡Bienvenido! and closes', async () => {
    const { onClose, reachCodeStep, verify } = renderPhone();
    await reachCodeStep();
    await verify('123456');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(verifications()).toHaveLength(1);
    expect(verifications()[0]?.body).toMatchObject({
      phone: '+573001234567',
      token: '123456',
      type: 'sms',
    });
    expect(bus.toasts.at(-1)).toEqual({ title: '¡Bienvenido!', tone: 'success' });
  });

  it("says 'Código incorrecto. Intenta nuevamente.' for a wrong code and keeps it", async () => {
    supabaseMock.auth.verify(() =>
      supabaseMock.authError({
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
        status: 403,
      }),
    );
    const { onClose, reachCodeStep, verify } = renderPhone();
    await reachCodeStep();
    await verify('654321');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Código incorrecto\. Intenta nuevamente\.$/);
    expect(codeField()).toBeInvalid();
    expect(codeField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('654321');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a failed verification is unexpected when the call throws', async () => {
    // thrown by the call itself, before any answer
    vi.spyOn(supabaseMock.client.auth, 'verifyOtp').mockRejectedValue(new Error('boom'));
    const { reachCodeStep, verify } = renderPhone();
    await reachCodeStep();
    await verify('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error inesperado al verificar el código: boom$/,
    );
  });

  it("goes back to change the number, keeping it, with 'Cambiar número'", async () => {
    const { reachCodeStep, user } = renderPhone();
    await reachCodeStep();
    await user.click(button('Cambiar número'));
    expect(phoneField()).toHaveValue('3001234567');
    expect(phoneField()).toHaveFocus();
  });

  it("sends a new code with 'Reenviar código'", async () => {
    const { reachCodeStep, user } = renderPhone();
    await reachCodeStep();
    await user.click(button('Reenviar código'));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]?.body).toMatchObject({ phone: '+573001234567' });
    await waitFor(() => expect(bus.toasts).toHaveLength(2));
    expect(bus.toasts[1]?.title).toBe('Código enviado');
  });

  it('tells a failed resend on the code step, without marking the code', async () => {
    const { reachCodeStep, user } = renderPhone();
    await reachCodeStep();
    supabaseMock.auth.otp(() => supabaseMock.networkError());
    await user.click(button('Reenviar código'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error al enviar código\. Verifica tu número\.$/,
    );
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });
});
