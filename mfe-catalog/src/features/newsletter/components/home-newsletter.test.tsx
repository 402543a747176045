import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { HomeNewsletter } from './home-newsletter';

const signup = { email: 'ana@example.com', discount_code: 'WELCOMEK7Q2XZ' };

function setup(respond: Respond = () => ({ data: signup, error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  renderWidget(<HomeNewsletter />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  const button = screen.getByRole('button', { name: 'Suscribirme' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { ...fake, input, button, type };
}

const alert = () => screen.getByRole('alert');
const status = () => screen.getByRole('status');

describe('HomeNewsletter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a section named by its heading, with a named form', () => {
    setup();
    const section = screen.getByRole('region', { name: 'Suscríbete a nuestro newsletter' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText(/10 % de descuento en tu primera compra/)).toBeTruthy();
    const form = within(section).getByRole('form', { name: 'Suscripción al newsletter' });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it("says 'Por favor ingresa tu email' for an empty email, on the field, without a request", () => {
    const { input, button, requests } = setup();

    fireEvent.click(button);

    expect(alert().textContent).toBe('Por favor ingresa tu email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert().id);
    expect(document.activeElement).toBe(input);
    expect(requests).toHaveLength(0);
  });

  it('refuses an invalid email without a request and clears the message on typing', () => {
    const { input, button, type, requests } = setup();

    type('ana@correo');
    fireEvent.click(button);
    expect(alert().textContent).toBe('Ingresa un email válido');
    expect(requests).toHaveLength(0);

    type('ana@correo.com');
    expect(alert().textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('subscribes from the home and shows the WELCOME code the database created', async () => {
    const { button, type, requests } = setup();

    type('  ana@example.com ');
    fireEvent.click(button);

    expect(await screen.findByText('WELCOMEK7Q2XZ')).toBeTruthy();
    expect(requests).toEqual([
      {
        kind: 'rpc',
        name: 'subscribe_newsletter',
        args: { p_email: 'ana@example.com', p_source: 'home' },
        calls: [],
      },
    ]);
    const region = status();
    expect(region.textContent).toContain('¡Gracias por suscribirte!');
    expect(region.textContent).toContain('WELCOMEK7Q2XZ');
    expect(region.textContent).toContain('10\u00a0% de descuento en tu primera compra');
    expect(document.activeElement).toBe(region);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("goes back to an empty form with 'Suscribir otro email'", async () => {
    const { button, type } = setup();
    type('ana@example.com');
    fireEvent.click(button);

    fireEvent.click(await screen.findByRole('button', { name: 'Suscribir otro email' }));

    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText('WELCOMEK7Q2XZ')).toBeNull();
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeTruthy();
  });

  it('sends once while the request is under way', async () => {
    const response = deferred<FakeResult>();
    const { button, type, requests } = setup(() => response.promise);

    type('ana@example.com');
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);

    await act(async () => {});
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(requests).toHaveLength(1);

    response.resolve({ data: signup, error: null });
    expect(await screen.findByText('WELCOMEK7Q2XZ')).toBeTruthy();
  });

  it('says the email is already subscribed (23505) and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const duplicate = { code: '23505', message: 'Este email ya está suscrito al newsletter' };
    const { input, button, type } = setup(() => ({ data: null, error: duplicate }));

    type('ana@example.com');
    fireEvent.click(button);

    expect(await screen.findByText('Este email ya está suscrito al newsletter')).toBeTruthy();
    expect(status().textContent).toBe('Este email ya está suscrito al newsletter');
    expect(alert().textContent).toBe('');
    expect(input.getAttribute('aria-describedby')).toBe(status().id);
    expect((input as HTMLInputElement).value).toBe('ana@example.com');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs any other failure and asks to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    const { input, button, type } = setup(() => ({ data: null, error: failure }));

    type('ana@example.com');
    fireEvent.click(button);

    expect(await screen.findByText('Error al suscribirse. Inténtalo de nuevo.')).toBeTruthy();
    expect(alert().textContent).toBe('Error al suscribirse. Inténtalo de nuevo.');
    expect(input.getAttribute('aria-describedby')).toBe(alert().id);
    expect((input as HTMLInputElement).value).toBe('ana@example.com');
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] home newsletter subscription failed',
      failure,
    );
  });
});
