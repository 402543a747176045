import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, supabaseMock } from '@bonis/test-utils';
import { StoreLayout } from '../app/layout';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { LiveStoreSettings } from '../settings/live-settings';

const ROW = {
  site_name: 'Boñis',
  site_description: '',
  contact_email: 'hola@bonis.co',
  contact_phone: '+57 300 123 4567',
  whatsapp_number: '573001234567',
  free_shipping_threshold: '150000.00',
  newsletter_enabled: true,
  allow_registrations: true,
  maintenance_mode: false,
};

/** The store's chrome around an empty page, on a page whose settings are live. */
async function renderChrome(route = '/cart') {
  const loader = createRemoteLoader(
    {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(() => new Promise(() => {})),
      preloadRemote: vi.fn(),
    } as unknown as FederationRuntime,
    { catalog: 'http://localhost:3001/mf-manifest.json' },
    { attempts: 1 },
  );
  const view = renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <LiveStoreSettings />
      <StoreLayout>
        <h1>Página</h1>
      </StoreLayout>
    </RemoteLoaderContext.Provider>,
    { route },
  );
  await supabaseMock.realtime.subscribed('app_settings');
  return view;
}

/** An admin saves the settings: the change arrives over realtime. */
function adminSaves(change: Partial<typeof ROW>) {
  act(() => {
    supabaseMock.realtime.push({
      table: 'app_settings',
      eventType: 'UPDATE',
      new: { id: 1, ...ROW, ...change },
    });
  });
}

/** The top bar's free-shipping line once it shows `amount` ('150.000'). */
const topBarShipping = (amount = '150.000') =>
  screen.findByText((_, element) =>
    Boolean(
      element?.tagName === 'P' &&
      element.textContent?.replace(/\s+/g, ' ') === `Envío gratis en compras desde $ ${amount}`,
    ),
  );
const footer = () => screen.getByRole('contentinfo');
const whatsAppButton = () => screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' });

beforeEach(() => {
  supabaseMock.table('app_settings').get([ROW]);
});

describe('the free-shipping threshold', () => {
  it("drives the top bar and the footer's copy, and follows an admin's change live", async () => {
    await renderChrome();
    expect(await topBarShipping('150.000')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('Envío gratis desde $ 150.000');

    adminSaves({ free_shipping_threshold: '80000.00' });

    expect(await topBarShipping('80.000')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('Envío gratis desde $ 80.000');
    expect(footer()).not.toHaveTextContent('150.000');
  });
});

describe('the contact details', () => {
  it('links the phone, the email and WhatsApp from the settings in the top bar and footer', async () => {
    await renderChrome();
    await topBarShipping();
    await waitFor(() => expect(whatsAppButton()).toBeInTheDocument());

    expect(whatsAppButton()).toHaveAttribute('href', 'https://wa.me/573001234567');
    const links = screen.getAllByRole('link', { name: 'hola@bonis.co' });
    expect(links).toHaveLength(2); // top bar and footer
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:hola@bonis.co');
    expect(within(footer()).getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute(
      'href',
      'tel:+573001234567',
    );
    expect(
      within(footer()).getByRole('link', { name: 'WhatsApp +57 300 123 4567' }),
    ).toHaveAttribute('href', 'https://wa.me/573001234567');
  });

  it("follows an admin's new WhatsApp number and email live", async () => {
    await renderChrome();
    await waitFor(() => expect(whatsAppButton()).toBeInTheDocument());

    adminSaves({ whatsapp_number: '573109876543', contact_email: 'ayuda@bonis.co' });

    await waitFor(() =>
      expect(whatsAppButton()).toHaveAttribute('href', 'https://wa.me/573109876543'),
    );
    expect(screen.getAllByRole('link', { name: 'ayuda@bonis.co' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'hola@bonis.co' })).not.toBeInTheDocument();
    expect(
      within(footer()).getByRole('link', { name: 'WhatsApp +57 310 987 6543' }),
    ).toBeInTheDocument();
  });

  it('hides the WhatsApp button and link when the number is cleared', async () => {
    await renderChrome();
    await waitFor(() => expect(whatsAppButton()).toBeInTheDocument());

    adminSaves({ whatsapp_number: '' });

    await waitFor(() => expect(whatsAppButton()).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});

describe('the footer newsletter', () => {
  const newsletter = () => screen.queryByRole('region', { name: 'Recibe ofertas y novedades' });

  it('is hidden while the settings turn the newsletter off', async () => {
    supabaseMock.table('app_settings').get([{ ...ROW, newsletter_enabled: false }]);
    await renderChrome();
    await topBarShipping();

    await waitFor(() => expect(newsletter()).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Tu email' })).not.toBeInTheDocument();
    // the footer keeps its link groups
    expect(within(footer()).getByRole('navigation', { name: 'Tienda' })).toBeInTheDocument();
  });

  it('disappears and comes back as an admin switches it', async () => {
    await renderChrome();
    await topBarShipping();
    expect(newsletter()).toBeInTheDocument();

    adminSaves({ newsletter_enabled: false });
    await waitFor(() => expect(newsletter()).not.toBeInTheDocument());

    adminSaves({ newsletter_enabled: true });
    await waitFor(() => expect(newsletter()).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Tu email' })).toBeInTheDocument();
  });
});
