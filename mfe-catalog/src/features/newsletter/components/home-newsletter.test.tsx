import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deferred, renderWithProviders, supabaseMock, type RpcHandler } from '@bonis/test-utils';
import { DEFAULT_STORE_SETTINGS, sharedKeys } from '@bonis/supabase-client/queries';
import { HomeNewsletter } from './home-newsletter';

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
  const { user, queryClient } = renderWithProviders(<HomeNewsletter />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  const button = screen.getByRole('button', { name: 'Suscribirme' });
  /** replaces what the field holds with `value`, as a shopper typing it */
  const type = async (value: string) => {
    await user.clear(input);
    await user.type(input, value);
  };
  return { user, queryClient, input, button, type };
}

const alert = () => screen.getByRole('alert');
const status = () => screen.getByRole('status');
const subscriptions = () => supabaseMock.rpcCalls('subscribe_newsletter');

describe('HomeNewsletter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a section named by its heading, with a named form', () => {
    setup();
    const section = screen.getByRole('region', { name: 'Suscríbete a nuestro newsletter' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(section).getByText(/10 % de descuento en tu primera compra/)).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Suscripción al newsletter' });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it("says 'Por favor ingresa tu email' for an empty email, on the field, without a request", async () => {
    const { user, input, button } = setup();

    await user.click(button);

    expect(alert()).toHaveTextContent(/^Por favor ingresa tu email$/);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Por favor ingresa tu email');
    expect(input).toHaveFocus();
    expect(subscriptions()).toHaveLength(0);
  });

  it('refuses an invalid email without a request and clears the message on typing', async () => {
    const { user, input, button, type } = setup();

    await type('ana@correo');
    await user.click(button);
    expect(alert()).toHaveTextContent(/^Ingresa un email válido$/);
    expect(subscriptions()).toHaveLength(0);

    await type('ana@correo.com');
    expect(alert()).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('subscribes from the home and says the code was emailed, never showing it', async () => {
    const { user, button, type } = setup();

    await type('  ana@example.com ');
    await user.click(button);

    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    // besides the settings read: one call, and no read of the subscription back
    expect(
      supabaseMock.requests.filter((request) => request.path !== '/rest/v1/app_settings'),
    ).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/subscribe_newsletter',
        query: {},
        body: { p_email: 'ana@example.com', p_source: 'home' },
      },
    ]);
    const region = status();
    expect(region).toHaveTextContent('¡Gracias por suscribirte!');
    expect(region).toHaveTextContent('Te enviamos tu código de 10 % de descuento a');
    expect(within(region).getByText('ana@example.com')).toBeInTheDocument();
    expect(region).toHaveTextContent('Úsalo en tu primera compra, con la cuenta de ese email.');
    expect(region).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("goes back to an empty form with 'Suscribir otro email'", async () => {
    const { user, button, type } = setup();
    await type('ana@example.com');
    await user.click(button);

    await user.click(await screen.findByRole('button', { name: 'Suscribir otro email' }));

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeInTheDocument();
  });

  it('sends once while the request is under way', async () => {
    const response = deferred<undefined>();
    const { user, input, button, type } = setup(async () => {
      await response.promise;
      return signup;
    });

    await type('ana@example.com');
    await user.click(button);
    // Enter in the field submits the form again
    await user.type(input, '{Enter}');

    await vi.waitFor(() => expect(subscriptions()).toHaveLength(1));
    expect(button).toHaveAttribute('aria-busy', 'true');

    response.resolve(undefined);
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(subscriptions()).toHaveLength(1);
  });

  it('says the email is already subscribed (23505) and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, button, type } = setup(() =>
      supabaseMock.error({ code: '23505', message: 'Este email ya está suscrito al newsletter' }),
    );

    await type('ana@example.com');
    await user.click(button);

    expect(
      await screen.findByText('Este email ya está suscrito al newsletter'),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent(/^Este email ya está suscrito al newsletter$/);
    expect(alert()).toBeEmptyDOMElement();
    expect(input).toHaveAccessibleDescription('Este email ya está suscrito al newsletter');
    expect(input).toHaveValue('ana@example.com');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs any other failure and asks to try again', async () => {
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
      '[mfe-catalog] home newsletter subscription failed',
      expect.objectContaining({ code: 'PGRST000', message: 'down' }),
    );
  });
});

describe('HomeNewsletter and the newsletter switch (app_settings.newsletter_enabled)', () => {
  it('is not shown while the settings turn the newsletter off', async () => {
    supabaseMock.table('app_settings').get([settingsRow(false)]);
    renderWithProviders(<HomeNewsletter />);

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument(),
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
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument(),
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
      '[mfe-catalog] home newsletter subscription failed',
      expect.anything(),
    );
  });
});
