import type { SettingsRow } from '../api/get-settings';

/** The settings row as the seed writes it. */
export function settingsRow(overrides: Partial<SettingsRow> = {}): SettingsRow {
  return {
    site_name: 'Boñis',
    site_description: 'Todo para tu mascota.',
    contact_email: 'hola@bonis.co',
    contact_phone: '+57 300 123 4567',
    whatsapp_number: '573001234567',
    allow_registrations: true,
    maintenance_mode: false,
    free_shipping_threshold: 100000,
    standard_shipping_cost: 8000,
    express_shipping_cost: 15000,
    shipping_enabled: true,
    order_confirmation_email: true,
    shipping_notification_email: true,
    newsletter_enabled: true,
    welcome_email_enabled: true,
    ...overrides,
  };
}
