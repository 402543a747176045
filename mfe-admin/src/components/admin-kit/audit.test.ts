import { describe, expect, it } from 'vitest';
import {
  AUDIT_TABLE_LABELS,
  AUDITED_TABLES,
  auditActionLabel,
  auditTableLabel,
  formatAuditValue,
  toAuditEntry,
} from './audit';

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
