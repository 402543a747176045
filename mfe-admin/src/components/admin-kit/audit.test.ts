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
import { operationEntries } from './testing/audit-entries';

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

  it("names the tables the back office's operations write: redemptions, gifts, bonuses, points", () => {
    expect(
      ['points_redemptions_v2', 'gift_purchases', 'user_bonuses', 'user_points'].map(
        auditTableLabel,
      ),
    ).toEqual(['Canjes', 'Regalos', 'Bonos de clientes', 'Puntos']);
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
      user_profiles: ['first_name', 'last_name', 'phone', 'is_admin', 'role', 'membership_type'],
      products: ['category_id', 'price', 'member_price', 'stock_quantity', 'home_section'],
      app_settings: ['free_shipping_threshold', 'maintenance_mode'],
      // and what the back office's functions record, pseudo-columns included
      points_redemptions_v2: ['status', 'note', 'cancel_reason'],
      gift_purchases: ['status', 'void_reason', 'email_resent'],
      user_bonuses: ['status', 'expires_at', 'reason'],
      user_points: ['current_points', 'reason'],
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

describe("the back office's operations in the screens' words", () => {
  const lines = ({ table_name, changes }: { table_name: string; changes: object }) =>
    Object.entries(changes as Record<string, { before: unknown; after: unknown }>).map(
      ([column, change]) => plain(auditChangeLine(table_name, column, change)),
    );
  const entries = operationEntries();

  it('writes a redemption delivered or cancelled, with its note or reason', () => {
    expect(lines(entries.redemptionDelivered)).toEqual([
      'Estado del canje: Pendiente → Entregado',
      'Nota: Entregado en la tienda de Chapinero',
    ]);
    expect(lines(entries.redemptionCancelled)).toEqual([
      'Estado del canje: Pendiente → Cancelado',
      'Motivo de cancelación: El premio se agotó',
    ]);
  });

  it('writes a gift resent (to whom) and a gift voided (why)', () => {
    expect(lines(entries.giftResent)).toEqual(['Email reenviado a laura@correo.co']);
    expect(lines(entries.giftVoided)).toEqual([
      'Estado del regalo: Pagado → Anulado',
      'Motivo de anulación: El comprador se equivocó de correo',
    ]);
    expect(auditFieldLabel('gift_purchases', 'email_resent')).toBe('Email reenviado a');
    expect(auditChangeLine('gift_purchases', 'status', { before: 'pending', after: 'sent' })).toBe(
      'Estado del regalo: Pendiente → Enviado',
    );
  });

  it("writes a bonus voided or extended: its statuses, its new expiry and the admin's reason", () => {
    expect(lines(entries.bonusVoided)).toEqual([
      'Estado del bono: Activo → Anulado',
      'Motivo: Bono duplicado',
    ]);
    expect(lines(entries.bonusExtended)).toEqual([
      'Vence: 7 dic 2026, 8:55 p. m. → 7 ene 2027, 8:55 p. m.',
      'Motivo: Compensación por demora',
    ]);
    expect(
      ['active', 'used', 'expired', 'void'].map((status) =>
        formatAuditField('user_bonuses', 'status', status),
      ),
    ).toEqual(['Activo', 'Usado', 'Vencido', 'Anulado']);
  });

  it('writes a points adjustment as the balance before and after, and the reason', () => {
    expect(lines(entries.pointsAdjusted)).toEqual([
      'Puntos: 1.250 → 1.750',
      'Motivo: Compensación por pedido tardío',
    ]);
  });

  it("writes an order shipped with its carrier and tracking number, and a user's new role", () => {
    expect(lines(entries.orderShipped)).toEqual([
      'Estado del pedido: En preparación → Enviado',
      'Transportadora: (vacío) → Servientrega',
      'Número de guía: (vacío) → SV-123456',
    ]);
    expect(auditChangeLine('user_profiles', 'role', { before: 'customer', after: 'staff' })).toBe(
      'Rol: Cliente → Personal',
    );
  });

  it('writes a reason that replaced another as any change, and shortens long ones', () => {
    expect(auditChangeLine('user_points', 'reason', { before: 'Antes', after: 'Después' })).toBe(
      'Motivo: Antes → Después',
    );
    const long = `Motivo largo ${'x'.repeat(100)}`;
    const line = auditChangeLine('user_bonuses', 'reason', { before: null, after: long });
    expect(line).toBe(`Motivo: ${long.slice(0, 79)}…`);
    expect(
      auditChangeLine('user_bonuses', 'reason', { before: null, after: long }, { max: 0 }),
    ).toBe(`Motivo: ${long}`);
  });

  it("names the shopper's account without its id", () => {
    expect(auditChangeLine('user_points', 'user_id', { before: null, after: 'user-2' })).toBe(
      'Cliente cambiado',
    );
  });
});
