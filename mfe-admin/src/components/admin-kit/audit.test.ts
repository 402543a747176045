import { describe, expect, it } from 'vitest';
import {
  AUDIT_TABLE_LABELS,
  AUDITED_TABLES,
  auditActionLabel,
  auditChangeLine,
  auditFieldLabel,
  auditTableLabel,
  formatAuditDateTime,
  formatAuditField,
  formatAuditValue,
  isAuditFieldShown,
  shownAuditFields,
  toAuditEntry,
} from './audit';

/** Intl separates '$' and 'p. m.' with no-break spaces in some ICU builds: compare plainly. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatAuditValue', () => {
  it('writes text as it is, numbers es-CO, booleans Sí/No and null as (vacío)', () => {
    expect(formatAuditValue('Collar')).toBe('Collar');
    expect(formatAuditValue(1234567.5)).toBe('1.234.567,5');
    expect(formatAuditValue(true)).toBe('Sí');
    expect(formatAuditValue(false)).toBe('No');
    expect(formatAuditValue(null)).toBe('(vacío)');
  });

  it('writes arrays and objects as JSON', () => {
    expect(formatAuditValue(['a.jpg', 'b.jpg'])).toBe('["a.jpg","b.jpg"]');
    expect(formatAuditValue({ city: 'Cali' })).toBe('{"city":"Cali"}');
  });

  it('shortens long values to 80 characters with an ellipsis', () => {
    const long = 'ñ'.repeat(100);
    expect(formatAuditValue(long)).toBe(`${'ñ'.repeat(79)}…`);
    expect(formatAuditValue(long)).toHaveLength(80);
    expect(formatAuditValue('x'.repeat(80))).toBe('x'.repeat(80));
    expect(formatAuditValue(long, 0)).toBe(long);
  });
});

describe('audit labels', () => {
  it('names every audited table in Spanish', () => {
    for (const table of AUDITED_TABLES) expect(AUDIT_TABLE_LABELS[table]).toBeTruthy();
    expect(auditTableLabel('products')).toBe('Productos');
    expect(auditTableLabel('otra_tabla')).toBe('otra_tabla');
  });

  it("says 'Creó', 'Modificó' and 'Eliminó'", () => {
    expect(['insert', 'update', 'delete'].map(auditActionLabel)).toEqual([
      'Creó',
      'Modificó',
      'Eliminó',
    ]);
  });
});

describe('toAuditEntry', () => {
  it('keeps only { before, after } entries of the changes JSON', () => {
    const entry = toAuditEntry({
      id: 1,
      occurred_at: '2026-11-27T15:00:00Z',
      actor_id: null,
      actor_name: 'Ana',
      actor_email: null,
      table_name: 'products',
      row_id: '7',
      action: 'update',
      changes: { price: { before: 1, after: 2 }, stock_quantity: { after: 5 }, junk: 3 },
    });
    expect(entry.changes).toEqual({
      price: { before: 1, after: 2 },
      stock_quantity: { before: null, after: 5 },
    });
    expect(toAuditEntry({ ...entry, changes: null }).changes).toEqual({});
  });
});

describe("the history in the screens' words", () => {
  it("writes an order's status changes with the store's status labels", () => {
    expect(auditChangeLine('orders', 'payment_status', { before: 'refunded', after: 'paid' })).toBe(
      'Estado del pago: Reembolsado → Pagado',
    );
    expect(auditChangeLine('orders', 'status', { before: 'pending', after: 'cancelled' })).toBe(
      'Estado del pedido: Pendiente → Cancelado',
    );
    expect(auditChangeLine('orders', 'payment_method', { before: 'online', after: 'pse' })).toBe(
      'Método de pago: Pago en línea → PSE',
    );
  });

  it("names the columns the books move: 'Stock devuelto', 'Stock apartado', 'Puntos contados'", () => {
    expect(auditFieldLabel('orders', 'stock_returned_at')).toBe('Stock devuelto');
    expect(auditFieldLabel('orders', 'stock_held')).toBe('Stock apartado');
    expect(auditFieldLabel('orders', 'points_counted')).toBe('Puntos contados');
    expect(auditChangeLine('orders', 'stock_held', { before: true, after: false })).toBe(
      'Stock apartado: Sí → No',
    );
  });

  it("writes moments as '7 dic 2026, 8:55 p. m.', with one period at the end", () => {
    expect(plain(formatAuditDateTime('2026-12-08T01:55:00Z'))).toBe('7 dic 2026, 8:55 p. m.');
    const line = auditChangeLine('orders', 'stock_returned_at', {
      before: null,
      after: '2026-12-08T01:55:00.123456+00:00',
    });
    expect(plain(line)).toBe('Stock devuelto: (vacío) → 7 dic 2026, 8:55 p. m.');
    expect(line).not.toMatch(/\.\.$/);
  });

  it('writes money in pesos, points and counts es-CO, percentages and days as the screens do', () => {
    expect(plain(formatAuditField('orders', 'total', 116000))).toBe('$ 116.000');
    expect(plain(formatAuditField('products', 'price', '25000.5'))).toBe('$ 25.000,50');
    expect(formatAuditField('orders', 'points_earned', 1250)).toBe('1.250');
    expect(plain(formatAuditField('products', 'discount_percentage', 15))).toBe('15 %');
    expect(formatAuditField('user_profiles', 'membership_expiry', '2027-06-30')).toBe(
      '30 de junio de 2027',
    );
    expect(formatAuditField('user_profiles', 'membership_type', 'anual')).toBe('Anual');
    expect(formatAuditField('products', 'images', ['a.jpg', 'b.jpg'])).toBe('2 imágenes');
    expect(formatAuditField('categories', 'pet_types', ['perros', 'gatos'])).toBe('Perros, Gatos');
    expect(formatAuditField('orders', 'total', null)).toBe('(vacío)');
  });

  it("says 'Categoría cambiada' for a new category id, never the uuid", () => {
    const line = auditChangeLine('products', 'category_id', {
      before: '6f1c2b1e-0000-4000-8000-000000000001',
      after: '6f1c2b1e-0000-4000-8000-000000000002',
    });
    expect(line).toBe('Categoría cambiada');
    expect(auditChangeLine('orders', 'user_id', { before: null, after: 'u-1' })).toBe(
      'Cliente cambiado',
    );
  });

  it('names every column an admin write can record, in every audited table', () => {
    const columns: Record<string, string[]> = {
      orders: [
        'status',
        'payment_status',
        'stock_held',
        'points_counted',
        'stock_returned_at',
        'points_reversed',
        'points_reversed_at',
        'paid_at',
      ],
      user_profiles: ['first_name', 'last_name', 'phone', 'is_admin', 'membership_type'],
      products: ['category_id', 'price', 'member_price', 'stock_quantity', 'home_section'],
      app_settings: ['free_shipping_threshold', 'maintenance_mode'],
    };
    for (const [table, names] of Object.entries(columns)) {
      for (const column of names) expect(auditFieldLabel(table, column)).not.toBe(column);
    }
  });

  it("leaves the row's own id out, and lists the shown columns in order", () => {
    expect(isAuditFieldShown('products', 'id')).toBe(false);
    expect(
      shownAuditFields({
        table_name: 'orders',
        changes: {
          id: { before: null, after: 'o-1' },
          status: { before: 'pending', after: 'confirmed' },
          stock_held: { before: false, after: true },
        },
      }),
    ).toEqual(['status', 'stock_held']);
  });

  it('keeps the column name and the plain value for a column it does not know', () => {
    expect(auditChangeLine('otra_tabla', 'campo', { before: 1, after: 2 })).toBe('campo: 1 → 2');
  });
});
