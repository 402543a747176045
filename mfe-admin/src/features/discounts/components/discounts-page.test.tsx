import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { DiscountCodeRow } from '../api/get-discount-codes';
import { DISCOUNT_BASE, ahorra } from '../testing/discount-fixtures';
import { discountCodes } from './discounts-page';

/** 10:00 in Bogotá on 27 November 2026. */
const NOW = new Date('2026-11-27T15:00:00Z');

const base = DISCOUNT_BASE;
/** Active until the end of today in Bogotá. */
const AHORRA = ahorra('2026-11-27T23:59:59.999-05:00');
/** Expired at the end of yesterday. */
const VERANO: DiscountCodeRow = {
  ...base,
  id: 'dc-verano',
  code: 'VERANO2025',
  value: 15,
  current_uses: 84,
  expires_at: '2026-11-26T23:59:59.999-05:00',
};
/** 50 of 50 uses. */
const PRIMEROS: DiscountCodeRow = {
  ...base,
  id: 'dc-primeros',
  code: 'PRIMEROS50',
  value: 20,
  max_uses: 50,
  current_uses: 50,
};
/** Switched off (and exhausted and expired too: inactive comes first). */
const BLACK: DiscountCodeRow = {
  ...base,
  id: 'dc-black',
  code: 'BLACKFRIDAY30',
  value: 30,
  is_active: false,
  max_uses: 1,
  current_uses: 1,
  expires_at: '2026-01-01T00:00:00Z',
};
/** A newsletter code: one account, first purchase, unlimited in time. */
const WELCOME: DiscountCodeRow = {
  ...base,
  id: 'dc-welcome',
  code: 'WELCOMEK7Q2ZP',
  max_uses: 1,
  first_purchase_only: true,
  owner_email: 'laura.gomez@example.com',
};
const ALL = [AHORRA, VERANO, PRIMEROS, BLACK, WELCOME];

const list = { resource: discountCodes, route: '/admin/discounts', rows: ALL, now: NOW };

describeResourceList('the discount codes list', {
  ...list,
  // newest first
  order: 'created_at.desc,id.asc',
  queries: {
    'q=ahorra_': { filters: { code: 'ilike.%ahorra\\_%' } },
    // 'Vencido': switched on, its day over
    'state=expired&type=fixed': {
      filters: {
        is_active: 'eq.true',
        expires_at: expect.stringMatching(/^lte\.2026-11-27T15:00:\d\d\.\d{3}Z$/),
        type: 'eq.fixed',
      },
    },
    // 'Inactivo': switched off, whatever its expiry
    'state=inactive': { filters: { is_active: 'eq.false' } },
    // codes without an expiry expire last
    'sort=expires_at.asc': { order: 'expires_at.asc.nullslast,id.asc' },
  },
});

describe('the discount codes list', () => {
  it('shows each code with its discount, minimum purchase, uses, expiry and state', async () => {
    const { findRow } = setupResourceList(list);
    const ahorra = await findRow('AHORRA20K');
    expect(ahorra).toHaveTextContent('$20.000 de descuento.');
    expect(ahorra).toHaveTextContent(/\$\s20\.000\s*Valor fijo/);
    expect(ahorra).toHaveTextContent(/\$\s80\.000/);
    expect(ahorra).toHaveTextContent('37/500');
    expect(ahorra).toHaveTextContent('27/11/2026');
    expect(ahorra).toHaveTextContent('Activo');

    const verano = await findRow('VERANO2025');
    expect(verano).toHaveTextContent(/15\s%\s*Porcentaje/);
    expect(verano).toHaveTextContent('84/∞');
    expect(verano).toHaveTextContent('26/11/2026');
    expect(verano).toHaveTextContent('Vencido');

    expect(await findRow('PRIMEROS50')).toHaveTextContent('Agotado');
    expect(await findRow('PRIMEROS50')).toHaveTextContent('Sin vencimiento');
    expect(await findRow('BLACKFRIDAY30')).toHaveTextContent('Inactivo');
    const welcome = await findRow('WELCOMEK7Q2ZP');
    expect(welcome).toHaveTextContent('Primera compra');
    expect(welcome).toHaveTextContent('Personal');
    expect(welcome).toHaveTextContent('Activo');
  });

  it('turns a code Vencido once its day is over', async () => {
    const { reads, user, findRow, table } = setupResourceList({ ...list, rows: [AHORRA] });
    expect(await findRow('AHORRA20K')).toHaveTextContent('Activo');
    vi.setSystemTime(new Date('2026-11-28T05:00:00Z'));
    // any new read of the list draws the rows again
    await user.click(within(table()).getByRole('button', { name: /Código/ }));
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(async () => expect(await findRow('AHORRA20K')).toHaveTextContent('Vencido'));
  });

  it("finds the exhausted codes by comparing their uses with their maximum ('Agotado')", async () => {
    // what the database gives for these filters: switched on, unexpired, with a maximum
    const { reads, findRow, table } = setupResourceList({
      ...list,
      route: '/admin/discounts?state=exhausted',
      rows: [AHORRA, PRIMEROS, WELCOME],
    });
    await findRow('PRIMEROS50');
    const read = reads[0];
    expect(read?.filters).toMatchObject({
      is_active: 'eq.true',
      or: expect.stringMatching(
        /^\(expires_at\.is\.null,expires_at\.gt\."2026-11-27T15:00:\d\d\.\d{3}Z"\)$/,
      ),
      max_uses: 'not.is.null',
    });
    expect(read?.offset ?? 0).toBe(0);
    expect(read?.limit).toBe(1000);
    // of those, only the one whose uses reached its maximum is listed
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Mostrando 1–1 de 1')).toBeInTheDocument();
  });

  it("lists the active codes without the exhausted ones ('Activo')", async () => {
    const { findRow, queryRow } = setupResourceList({
      ...list,
      route: '/admin/discounts?state=active',
      rows: [AHORRA, PRIMEROS, WELCOME],
    });
    await findRow('AHORRA20K');
    expect(await findRow('WELCOMEK7Q2ZP')).toBeInTheDocument();
    expect(queryRow('PRIMEROS50')).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando 1–2 de 2')).toBeInTheDocument();
  });

  it("sorts by the soonest expiry with 'Ordenar por'", async () => {
    const { user, reads, location, findRow } = setupResourceList(list);
    await findRow('AHORRA20K');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Vencen antes');
    await waitFor(() => expect(reads.at(-1)?.order).toBe('expires_at.asc.nullslast,id.asc'));
    expect(location()).toBe('/admin/discounts?sort=expires_at.asc');
  });

  it('exports a row per code, with its state', async () => {
    const { findRow, exportCsv, reads } = setupResourceList({
      ...list,
      route: '/admin/discounts?type=fixed',
      rows: [AHORRA],
    });
    await findRow('AHORRA20K');
    const lines = await exportCsv();
    expect(reads.at(-1)?.filters.type).toBe('eq.fixed');
    expect(lines[1]).toBe(
      'AHORRA20K;$20.000 de descuento.;Valor fijo;20.000;80.000;37;500;27/11/2026;Activo;No;;01/08/2026',
    );
  });
});
