import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { emailProblem, FooterNewsletter } from './footer-newsletter';

const signup = { email: 'ana@example.com', discount_code: 'NEWSLETTERK7Q2XZ' };

function setup(respond: Respond = () => ({ data: signup, error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  renderWidget(<FooterNewsletter />);
  const input = screen.getByRole('textbox', { name: 'Tu email' });
  const button = screen.getByRole('button', { name: 'Suscribirme' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { ...fake, input, button, type };
}

const alertText = () => screen.getByRole('alert').textContent;
const statusText = () => screen.getByRole('status').textContent;

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

  it('asks for the email when the form is sent empty, linked to the field, without calling the server', () => {
    const { input, button, requests } = setup();

    fireEvent.click(button);

    expect(alertText()).toBe('Por favor ingresa tu email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(input);
    expect(requests).toHaveLength(0);
  });

  it('rejects an obviously invalid email and clears the message when the text changes', () => {
    const { input, button, type, requests } = setup();

    type('ana@correo');
    fireEvent.click(button);
    expect(alertText()).toBe('Ingresa un email válido');
    expect(requests).toHaveLength(0);

    type('ana@correo.com');
    expect(alertText()).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('subscribes the trimmed email from the footer and shows the 10 % code for the first purchase', async () => {
    const { button, type, requests } = setup();

    type('  ana@example.com ');
    fireEvent.click(button);

    const success = await screen.findByText('¡Gracias por suscribirte!');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      name: 'subscribe_newsletter',
      args: { p_email: 'ana@example.com', p_source: 'footer' },
    });
    const region = screen.getByRole('status');
    expect(region.contains(success)).toBe(true);
    expect(region.textContent).toContain('NEWSLETTERK7Q2XZ');
    expect(region.textContent).toContain('10\u00a0% de descuento en tu primera compra');
    expect(document.activeElement).toBe(region);
  });

  it('goes back to an empty form to subscribe another email', async () => {
    const { button, type } = setup();
    type('ana@example.com');
    fireEvent.click(button);

    fireEvent.click(await screen.findByRole('button', { name: 'Suscribir otro email' }));

    const input = screen.getByRole('textbox', { name: 'Tu email' }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText('NEWSLETTERK7Q2XZ')).toBeNull();
  });

  it('shows the button busy while sending and sends only once', async () => {
    const response = deferred<FakeResult>();
    const { button, type, requests } = setup(() => response.promise);

    type('ana@example.com');
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);

    await act(async () => {});
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toHaveLength(1);

    response.resolve({ data: signup, error: null });
    expect(await screen.findByText('NEWSLETTERK7Q2XZ')).toBeTruthy();
  });

  it('says the email is already subscribed (code 23505) and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const duplicate = { code: '23505', message: 'Este email ya está suscrito al newsletter' };
    const { input, button, type } = setup(() => ({ data: null, error: duplicate }));

    type('ana@example.com');
    fireEvent.click(button);

    expect(await screen.findByText('Ya estás suscrito')).toBeTruthy();
    expect(statusText()).toBe('Ya estás suscrito');
    expect(alertText()).toBe('');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect((input as HTMLInputElement).value).toBe('ana@example.com');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs any other failure, asks to try again and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    const { input, button, type } = setup(() => ({ data: null, error: failure }));

    type('ana@example.com');
    fireEvent.click(button);

    expect(await screen.findByText('Error al suscribirse. Inténtalo de nuevo.')).toBeTruthy();
    expect(alertText()).toBe('Error al suscribirse. Inténtalo de nuevo.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect((input as HTMLInputElement).value).toBe('ana@example.com');
    expect(error).toHaveBeenCalledWith('[mfe-catalog] newsletter subscription failed', failure);

    // typing again clears the message for the next try
    type('ana.maria@example.com');
    expect(alertText()).toBe('');
  });
});
