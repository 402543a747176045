import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { SettingsRow } from '../api/get-settings';
import { settingsRow } from '../testing/settings-fixtures';
import { SettingsPage } from './settings-page';

type Body = Record<string, unknown>;

interface Setup {
  /** the stored row; null when there is none (PGRST116) */
  row?: SettingsRow | null;
  failFirstRead?: boolean;
  liveBanner?: object | null;
}

function setup({
  row = settingsRow(),
  failFirstRead = false,
  liveBanner = {
    id: 'b1',
    title: 'Mes de los gatos',
    image_url: 'banners/gatos.svg',
    updated_at: '2026-11-25T15:00:00Z',
  },
}: Setup = {}) {
  let stored = row;
  const reads: TableRequest[] = [];
  const patches: { query: TableRequest['query']; body: Body }[] = [];
  const inserts: Body[] = [];
  supabaseMock
    .table('app_settings')
    .get((request) => {
      reads.push(request);
      if (failFirstRead && reads.length === 1) {
        return supabaseMock.error({ code: 'XX000', message: 'internal error' });
      }
      if (!stored) {
        return supabaseMock.error({
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 0 rows',
        });
      }
      return stored;
    })
    .patch((request) => {
      patches.push({ query: request.query, body: request.body as Body });
      if (!stored) return [];
      stored = { ...stored, ...(request.body as Partial<SettingsRow>) };
      return [stored];
    })
    .post((request) => {
      inserts.push(request.body as Body);
      const { id, ...body } = request.body as Body;
      expect(id).toBe(1);
      stored = { ...settingsRow(), ...(body as Partial<SettingsRow>) };
      return stored;
    });
  supabaseMock.table('banner_settings').get(liveBanner ? [liveBanner] : []);
  supabaseMock.table('audit_log').get([]);
  const requests = recordBusRequests();
  const view = renderWithProviders(<SettingsPage />, { route: '/admin/settings' });
  const section = (name: string) => screen.findByRole('region', { name });
  return {
    ...view,
    reads,
    patches,
    inserts,
    toasts: requests.toasts,
    section,
    setStored: (next: SettingsRow) => (stored = next),
  };
}

const saved = { title: 'Configuración guardada', tone: 'success' };

describe('loading the settings', () => {
  it('reads the single row by id and fills each section', async () => {
    const { reads, section } = setup();
    const general = await section('General');
    expect(within(general).getByRole('textbox', { name: /^Nombre de la tienda/ })).toHaveValue(
      'Boñis',
    );
    expect(within(general).getByRole('textbox', { name: /^Email de contacto/ })).toHaveValue(
      'hola@bonis.co',
    );
    expect(within(general).getByRole('textbox', { name: /^Número de WhatsApp/ })).toHaveValue(
      '573001234567',
    );
    expect(within(general).getByRole('switch', { name: 'Permitir registros' })).toBeChecked();
    expect(within(general).getByRole('switch', { name: 'Modo mantenimiento' })).not.toBeChecked();
    const shipping = await section('Envíos');
    expect(within(shipping).getByRole('textbox', { name: /^Envío gratis desde/ })).toHaveValue(
      '100000',
    );
    const emails = await section('Emails');
    expect(within(emails).getAllByRole('switch')).toHaveLength(4);

    expect(reads[0]?.eq('id')).toBe('1');
    expect(reads[0]?.single).toBe(true);
  });

  it('uses the table defaults when there is no row (PGRST116), and the first save inserts it', async () => {
    const { section, user, inserts, patches, toasts } = setup({ row: null });
    expect(await screen.findByRole('status')).toHaveTextContent('ves los valores por defecto');
    const general = await section('General');
    expect(within(general).getByRole('textbox', { name: /^Nombre de la tienda/ })).toHaveValue(
      'Boñis',
    );
    const shipping = await section('Envíos');
    expect(within(shipping).getByRole('textbox', { name: /^Envío gratis desde/ })).toHaveValue(
      '100000',
    );
    expect(within(shipping).getByRole('textbox', { name: /^Costo de envío estándar/ })).toHaveValue(
      '8000',
    );
    expect(within(shipping).getByRole('textbox', { name: /^Costo de envío express/ })).toHaveValue(
      '15000',
    );
    const emails = await section('Emails');
    for (const toggle of within(emails).getAllByRole('switch')) expect(toggle).toBeChecked();

    await user.clear(within(shipping).getByRole('textbox', { name: /^Envío gratis desde/ }));
    await user.type(
      within(shipping).getByRole('textbox', { name: /^Envío gratis desde/ }),
      '150000',
    );
    await user.click(
      within(shipping).getByRole('button', { name: 'Guardar configuración de envíos' }),
    );
    await waitFor(() => expect(toasts).toEqual([saved]));
    expect(patches).toEqual([]);
    expect(inserts).toEqual([
      {
        id: 1,
        free_shipping_threshold: 150000,
        standard_shipping_cost: 8000,
        express_shipping_cost: 15000,
        shipping_enabled: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("says 'Error al cargar configuración' and reads again on 'Reintentar'", async () => {
    const { user, toasts, section } = setup({ failFirstRead: true });
    expect(
      await screen.findByRole('heading', { name: 'Error al cargar configuración' }),
    ).toBeInTheDocument();
    expect(toasts).toEqual([{ title: 'Error al cargar configuración', tone: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await section('General')).toBeInTheDocument();
  });
});

describe('each section saves only its own settings', () => {
  it("'General' updates the row by id with its seven columns", async () => {
    const { section, user, patches, toasts } = setup();
    const general = await section('General');
    const name = within(general).getByRole('textbox', { name: /^Nombre de la tienda/ });
    await user.clear(name);
    await user.type(name, 'Boñis Pet Shop');
    const whatsapp = within(general).getByRole('textbox', { name: /^Número de WhatsApp/ });
    await user.clear(whatsapp);
    await user.type(whatsapp, '+57 310 555 1234');
    expect(whatsapp).toHaveValue('573105551234');
    await user.click(within(general).getByRole('switch', { name: 'Permitir registros' }));
    await user.click(
      within(general).getByRole('button', { name: 'Guardar configuración general' }),
    );

    await waitFor(() => expect(toasts).toEqual([saved]));
    expect(patches).toEqual([
      {
        query: expect.objectContaining({ id: 'eq.1' }),
        body: {
          site_name: 'Boñis Pet Shop',
          site_description: 'Todo para tu mascota.',
          contact_email: 'hola@bonis.co',
          contact_phone: '+57 300 123 4567',
          whatsapp_number: '573105551234',
          allow_registrations: false,
          maintenance_mode: false,
        },
      },
    ]);
  });

  it("'Envíos' reads '8000,50' and '15000.75' as decimals and saves its four columns", async () => {
    const { section, user, patches, toasts } = setup();
    const shipping = await section('Envíos');
    const standard = within(shipping).getByRole('textbox', { name: /^Costo de envío estándar/ });
    await user.clear(standard);
    await user.type(standard, '8000,50');
    expect(standard).toHaveAccessibleDescription(
      expect.stringMatching(/Se guardará como \$\s8\.000,50/),
    );
    const express = within(shipping).getByRole('textbox', { name: /^Costo de envío express/ });
    await user.clear(express);
    await user.type(express, '15000.75');
    const threshold = within(shipping).getByRole('textbox', { name: /^Envío gratis desde/ });
    await user.clear(threshold);
    await user.type(threshold, '120.000');
    await user.click(within(shipping).getByRole('switch', { name: 'Envíos habilitados' }));
    await user.click(
      within(shipping).getByRole('button', { name: 'Guardar configuración de envíos' }),
    );

    await waitFor(() => expect(toasts).toEqual([saved]));
    expect(patches.map((patch) => patch.body)).toEqual([
      {
        free_shipping_threshold: 120000,
        standard_shipping_cost: 8000.5,
        express_shipping_cost: 15000.75,
        shipping_enabled: false,
      },
    ]);
    // the saved amounts are shown as stored
    await waitFor(() => expect(standard).toHaveValue('8000,50'));
    expect(threshold).toHaveValue('120000');
  });

  it("'Envíos' refuses an amount that is not one, under its field", async () => {
    const { section, user, patches } = setup();
    const shipping = await section('Envíos');
    const standard = within(shipping).getByRole('textbox', { name: /^Costo de envío estándar/ });
    await user.clear(standard);
    await user.type(standard, 'ocho mil');
    await user.click(
      within(shipping).getByRole('button', { name: 'Guardar configuración de envíos' }),
    );
    expect(
      await within(shipping).findByText('Escribe un valor en pesos, como 8000 o 8000,50'),
    ).toBeInTheDocument();
    expect(standard).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it("'Emails' saves its four switches", async () => {
    const { section, user, patches, toasts } = setup();
    const emails = await section('Emails');
    await user.click(within(emails).getByRole('switch', { name: 'Newsletter' }));
    await user.click(within(emails).getByRole('switch', { name: 'Notificación de envío' }));
    await user.click(
      within(emails).getByRole('button', { name: 'Guardar configuración de emails' }),
    );
    await waitFor(() => expect(toasts).toEqual([saved]));
    expect(patches.map((patch) => patch.body)).toEqual([
      {
        order_confirmation_email: true,
        shipping_notification_email: false,
        newsletter_enabled: false,
        welcome_email_enabled: true,
      },
    ]);
  });

  it.each([
    ['General', 'Guardar configuración general', 'Error al guardar configuración general'],
    ['Envíos', 'Guardar configuración de envíos', 'Error al guardar configuración de envíos'],
    ['Emails', 'Guardar configuración de emails', 'Error al guardar configuración de emails'],
  ])("'%s' says '%s' fails with '%s'", async (name, button, message) => {
    const { section, user, toasts } = setup();
    supabaseMock.table('app_settings').patch(supabaseMock.networkError());
    await user.click(within(await section(name)).getByRole('button', { name: button }));
    await waitFor(() => expect(toasts).toEqual([{ title: message, tone: 'error' }]));
  });
});

describe('maintenance mode', () => {
  it("asks before turning it on: 'Los clientes verán la página de mantenimiento'", async () => {
    const { section, user, patches, toasts } = setup();
    const general = await section('General');
    await user.click(within(general).getByRole('switch', { name: 'Modo mantenimiento' }));
    await user.click(
      within(general).getByRole('button', { name: 'Guardar configuración general' }),
    );

    let confirm = await screen.findByRole('alertdialog', {
      name: '¿Activar el modo mantenimiento?',
    });
    expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('Los clientes verán la página de mantenimiento'),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(patches).toEqual([]);

    await user.click(
      within(general).getByRole('button', { name: 'Guardar configuración general' }),
    );
    confirm = await screen.findByRole('alertdialog', { name: '¿Activar el modo mantenimiento?' });
    await user.click(within(confirm).getByRole('button', { name: 'Activar mantenimiento' }));
    await waitFor(() => expect(toasts).toEqual([saved]));
    expect(patches[0]?.body).toMatchObject({ maintenance_mode: true });
    expect(await screen.findByText(/La tienda está en modo mantenimiento/)).toBeInTheDocument();
  });

  it('turns it off without asking', async () => {
    const { section, user, patches } = setup({ row: settingsRow({ maintenance_mode: true }) });
    const general = await section('General');
    await user.click(within(general).getByRole('switch', { name: 'Modo mantenimiento' }));
    await user.click(
      within(general).getByRole('button', { name: 'Guardar configuración general' }),
    );
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toMatchObject({ maintenance_mode: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the other sections', () => {
  it("'Banner' shows the banner the home shows now and links to the banners screen", async () => {
    const { section } = setup();
    const banner = await section('Banner');
    expect(await within(banner).findByText('Mes de los gatos')).toBeInTheDocument();
    expect(banner).toHaveTextContent('En el Home ahora');
    expect(within(banner).getByRole('link', { name: 'Gestionar banners' })).toHaveAttribute(
      'href',
      '/admin/banners',
    );
    const read = supabaseMock.requests.find((r) => r.path === '/rest/v1/banner_settings');
    expect(read?.query).toMatchObject({
      is_active: 'eq.true',
      order: 'updated_at.desc',
      limit: '1',
    });
  });

  it("'Banner' says when no banner is visible", async () => {
    const { section } = setup({ liveBanner: null });
    const banner = await section('Banner');
    expect(await within(banner).findByText(/Ningún banner está visible/)).toBeInTheDocument();
  });

  it("'Seguridad' is visibly disabled and says it is not available yet", async () => {
    const { section } = setup();
    const security = await section('Seguridad');
    expect(security).toHaveAttribute('aria-disabled', 'true');
    expect(security).toHaveAccessibleDescription(expect.stringContaining('aún no está disponible'));
    expect(security).toHaveTextContent('Próximamente');
    for (const toggle of within(security).getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(within(security).queryByRole('button', { name: /Guardar/ })).not.toBeInTheDocument();
  });
});

describe('live settings', () => {
  it('reads the row again when it changes elsewhere, keeping what the admin is typing', async () => {
    const { section, user, reads, setStored } = setup();
    const general = await section('General');
    const name = within(general).getByRole('textbox', { name: /^Nombre de la tienda/ });
    await user.clear(name);
    await user.type(name, 'Mi tienda');

    setStored(
      settingsRow({
        site_name: 'Otro nombre',
        contact_email: 'ventas@bonis.co',
        free_shipping_threshold: 90000,
      }),
    );
    await supabaseMock.realtime.subscribed('app_settings');
    supabaseMock.realtime.push({ table: 'app_settings', eventType: 'UPDATE', new: { id: 1 } });
    await waitFor(() => expect(reads).toHaveLength(2));

    const shipping = await section('Envíos');
    await waitFor(() =>
      expect(within(shipping).getByRole('textbox', { name: /^Envío gratis desde/ })).toHaveValue(
        '90000',
      ),
    );
    expect(within(general).getByRole('textbox', { name: /^Email de contacto/ })).toHaveValue(
      'ventas@bonis.co',
    );
    expect(name).toHaveValue('Mi tienda');
  });
});
