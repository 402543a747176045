/** Tables whose admin writes the database records in `audit_log`. */
export const AUDITED_TABLES = [
  'products',
  'categories',
  'product_groups',
  'product_subcategories',
  'orders',
  'user_profiles',
  'discount_codes',
  'membership_plans',
  'shipping_rates',
  'shipping_time_ranges',
  'banner_settings',
  'roulette_prizes',
  'bonus_store',
  'rewards_catalog',
  'app_settings',
  'newsletter_subscriptions',
] as const;

export type AuditedTable = (typeof AUDITED_TABLES)[number];

/** Spanish names of the audited tables. */
export const AUDIT_TABLE_LABELS: Record<AuditedTable, string> = {
  products: 'Productos',
  categories: 'Categorías',
  product_groups: 'Grupos de productos',
  product_subcategories: 'Subcategorías',
  orders: 'Pedidos',
  user_profiles: 'Usuarios',
  discount_codes: 'Códigos de descuento',
  membership_plans: 'Membresías',
  shipping_rates: 'Métodos de envío',
  shipping_time_ranges: 'Rangos horarios de envío',
  banner_settings: 'Banners del Home',
  roulette_prizes: 'Premios de la ruleta',
  bonus_store: 'Tienda de bonos',
  rewards_catalog: 'Catálogo de recompensas',
  app_settings: 'Configuración',
  newsletter_subscriptions: 'Newsletter',
};

export type AuditAction = 'insert' | 'update' | 'delete';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  insert: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
};

/** One column's change. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/** A row of `audit_log`, with `changes` read as column → { before, after }. */
export interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_id: string | null;
  actor_name: string;
  actor_email: string | null;
  table_name: string;
  row_id: string;
  /** 'insert' | 'update' | 'delete' */
  action: AuditAction | (string & {});
  changes: Record<string, AuditChange>;
}

/** `audit_log` as supabase-js returns it (changes as JSON). */
export interface AuditLogRow extends Omit<AuditEntry, 'changes'> {
  changes: unknown;
}

/** Reads a row's `changes` JSON: only `{ column: { before, after } }` entries are kept. */
export function toAuditEntry(row: AuditLogRow): AuditEntry {
  const changes: Record<string, AuditChange> = {};
  if (typeof row.changes === 'object' && row.changes !== null && !Array.isArray(row.changes)) {
    for (const [field, change] of Object.entries(row.changes as Record<string, unknown>)) {
      if (typeof change === 'object' && change !== null && !Array.isArray(change)) {
        const { before = null, after = null } = change as Partial<AuditChange>;
        changes[field] = { before, after };
      }
    }
  }
  return { ...row, changes };
}

const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 10 });

/** How an empty value (null, missing) reads in a change line. */
export const EMPTY_AUDIT_VALUE = '(vacío)';

/**
 * A value for 'campo: antes → después': text as it is, numbers es-CO (25.000), booleans
 * 'Sí'/'No', arrays and objects as JSON, null as '(vacío)'; shortened to `max` characters with
 * '…' (0 or Infinity keeps it whole).
 */
export function formatAuditValue(value: unknown, max = 80): string {
  let text: string;
  if (value === null || value === undefined) return EMPTY_AUDIT_VALUE;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = numberFormat.format(value);
  else if (typeof value === 'boolean') text = value ? 'Sí' : 'No';
  else text = JSON.stringify(value) ?? '';
  if (max > 0 && Number.isFinite(max) && [...text].length > max) {
    return `${[...text].slice(0, max - 1).join('')}…`;
  }
  return text;
}

/** The Spanish name of a table, or the table name itself for one not in the list. */
export function auditTableLabel(table: string): string {
  return (AUDIT_TABLE_LABELS as Record<string, string>)[table] ?? table;
}

/** 'Creó', 'Modificó', 'Eliminó' (or the action as stored, for an unknown one). */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
