import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deferred, renderWithProviders, supabaseMock, type RpcHandler } from '@bonis/test-utils';
import { DEFAULT_STORE_SETTINGS, sharedKeys } from '@bonis/supabase-client/queries';
import { emailProblem, FooterNewsletter } from './footer-newsletter';

const signup = { email: 'ana@example.com' };

/** The settings row as the database answers it, with the newsletter on unless said otherwise. */
function settingsRow(newsletterEnabled = true) {
  return {
    site_name: 'Boñis',
    site_description: '',
    contact_email: '',
    contact_phone: '',
    whatsapp_number: '',
    free_shipping_threshold: '100000.00',
    newsletter_enabled: newsletterEnabled,
    allow_registrations: true,
    maintenance_mode: false,
  };
}

function setup(answer: RpcHandler = () => signup) {
  supabaseMock.table('app_settings').get([settingsRow()]);
  supabaseMock.rpc('subscribe_newsletter', answer);
  const { user, queryClient } = renderWithProviders(<FooterNewsletter />);
  const input = screen.getByRole('textbox', { name: 'Tu email' });
  const button = screen.getByRole('button', { name: 'Suscribirme' });
  /** replaces what the field holds with `value`, as a shopper typing it */
  const type = async (value: string) => {
    await user.clear(input);
    await user.type(input, value);
  };
  return { user, queryClient, input, button, type };
}

const alert = () => screen.getByRole('alert');
const subscriptions = () => supabaseMock.rpcCalls('subscribe_newsletter');

describe('emailProblem', () => {
  it('asks for an email, then for a valid one', () => {
    expect(emailProblem('   ')).toBe('Por favor ingresa tu email');
    expect(emailProblem('ana')).toBe('Ingresa un email válido');
    expect(emailProblem('ana@example')).toBe('Ingresa un email válido');
    expect(emailProblem('ana @example.com')).toBe('Ingresa un email válido');
    expect(emailProblem(' ana@example.com ')).toBeUndefined();
  });
});

describe('FooterNewsletter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the email when the form is sent empty, linked to the field, without calling the server', async () => {
    const { user, input, button } = setup();

    await user.click(button);

    expect(alert()).toHaveTextContent(/^Por favor ingresa tu email$/);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Por favor ingresa tu email');
    expect(input).toHaveFocus();
    expect(subscriptions()).toHaveLength(0);
  });

  it('rejects an obviously invalid email and clears the message when the text changes', async () => {
    const { user, input, button, type } = setup();

    await type('ana@correo');
    await user.click(button);
    expect(alert()).toHaveTextContent(/^Ingresa un email válido$/);
    expect(subscriptions()).toHaveLength(0);

    await type('ana@correo.com');
    expect(alert()).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('subscribes the trimmed email from the footer and says the 10 % code was emailed to it', async () => {
    const { user, button, type } = setup();

    await type('  ana@example.com ');
    await user.click(button);

    const success = await screen.findByText('¡Gracias por suscribirte!');
    expect(subscriptions()).toEqual([{ p_email: 'ana@example.com', p_source: 'footer' }]);
    const region = screen.getByRole('status');
    expect(region).toContainElement(success);
    expect(region).toHaveTextContent('Te enviamos tu código de 10 % de descuento a');
    expect(within(region).getByText('ana@example.com')).toBeInTheDocument();
    expect(region).toHaveTextContent('Úsalo en tu primera compra, con la cuenta de ese email.');
    expect(region).toHaveFocus();
  });

  it('goes back to an empty form to subscribe another email', async () => {
    const { user, button, type } = setup();
    await type('ana@example.com');
    await user.click(button);

    await user.click(await screen.findByRole('button', { name: 'Suscribir otro email' }));

    const input = screen.getByRole('textbox', { name: 'Tu email' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();
  });

  it('shows the button busy while sending and sends only once', async () => {
    const response = deferred<undefined>();
    const { user, input, button, type } = setup(async () => {
      await response.promise;
      return signup;
    });

    await type('ana@example.com');
    await user.click(button);
    await user.click(button);
    // Enter in the field submits the form again
    await user.type(input, '{Enter}');

    await vi.waitFor(() => expect(subscriptions()).toHaveLength(1));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    response.resolve(undefined);
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(subscriptions()).toHaveLength(1);
  });

  it('says the email is already subscribed (code 23505) and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, button, type } = setup(() =>
      supabaseMock.error({ code: '23505', message: 'Este email ya está suscrito al newsletter' }),
    );

    await type('ana@example.com');
    await user.click(button);

    expect(await screen.findByText('Ya estás suscrito')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Ya estás suscrito$/);
    expect(alert()).toBeEmptyDOMElement();
    expect(input).toHaveAccessibleDescription('Ya estás suscrito');
    expect(input).toHaveValue('ana@example.com');
    expect(button).toBeEnabled();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs any other failure, asks to try again and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, button, type } = setup(() =>
      supabaseMock.error({ code: 'PGRST000', message: 'down' }),
    );

    await type('ana@example.com');
    await user.click(button);

    expect(
      await screen.findByText('Error al suscribirse. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(alert()).toHaveTextContent(/^Error al suscribirse\. Inténtalo de nuevo\.$/);
    expect(input).toHaveAccessibleDescription('Error al suscribirse. Inténtalo de nuevo.');
    expect(input).toHaveValue('ana@example.com');
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] newsletter subscription failed',
      expect.objectContaining({ code: 'PGRST000', message: 'down' }),
    );

    // typing again clears the message for the next try
    await type('ana.maria@example.com');
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('FooterNewsletter taking over the shell’s stand-in', () => {
  it('keeps what was typed, takes the focus, and subscribes it', async () => {
    supabaseMock.table('app_settings').get([settingsRow()]);
    supabaseMock.rpc('subscribe_newsletter', () => signup);
    const { user } = renderWithProviders(
      <FooterNewsletter initialEmail="ana@example.com" autoFocus />,
    );
    const input = screen.getByRole('textbox', { name: 'Tu email' });
    expect(input).toHaveValue('ana@example.com');
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('¡Gracias por suscribirte!')).toBeInTheDocument();
    expect(subscriptions()).toEqual([{ p_email: 'ana@example.com', p_source: 'footer' }]);
  });
});

describe('FooterNewsletter and the newsletter switch (app_settings.newsletter_enabled)', () => {
  it('is not shown while the settings turn the newsletter off', async () => {
    supabaseMock.table('app_settings').get([settingsRow(false)]);
    renderWithProviders(<FooterNewsletter />);

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Tu email' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Suscribirme' })).not.toBeInTheDocument();
  });

  it('disappears as soon as the shared settings switch the newsletter off', async () => {
    const { queryClient, input } = setup();
    await waitFor(() => expect(queryClient.getQueryData(sharedKeys.storeSettings())).toBeDefined());
    expect(input).toBeInTheDocument();

    // what the shell does when an admin's change arrives over realtime
    act(() =>
      queryClient.setQueryData(sharedKeys.storeSettings(), {
        ...DEFAULT_STORE_SETTINGS,
        newsletterEnabled: false,
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Tu email' })).not.toBeInTheDocument(),
    );
  });

  it("says the database's refusal when the newsletter was switched off meanwhile", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, button, type } = setup(() =>
      supabaseMock.error({
        code: 'P0001',
        message: 'El newsletter no está disponible en este momento',
      }),
    );

    await type('ana@example.com');
    await user.click(button);

    expect(
      await screen.findByText('El newsletter no está disponible en este momento'),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('El newsletter no está disponible en este momento');
    expect(input).toHaveValue('ana@example.com');
    expect(console.error).toHaveBeenCalledWith(
      '[mfe-catalog] newsletter subscription failed',
      expect.anything(),
    );
  });
});
