import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import { createFakeSupabase, type Respond } from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { ContentPageView } from './content-page';

const settingsRow = {
  site_name: 'Boñis',
  site_description: 'Todo para tu mascota.',
  contact_email: 'hola@bonis.co',
  contact_phone: '+57 300 123 4567',
  whatsapp_number: '573001234567',
  free_shipping_threshold: '120000.00',
};
const slots = [{ time_range: 'Express 2 horas', description: 'Rápido', cost: 15000 }];

const fromServer: Respond = (request) =>
  request.name === 'app_settings'
    ? { data: settingsRow, error: null }
    : { data: slots, error: null };

function show(
  path: Parameters<typeof ContentPageView>[0]['path'],
  title: string,
  respond: Respond,
) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  renderWidget(<ContentPageView path={path} title={title} remote="mfe-catalog" />, {
    route: path,
  });
  return fake;
}

describe('ContentPageView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the shipping page with the threshold and the slots read from the database', async () => {
    const { requests } = show('/shipping', 'Envíos', fromServer);
    const page = screen.getByRole('region', { name: 'Envíos' });
    expect(page.getAttribute('data-route')).toBe('/shipping');
    expect(await screen.findByText(/desde \$\s120\.000 tienen envío gratis/)).toBeTruthy();
    expect(screen.getByText(/^Express 2 horas \(rápido\): \$\s15\.000$/)).toBeTruthy();
    const slotRequest = requests.find((request) => request.name === 'shipping_time_ranges');
    expect(slotRequest?.calls).toContainEqual({ method: 'eq', args: ['is_active', true] });
    expect(slotRequest?.calls).toContainEqual({ method: 'order', args: ['priority'] });
  });

  it('shows the contact details as links', async () => {
    show('/contact', 'Contacto', fromServer);
    const email = await screen.findByRole('link', { name: 'hola@bonis.co' });
    expect(email.getAttribute('href')).toBe('mailto:hola@bonis.co');
    const whatsapp = screen.getByRole('link', { name: /^\+57 300 123 4567.*pestaña nueva/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/573001234567');
  });

  it('links the help topics to their pages', async () => {
    show('/help', 'Centro de ayuda', fromServer);
    const [topics] = screen.getAllByRole('list');
    if (!topics) throw new Error('the help page has no list of topics');
    expect(within(topics).getByRole('link', { name: 'Envíos' }).getAttribute('href')).toBe(
      '/shipping',
    );
    expect(await screen.findByRole('link', { name: 'hola@bonis.co' })).toBeTruthy();
  });

  it('logs a failed read and still states the storefront rule, without contact details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/shipping', 'Envíos', () => ({ data: null, error: { message: 'boom' } }));
    expect(screen.getByText(/desde \$\s100\.000 tienen envío gratis/)).toBeTruthy();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    show('/contact', 'Contacto', () => ({ data: null, error: { message: 'boom' } }));
    expect(
      await screen.findByText(
        'Los datos de contacto no están disponibles en este momento. Inténtalo de nuevo más tarde.',
      ),
    ).toBeTruthy();
  });
});
