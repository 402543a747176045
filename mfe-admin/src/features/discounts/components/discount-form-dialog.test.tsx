import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import type { DiscountCodeRow } from '../api/get-discount-codes';
import {
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { discountForm } from './discount-form-dialog';
import { discountCodes } from './discounts-page';
import { ahorra } from '../testing/discount-fixtures';

const AHORRA = ahorra('2027-01-26T14:30:00+00:00');

const setup = (row: DiscountCodeRow | null = null, history?: AuditChanges) =>
  renderResourceForm({ resource: discountCodes, form: discountForm, row, history });

/** The date input has no textbox role: find it by its label. */
const expiryInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Vence el/);

describe('the code', () => {
  it('is uppercased as it is typed', async () => {
    const { user, field } = setup();
    await user.type(field(/^Código/), 'verano-10_b');
    expect(field(/^Código/)).toHaveValue('VERANO-10_B');
  });

  it("'Generar' fills in 8 random characters from A–Z and 0–9 (crypto.getRandomValues)", async () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const { user, dialog, field } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
    const first = (field(/^Código/) as HTMLInputElement).value;
    expect(first).toMatch(/^[A-Z0-9]{8}$/);
    expect(random).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
    expect((field(/^Código/) as HTMLInputElement).value).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('is required', async () => {
    const { field, submit, writes } = setup();
    await submit();
    expect(await screen.findByText('El código es obligatorio')).toBeInTheDocument();
    expect(field(/^Código/)).toHaveFocus();
    expect(writes('POST')).toHaveLength(0);
  });

  it("says 'Ya existe un código con ese nombre' on a duplicate and stays open", async () => {
    supabaseMock.table('discount_codes').post(
      supabaseMock.error({
        code: '23505',
        message: 'duplicate key value violates unique constraint "discount_codes_code_key"',
      }),
    );
    const { user, field, submit, onClose, requests } = setup();
    await user.type(field(/^Código/), 'ahorra20k');
    await user.type(field(/^Valor/), '10');
    await submit();

    expect(await screen.findByText('Ya existe un código con ese nombre')).toBeInTheDocument();
    expect(field(/^Código/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Código/)).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.toasts).toEqual([]);
  });
});

describe('creating a code', () => {
  it("starts at 0 minimum purchase, unlimited and active, and toasts 'Código creado'", async () => {
    supabaseMock.table('discount_codes').post(({ body }) => ({
      ...AHORRA,
      ...(body as object),
      id: 'dc-new',
    }));
    const { user, field, submit, onClose, requests, dialog, writes } = setup();
    expect(field(/^Compra mínima/)).toHaveValue('0');
    expect(field(/^Usos máximos/)).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Porcentaje (%)' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Código activo' })).toBeChecked();

    await user.type(field(/^Código/), 'navidad15');
    await user.type(field(/^Valor/), '15');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toEqual({
      code: 'NAVIDAD15',
      description: null,
      type: 'percentage',
      value: 15,
      min_purchase: 0,
      // empty maximum uses: unlimited
      max_uses: null,
      expires_at: null,
      first_purchase_only: false,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Código creado', tone: 'success' }]);
  });

  it('refuses a percentage above 100 or with decimals (step 1)', async () => {
    const { user, field, submit, writes } = setup();
    await user.type(field(/^Código/), 'MUCHO');
    await user.type(field(/^Valor \(%\)/), '101');
    await submit();
    expect(await screen.findByText('El porcentaje no puede ser mayor que 100')).toBeInTheDocument();

    await user.clear(field(/^Valor/));
    await user.type(field(/^Valor/), '12,5');
    expect(await screen.findByText('El porcentaje debe ser un número entero')).toBeInTheDocument();
    expect(field(/^Valor/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('POST')).toHaveLength(0);
  });

  it('takes a fixed amount in 0.01 steps, with the expiry and the maximum uses', async () => {
    supabaseMock.table('discount_codes').post(({ body }) => ({ ...AHORRA, ...(body as object) }));
    const { user, field, submit, onClose, dialog, writes } = setup();
    await user.type(field(/^Código/), 'FIJO');
    await user.click(within(dialog).getByRole('radio', { name: 'Valor fijo (COP)' }));
    await user.type(field(/^Valor \(COP\)/), '12,345');
    await submit();
    expect(
      await screen.findByText('Usa como máximo dos decimales (pasos de 0,01)'),
    ).toBeInTheDocument();

    await user.clear(field(/^Valor/));
    await user.type(field(/^Valor/), '19999,99');
    expect(field(/^Valor/)).toHaveAccessibleDescription(/Descuenta \$\s19\.999,99 de la compra\./);
    await user.clear(field(/^Compra mínima/));
    await user.type(field(/^Compra mínima/), '50.000');
    await user.type(field(/^Usos máximos/), '100');
    await user.type(expiryInput(dialog), '2026-12-31');
    await user.click(within(dialog).getByRole('switch', { name: 'Solo para la primera compra' }));
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toMatchObject({
      code: 'FIJO',
      type: 'fixed',
      value: 19999.99,
      min_purchase: 50000,
      max_uses: 100,
      expires_at: '2026-12-31T23:59:59.999-05:00',
      first_purchase_only: true,
    });
  });

  it('refuses a maximum of 0 uses', async () => {
    const { user, field, submit, writes } = setup();
    await user.type(field(/^Código/), 'CERO');
    await user.type(field(/^Valor/), '5');
    await user.type(field(/^Usos máximos/), '0');
    await submit();
    expect(
      await screen.findByText('Los usos máximos son un número entero desde 1 (vacío: ilimitados)'),
    ).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it("toasts 'Error al guardar código de descuento' when the save fails otherwise", async () => {
    supabaseMock.table('discount_codes').post(supabaseMock.networkError());
    const { user, field, submit, onClose, requests } = setup();
    await user.type(field(/^Código/), 'RED');
    await user.type(field(/^Valor/), '5');
    await submit();
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Error al guardar código de descuento', tone: 'error' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a code', () => {
  it("updates it by id, keeps its expiry, toasts 'Código actualizado' and shows its history", async () => {
    supabaseMock.table('discount_codes').patch(({ body }) => ({ ...AHORRA, ...(body as object) }));
    const { user, field, submit, onClose, requests, dialog, writes, findHistory } = setup(AHORRA, {
      max_uses: { before: 100, after: 500 },
    });

    expect(field(/^Código/)).toHaveValue('AHORRA20K');
    expect(within(dialog).getByRole('radio', { name: 'Valor fijo (COP)' })).toBeChecked();
    expect(field(/^Valor/)).toHaveValue('20000');
    expect(field(/^Compra mínima/)).toHaveValue('80000');
    expect(field(/^Usos máximos/)).toHaveValue('500');
    expect(expiryInput(dialog)).toHaveValue('2027-01-26');
    const history = await findHistory();
    expect(history).toHaveTextContent('Usos máximos: 100 → 500');

    await user.clear(field(/^Usos máximos/));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${AHORRA.id}` });
    expect(writes('PATCH')[0]?.body).toMatchObject({
      code: 'AHORRA20K',
      value: 20000,
      max_uses: null,
      expires_at: AHORRA.expires_at,
    });
    expect(requests.toasts).toEqual([{ title: 'Código actualizado', tone: 'success' }]);
  });

  it('refuses a maximum below the uses it already has', async () => {
    const { user, field, submit, writes } = setup(AHORRA);
    expect(field(/^Usos máximos/)).toHaveAccessibleDescription(
      'Vacío: ilimitados. Ya se usó 37 veces: el máximo no puede ser menor.',
    );
    await user.clear(field(/^Usos máximos/));
    await user.type(field(/^Usos máximos/), '30');
    await submit();
    expect(
      await screen.findByText('Ya se usó 37 veces: el máximo no puede ser menor'),
    ).toBeInTheDocument();
    expect(writes('PATCH')).toHaveLength(0);
  });

  it('shows the database refusing a maximum below the uses (orders used it meanwhile) under the field', async () => {
    supabaseMock.table('discount_codes').patch(() =>
      supabaseMock.error({
        code: '23514',
        message:
          'new row for relation "discount_codes" violates check constraint "discount_codes_uses_within_max"',
      }),
    );
    const { user, field, submit, onClose, requests, writes } = setup(AHORRA);
    await user.clear(field(/^Usos máximos/));
    await user.type(field(/^Usos máximos/), '40');
    await submit();

    expect(
      await screen.findByText('El código ya se usó más veces que ese máximo'),
    ).toBeInTheDocument();
    expect(field(/^Usos máximos/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('PATCH')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.toasts).toEqual([]);
  });

  it('says whose a personal code is', () => {
    const { dialog } = setup({
      ...AHORRA,
      code: 'WELCOMEK7Q2ZP',
      owner_email: 'laura.gomez@example.com',
      first_purchase_only: true,
    });
    expect(dialog).toHaveTextContent(
      'Código personal: solo lo puede usar laura.gomez@example.com. Es para su primera compra.',
    );
  });
});
