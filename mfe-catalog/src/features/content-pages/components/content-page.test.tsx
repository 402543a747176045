import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, supabaseMock } from '@bonis/test-utils';
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

/** The settings row and the delivery slots, as the database answers them. */
const fromServer = () => {
  supabaseMock.table('app_settings').get(settingsRow);
  supabaseMock.table('shipping_time_ranges').get(slots);
};

/** Both reads fail. */
const failing = () => {
  const boom = () => supabaseMock.error({ code: 'PGRST000', message: 'boom' });
  supabaseMock.table('app_settings').get(boom);
  supabaseMock.table('shipping_time_ranges').get(boom);
};

function show(
  path: Parameters<typeof ContentPageView>[0]['path'],
  title: string,
  answer: () => void,
) {
  answer();
  return renderWithProviders(<ContentPageView path={path} title={title} remote="mfe-catalog" />, {
    route: path,
  });
}

describe('ContentPageView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the shipping page with the threshold and the slots read from the database', async () => {
    show('/shipping', 'Envíos', fromServer);
    const page = screen.getByRole('region', { name: 'Envíos' });
    expect(page).toHaveAttribute('data-route', '/shipping');
    expect(await screen.findByText(/desde \$\s120\.000 tienen envío gratis/)).toBeInTheDocument();
    expect(screen.getByText(/^Express 2 horas \(rápido\): \$\s15\.000$/)).toBeInTheDocument();
    const slotRequest = supabaseMock.requests.find(
      (request) => request.path === '/rest/v1/shipping_time_ranges',
    );
    expect(slotRequest?.query).toMatchObject({ is_active: 'eq.true', order: 'priority.asc' });
  });

  it('shows the contact details as links', async () => {
    show('/contact', 'Contacto', fromServer);
    const email = await screen.findByRole('link', { name: 'hola@bonis.co' });
    expect(email).toHaveAttribute('href', 'mailto:hola@bonis.co');
    const whatsapp = screen.getByRole('link', { name: /^\+57 300 123 4567.*pestaña nueva/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/573001234567');
  });

  it('links the help topics to their pages', async () => {
    show('/help', 'Centro de ayuda', fromServer);
    const [topics] = screen.getAllByRole('list');
    if (!topics) throw new Error('the help page has no list of topics');
    expect(within(topics).getByRole('link', { name: 'Envíos' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    expect(await screen.findByRole('link', { name: 'hola@bonis.co' })).toBeInTheDocument();
  });

  it('logs a failed read and still states the storefront rule, without contact details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = show('/shipping', 'Envíos', failing);
    expect(screen.getByText(/desde \$\s100\.000 tienen envío gratis/)).toBeInTheDocument();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    unmount();
    show('/contact', 'Contacto', failing);
    expect(
      await screen.findByText(
        'Los datos de contacto no están disponibles en este momento. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
  });
});
