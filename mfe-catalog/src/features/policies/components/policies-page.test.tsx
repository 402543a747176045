import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, supabaseMock, type MockRow } from '@bonis/test-utils';
import { formatCOP } from '@bonis/design-system';
import { cssRulesOf, declared } from '@bonis/test-utils/css-rules';
import { PoliciesPage } from './policies-page';
import { fullRowColumns } from './policies-page.styles';

const SETTINGS = {
  site_name: 'Boñis',
  site_description: '',
  contact_email: 'hola@bonis.co',
  contact_phone: '+57 300 123 4567',
  whatsapp_number: '573001234567',
  free_shipping_threshold: 100_000,
};

function setup(settings: MockRow = SETTINGS) {
  supabaseMock.table('app_settings').get(settings);
  return renderWithProviders(<PoliciesPage />, { route: '/policies' });
}

const plan = (name: string) => screen.getByRole('article', { name });
/** "$ 25.000" as formatCOP writes it (a no-break space after the sign). */
const cop = (value: number) => formatCOP(value);

describe('PoliciesPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the three insurance plans with their monthly prices', async () => {
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seguros para mascotas' }),
    ).toBeInTheDocument();
    const price = (name: string) => plan(name).querySelector('strong')?.textContent;
    expect(price('Plan Básico')).toBe(cop(25_000));
    expect(price('Plan Premium')).toBe(cop(45_000));
    expect(price('Plan Familiar')).toBe(cop(75_000));
    for (const name of ['Plan Básico', 'Plan Premium', 'Plan Familiar']) {
      expect(within(plan(name)).getByText('/ mes')).toBeInTheDocument();
      expect(
        within(plan(name)).getByRole('list', { name: `Qué incluye el ${name}` }).children.length,
      ).toBeGreaterThan(2);
    }
    await screen.findByRole('link', { name: 'hola@bonis.co' });
  });

  it('marks Plan Premium as the most popular and Plan Familiar as for up to 3 pets', async () => {
    setup();
    expect(within(plan('Plan Premium')).getByText('Más popular')).toBeInTheDocument();
    expect(within(plan('Plan Básico')).queryByText('Más popular')).not.toBeInTheDocument();
    expect(within(plan('Plan Familiar')).getByText('Hasta 3 mascotas')).toBeInTheDocument();
    expect(screen.getByRole('banner').textContent).toMatch(
      /más de 200 clínicas veterinarias aliadas/,
    );
    await screen.findByRole('link', { name: 'hola@bonis.co' });
  });

  it("has benefit cards and an advisor section with the store's contact details", async () => {
    setup();
    const benefits = screen.getByRole('region', { name: '¿Por qué asegurar a tu mascota?' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // the store's own drawn icons, not emoji that need a colour-emoji font
    expect(
      [...benefits.querySelectorAll<SVGElement>('svg[data-icon]')].map((icon) => icon.dataset.icon),
    ).toEqual(['clinic', 'phone', 'card', 'paw']);
    expect(screen.getByRole('banner').querySelector('svg[data-icon="shield"]')).toBeInTheDocument();
    const advisor = screen.getByRole('region', { name: '¿Tienes dudas? Habla con un asesor' });
    expect(await within(advisor).findByRole('link', { name: 'hola@bonis.co' })).toHaveAttribute(
      'href',
      'mailto:hola@bonis.co',
    );
  });

  it('lays the benefit cards out in full rows, never leaving an empty column', () => {
    setup();
    const benefits = screen.getByRole('region', { name: '¿Por qué asegurar a tu mascota?' });
    const list = within(benefits).getByRole('list');
    const cards = within(list).getAllByRole('listitem').length;
    const columns = (media: string) => {
      const value = declared(cssRulesOf(list, media), 'grid-template-columns');
      return Number(/^repeat\((\d+), ?minmax\(0, ?1fr\)\)$/.exec(value)?.[1]);
    };
    // one card a row on phones; then rows the cards fill: 2 × 2, and all 4 in one row from lg
    expect(declared(cssRulesOf(list, ''), 'grid-template-columns')).toBe('minmax(0, 1fr)');
    expect(cards % columns('(min-width: 480px)')).toBe(0);
    expect(columns('(min-width: 1024px)')).toBe(cards);
  });

  it.each([
    [4, 4, 4],
    [4, 2, 2],
    [3, 4, 3],
    [6, 4, 3],
    [5, 4, 4],
  ])('gives %i cards at most %i columns as %i columns', (count, most, columns) => {
    expect(fullRowColumns(count, most)).toBe(columns);
  });

  it("opens a WhatsApp chat that names the plan from each plan's button", async () => {
    setup();
    await screen.findByRole('link', { name: 'hola@bonis.co' });
    const link = within(plan('Plan Premium')).getByRole('link', {
      name: /^Quiero este plan ?, Plan Premium/,
    });
    const href = new URL((link as HTMLAnchorElement).href);
    expect(href.pathname).toBe('/573001234567');
    expect(href.searchParams.get('text')).toBe(
      'Hola, quiero información sobre el Plan Premium de seguro para mascotas.',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends the buttons to /contact when the store has no contact details', async () => {
    setup({ ...SETTINGS, contact_email: '', contact_phone: '', whatsapp_number: '' });
    await screen.findByText(/Los datos de contacto no están disponibles/);
    const link = within(plan('Plan Básico')).getByRole('link', { name: /Quiero este plan/ });
    expect(link).toHaveAttribute('href', '/contact');
  });
});
