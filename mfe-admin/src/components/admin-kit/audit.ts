import {
  formatCOP,
  formatDate,
  formatDecimal,
  formatNumber,
  formatPercent,
} from '@bonis/design-system';
import {
  BONUS_STATUS_LABELS,
  GIFT_PURCHASE_STATE_LABELS,
  MEMBERSHIP_LABELS,
  PAYMENT_STATUS_LABELS,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  redemptionStatusLabel,
  type GiftStatus,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type RedemptionStatus,
  type Tables,
} from '@bonis/supabase-client';
import { ROLE_LABELS } from '../../lib/permissions';

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
  // written by the back office's functions (issue 38), not by a trigger
  'points_redemptions_v2',
  'gift_purchases',
  'user_bonuses',
  'user_points',
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
  points_redemptions_v2: 'Canjes',
  gift_purchases: 'Regalos',
  user_bonuses: 'Bonos de clientes',
  user_points: 'Puntos',
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

/** The columns of `audit_log` an entry is read with (`select`). */
export const AUDIT_LOG_SELECT =
  'id, occurred_at, actor_id, actor_name, actor_email, table_name, row_id, action, changes';

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

/** How an empty value (null, missing) reads in a change line. */
export const EMPTY_AUDIT_VALUE = '(vacío)';

/** Text cut to `max` characters with '…' (0 or Infinity keeps it whole). */
function shorten(text: string, max: number): string {
  if (max > 0 && Number.isFinite(max) && [...text].length > max) {
    return `${[...text].slice(0, max - 1).join('')}…`;
  }
  return text;
}

/**
 * A value for 'campo: antes → después' when nothing is known of its column: text as it is,
 * numbers es-CO (25.000), booleans 'Sí'/'No', arrays and objects as JSON, null as '(vacío)';
 * shortened to `max` characters with '…' (0 or Infinity keeps it whole).
 */
export function formatAuditValue(value: unknown, max = 80): string {
  let text: string;
  if (value === null || value === undefined) return EMPTY_AUDIT_VALUE;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = formatDecimal(value, 10);
  else if (typeof value === 'boolean') text = value ? 'Sí' : 'No';
  else text = JSON.stringify(value) ?? '';
  return shorten(text, max);
}

/**
 * A moment as the history writes it, in Bogotá time: '7 dic 2026, 8:55 p. m.' (the design
 * system's `datetime` style without its 'de's, short enough for a change line).
 */
export function formatAuditDateTime(value: string): string {
  return formatDate(value, 'datetime').replace(/ de /g, ' ');
}

/** How one column's values read (never null: that is '(vacío)'). */
type AuditFormat = (value: NonNullable<unknown>) => string;

/** A column of an audited table as the history names and shows it. */
interface AuditField {
  /** 'Estado del pago'. */
  label: string;
  /** How its values read (default: `formatAuditValue`'s). */
  format?: AuditFormat;
  /**
   * A column whose values mean nothing to an admin (an id, a picture's address, an address
   * as JSON): its line says only this ('Categoría cambiada'), without the values. Or the whole
   * line from the change, values shortened to `max` ('Email reenviado a ana@correo.co').
   */
  changed?: string | ((change: AuditChange, max: number) => string);
  /** Left out of the history (the row's own id; who saved the settings, the entry says so). */
  hidden?: true;
}

const asIs: AuditFormat = (value) => formatAuditValue(value, 0);

const isNumeric = (value: unknown): value is number | string =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** A format for numbers (numeric strings too); anything else reads as it is. */
const numeric =
  (format: (value: number | string) => string): AuditFormat =>
  (value) =>
    isNumeric(value) ? format(value) : asIs(value);

/** A format for the text a column holds (an enum value, a date); anything else as it is. */
const textual =
  (format: (value: string) => string): AuditFormat =>
  (value) =>
    typeof value === 'string' ? format(value) : asIs(value);

const money = numeric((value) => formatCOP(value, { keepCents: true }));
const count = numeric(formatNumber);
const decimal = numeric((value) => formatDecimal(value, 10));
const percent = numeric((value) => formatPercent(value));
const moment = textual((value) => formatAuditDateTime(value) || value);
const day = textual((value) => formatDate(value, 'long') || value);

/** An enum's values in the screens' words (a value not listed shows as stored). */
const words = (labels: Readonly<Record<string, string>>) =>
  textual((value) => labels[value] ?? value);

/** A list ('Royal Canin, Hills'), each item read by `item`; an empty one is '(vacío)'. */
const list =
  (item: AuditFormat = asIs): AuditFormat =>
  (value) => {
    if (!Array.isArray(value)) return asIs(value);
    if (value.length === 0) return EMPTY_AUDIT_VALUE;
    return value
      .map((entry: unknown) => (entry == null ? EMPTY_AUDIT_VALUE : item(entry)))
      .join(', ');
  };

/**
 * What an operation records beside its change (a reason, a note; an address the email went to),
 * with no value before it: its line is 'Motivo: El cliente lo pidió', not 'Motivo: (vacío) → …'
 * (with a value before, as any change). `prefix` ends the label ('Email reenviado a ana@…').
 */
const recorded =
  (label: string, prefix = `${label}:`) =>
  (change: AuditChange, max: number): string =>
    change.before === null || change.before === undefined
      ? `${prefix} ${formatAuditValue(change.after, max)}`
      : `${label}: ${formatAuditValue(change.before, max)} → ${formatAuditValue(change.after, max)}`;

/** Pictures: how many ('2 imágenes'), not their addresses. */
const pictures: AuditFormat = (value) => {
  if (!Array.isArray(value)) return asIs(value);
  return value.length === 1 ? '1 imagen' : `${formatNumber(value.length)} imágenes`;
};

const orderStatus = textual((value) => orderStatusLabel(value as OrderStatus));
const paymentStatus = textual((value) => paymentStatusLabel(value as PaymentStatus));
const paymentMethod = textual((value) => paymentMethodLabel(value as PaymentMethod));
const redemptionStatus = textual((value) => redemptionStatusLabel(value as RedemptionStatus));
/**
 * A gift's `status` column in the gifts screen's words (a pending gift waits for its delivery
 * date); `admin_void_gift` records the status before it as 'paid' (the payment's word).
 */
const giftStatus = words({
  pending: 'Pendiente',
  sent: GIFT_PURCHASE_STATE_LABELS.sent,
  redeemed: GIFT_PURCHASE_STATE_LABELS.redeemed,
  cancelled: GIFT_PURCHASE_STATE_LABELS.cancelled,
  void: GIFT_PURCHASE_STATE_LABELS.void,
  paid: PAYMENT_STATUS_LABELS.paid,
} satisfies Record<GiftStatus | 'paid', string>);

/*
 * The words of the other enums, as their screens write them (memberships and bonus statuses are
 * @bonis/supabase-client's vocabulary; the rest have no shared home yet).
 */
const membershipType = words(MEMBERSHIP_LABELS);
const petType = words({
  perros: 'Perros',
  gatos: 'Gatos',
  aves: 'Aves',
  peces: 'Peces',
  todos: 'Todos',
});
const freeShipping = 'Envío gratis';
const bonusType = words({
  discount: 'Descuento',
  free_shipping: freeShipping,
  product: 'Producto',
  voucher: 'Bono',
});
const bonusStatus = words(BONUS_STATUS_LABELS);
const giftType = words({ membership: 'Membresía', coupon: 'Cupón' });

/** The reason an admin gave for an operation ('reason' in the entries of the functions). */
const REASON: AuditField = { label: 'Motivo', changed: recorded('Motivo') };
/** The shopper's account a row belongs to: its id says nothing. */
const CUSTOMER: AuditField = { label: 'Cliente', changed: 'Cliente cambiado' };

/** `is_active` where the row is feminine ('la tarifa', 'la categoría'). */
const ACTIVE_FEMININE: AuditField = { label: 'Activa' };

/** The columns many tables share, named the same everywhere. */
const COMMON_FIELDS = {
  id: { label: 'Identificador', hidden: true },
  name: { label: 'Nombre' },
  description: { label: 'Descripción' },
  icon: { label: 'Ícono' },
  image_url: { label: 'Imagen', changed: 'Imagen cambiada' },
  is_active: { label: 'Activo' },
  position: { label: 'Posición', format: count },
  priority: { label: 'Prioridad', format: count },
  created_at: { label: 'Creado', format: moment },
  updated_at: { label: 'Actualizado', format: moment },
  deleted_at: { label: 'Eliminado', format: moment },
} as const satisfies Readonly<Record<string, AuditField>>;

/** A table's columns that aren't among the shared ones: each must be named below. */
type OwnColumns<T extends AuditedTable> = Exclude<
  keyof Tables<T> & string,
  keyof typeof COMMON_FIELDS
>;

/**
 * Each audited table's own columns (and a shared one that reads otherwise there). Typed from
 * the generated types: a column added to a table doesn't compile until it has its words here.
 */
const TABLE_FIELDS: {
  readonly [T in AuditedTable]: Readonly<Record<OwnColumns<T>, AuditField>> &
    Readonly<Partial<Record<string, AuditField>>>;
} = {
  products: {
    brand: { label: 'Marca' },
    category_id: { label: 'Categoría', changed: 'Categoría cambiada' },
    short_description: { label: 'Descripción corta' },
    price: { label: 'Precio de venta', format: money },
    regular_price: { label: 'Precio regular', format: money },
    member_price: { label: 'Precio miembro', format: money },
    discount_percentage: { label: 'Descuento', format: percent },
    stock_quantity: { label: 'Stock', format: count },
    in_stock: { label: 'Disponible' },
    sales_count: { label: 'Ventas', format: count },
    product_group: { label: 'Grupo' },
    subcategory: { label: 'Subcategoría' },
    pet_type: { label: 'Mascota', format: petType },
    home_section: {
      label: 'Sección del home',
      format: words({ featured: 'Destacados', bestsellers: 'Más Vendidos', new: 'Nuevos' }),
    },
    featured: { label: 'Destacado' },
    images: { label: 'Imágenes', format: pictures },
    name_sort: { label: 'Nombre para ordenar', hidden: true },
  },
  categories: {
    slug: { label: 'Slug' },
    image_url: { label: 'Ícono' },
    is_active: ACTIVE_FEMININE,
    product_count: { label: 'Productos activos', format: count },
    featured_brands: { label: 'Marcas destacadas', format: list() },
    pet_types: { label: 'Mascotas', format: list(petType) },
  },
  product_groups: {
    category_id: { label: 'Categoría', changed: 'Categoría cambiada' },
  },
  product_subcategories: {
    group_id: { label: 'Grupo', changed: 'Grupo cambiado' },
  },
  orders: {
    order_number: { label: 'Número de pedido' },
    status: { label: 'Estado del pedido', format: orderStatus },
    payment_status: { label: 'Estado del pago', format: paymentStatus },
    payment_method: { label: 'Método de pago', format: paymentMethod },
    paid_at: { label: 'Pagado', format: moment },
    stock_held: { label: 'Stock apartado' },
    stock_returned_at: { label: 'Stock devuelto', format: moment },
    points_counted: { label: 'Puntos contados' },
    points_earned: { label: 'Puntos ganados', format: count },
    points_reversed: { label: 'Puntos descontados', format: count },
    points_reversed_at: { label: 'Puntos descontados el', format: moment },
    subtotal: { label: 'Subtotal', format: money },
    shipping_cost: { label: 'Envío', format: money },
    discount_amount: { label: 'Descuento', format: money },
    total: { label: 'Total', format: money },
    discount_code: { label: 'Código de descuento' },
    discount_code_id: { label: 'Código de descuento', changed: 'Código de descuento cambiado' },
    user_bonus_id: { label: 'Bono', changed: 'Bono cambiado' },
    roulette_win_id: { label: 'Premio de la ruleta', changed: 'Premio de la ruleta cambiado' },
    customer_email: { label: 'Correo del cliente' },
    user_id: { label: 'Cliente', changed: 'Cliente cambiado' },
    membership_type: { label: 'Membresía', format: membershipType },
    shipping_address: { label: 'Dirección de envío', changed: 'Dirección de envío cambiada' },
    delivery_date: { label: 'Fecha de entrega', format: day },
    shipping_time_range_id: { label: 'Franja horaria', changed: 'Franja horaria cambiada' },
    carrier: { label: 'Transportadora' },
    tracking_number: { label: 'Número de guía' },
    shipped_at: { label: 'Enviado', format: moment },
    delivered_at: { label: 'Entregado', format: moment },
    pay_by: { label: 'Plazo para pagar', format: moment },
  },
  user_profiles: {
    first_name: { label: 'Nombre' },
    last_name: { label: 'Apellido' },
    email: { label: 'Correo' },
    phone: { label: 'Teléfono' },
    birth_date: { label: 'Fecha de nacimiento', format: day },
    pet_name: { label: 'Mascota' },
    avatar_url: { label: 'Foto', changed: 'Foto cambiada' },
    membership_type: { label: 'Membresía', format: membershipType },
    membership_expiry: { label: 'Vence', format: day },
    is_admin: { label: 'Administrador' },
    role: { label: 'Rol', format: words(ROLE_LABELS) },
    total_orders: { label: 'Pedidos', format: count },
    total_spent: { label: 'Total gastado', format: money },
  },
  discount_codes: {
    code: { label: 'Código' },
    type: { label: 'Tipo', format: words({ percentage: 'Porcentaje', fixed: 'Valor fijo' }) },
    value: { label: 'Valor', format: decimal },
    min_purchase: { label: 'Compra mínima', format: money },
    max_uses: { label: 'Usos máximos', format: count },
    current_uses: { label: 'Usos', format: count },
    expires_at: { label: 'Vence', format: moment },
    first_purchase_only: { label: 'Solo primera compra' },
    owner_email: { label: 'Correo del titular' },
    owner_user_id: { label: 'Cuenta del titular', changed: 'Cuenta del titular cambiada' },
  },
  membership_plans: {
    price: { label: 'Precio', format: money },
    duration_days: { label: 'Duración (días)', format: count },
    discount_percent: { label: 'Descuento', format: percent },
    points_multiplier: { label: 'Multiplicador de puntos', format: decimal },
    benefits: { label: 'Beneficios', format: list() },
    is_active: ACTIVE_FEMININE,
    membership_type: { label: 'Tipo', format: membershipType },
  },
  shipping_rates: {
    base_price: { label: 'Precio base', format: money },
    delivery_hours_min: { label: 'Entrega mínima (horas)', format: count },
    delivery_hours_max: { label: 'Entrega máxima (horas)', format: count },
    is_active: ACTIVE_FEMININE,
  },
  shipping_time_ranges: {
    time_range: { label: 'Rango horario' },
    cost: { label: 'Costo', format: money },
    ends_at: { label: 'Cierre para hoy' },
  },
  banner_settings: {
    title: { label: 'Título' },
    cta_text: { label: 'Texto del botón' },
    cta_link: { label: 'Enlace del botón' },
    is_active: { label: 'Visible' },
  },
  roulette_prizes: {
    probability: { label: 'Probabilidad', format: percent },
    type: {
      label: 'Tipo',
      format: words({
        points: 'Puntos',
        discount: 'Descuento',
        free_shipping: freeShipping,
        product: 'Producto',
      }),
    },
    value: { label: 'Valor', format: decimal },
  },
  bonus_store: {
    category: {
      label: 'Categoría',
      format: words({ todos: 'Todos', deportes: 'Deportes', casino: 'Casino', vip: 'VIP' }),
    },
    type: { label: 'Tipo', format: bonusType },
    value: { label: 'Valor', format: decimal },
    points_cost: { label: 'Costo en puntos', format: count },
    popular: { label: 'Popular' },
  },
  rewards_catalog: {
    points_required: { label: 'Puntos necesarios', format: count },
    stock: { label: 'Stock', format: count },
    tier: {
      label: 'Nivel',
      format: words({ basic: 'Básico', extended: 'Extendido', premium: 'Premium' }),
    },
  },
  app_settings: {
    site_name: { label: 'Nombre de la tienda' },
    site_description: { label: 'Descripción de la tienda' },
    contact_email: { label: 'Email de contacto' },
    contact_phone: { label: 'Teléfono de contacto' },
    whatsapp_number: { label: 'WhatsApp' },
    allow_registrations: { label: 'Permitir registros' },
    maintenance_mode: { label: 'Modo mantenimiento' },
    free_shipping_threshold: { label: 'Envío gratis desde', format: money },
    standard_shipping_cost: { label: 'Envío estándar', format: money },
    express_shipping_cost: { label: 'Envío express', format: money },
    shipping_enabled: { label: 'Envíos habilitados' },
    order_confirmation_email: { label: 'Confirmación de pedido' },
    shipping_notification_email: { label: 'Notificación de envío' },
    newsletter_enabled: { label: 'Newsletter' },
    welcome_email_enabled: { label: 'Email de bienvenida' },
    updated_by: { label: 'Actualizado por', hidden: true },
  },
  newsletter_subscriptions: {
    email: { label: 'Correo' },
    status: {
      label: 'Estado',
      format: words({ active: 'Activa', unsubscribed: 'Dada de baja' }),
    },
    source: { label: 'Origen' },
    discount_code: { label: 'Código de descuento' },
    used_discount: { label: 'Usó el descuento' },
  },
  points_redemptions_v2: {
    status: { label: 'Estado del canje', format: redemptionStatus },
    note: { label: 'Nota', changed: recorded('Nota') },
    cancel_reason: { label: 'Motivo de cancelación', changed: recorded('Motivo de cancelación') },
    delivered_at: { label: 'Entregado', format: moment },
    pay_by: { label: 'Plazo para pagar', format: moment },
    cancelled_at: { label: 'Cancelado', format: moment },
    handled_by_name: { label: 'Atendido por' },
    reward_name: { label: 'Premio' },
    reward_id: { label: 'Premio del catálogo', changed: 'Premio del catálogo cambiado' },
    reward_type: { label: 'Tipo de premio' },
    points_used: { label: 'Puntos usados', format: count },
    user_id: CUSTOMER,
  },
  gift_purchases: {
    status: { label: 'Estado del regalo', format: giftStatus },
    void_reason: { label: 'Motivo de anulación', changed: recorded('Motivo de anulación') },
    // admin_resend_gift: the address the delivery email went to again
    email_resent: {
      label: 'Email reenviado a',
      changed: recorded('Email reenviado a', 'Email reenviado a'),
    },
    voided_at: { label: 'Anulado', format: moment },
    payment_status: { label: 'Estado del pago', format: paymentStatus },
    payment_method: { label: 'Método de pago', format: paymentMethod },
    paid_at: { label: 'Pagado', format: moment },
    pay_by: { label: 'Pagar antes de', format: moment },
    amount: { label: 'Valor', format: money },
    gift_type: { label: 'Tipo de regalo', format: giftType },
    gift_value: { label: 'Regalo' },
    gift_code: { label: 'Código del regalo' },
    buyer_id: { label: 'Comprador', changed: 'Comprador cambiado' },
    recipient_name: { label: 'Destinatario' },
    recipient_email: { label: 'Correo del destinatario' },
    recipient_phone: { label: 'Teléfono del destinatario' },
    message: { label: 'Mensaje' },
    delivery_date: { label: 'Fecha de entrega', format: day },
    delivered_at: { label: 'Enviado', format: moment },
    redeemed_at: { label: 'Canjeado', format: moment },
    redeemed_by: { label: 'Canjeado por', changed: 'Cuenta que lo canjeó cambiada' },
    discount_code_id: { label: 'Código de descuento', changed: 'Código de descuento cambiado' },
  },
  user_bonuses: {
    status: { label: 'Estado del bono', format: bonusStatus },
    expires_at: { label: 'Vence', format: moment },
    reason: REASON,
    status_reason: { label: 'Motivo' },
    voided_at: { label: 'Anulado', format: moment },
    used_at: { label: 'Usado', format: moment },
    bonus_name: { label: 'Bono' },
    bonus_id: { label: 'Bono de la tienda', changed: 'Bono de la tienda cambiado' },
    bonus_type: { label: 'Tipo', format: bonusType },
    bonus_value: { label: 'Valor', format: decimal },
    points_spent: { label: 'Puntos gastados', format: count },
    roulette_win_id: { label: 'Premio de la ruleta', changed: 'Premio de la ruleta cambiado' },
    user_id: CUSTOMER,
  },
  user_points: {
    current_points: { label: 'Puntos', format: count },
    reason: REASON,
    last_updated: { label: 'Actualizado', format: moment },
    user_id: CUSTOMER,
  },
};

/** A column of `table` as the history knows it (undefined: a column it doesn't know). */
function auditField(table: string, column: string): AuditField | undefined {
  const tables: Readonly<Partial<Record<string, Readonly<Partial<Record<string, AuditField>>>>>> =
    TABLE_FIELDS;
  const common: Readonly<Partial<Record<string, AuditField>>> = COMMON_FIELDS;
  return tables[table]?.[column] ?? common[column];
}

/** The Spanish name of a column of an audited table ('Estado del pago'), or the column's own. */
export function auditFieldLabel(table: string, column: string): string {
  return auditField(table, column)?.label ?? column;
}

/** Whether the history shows a column's changes (not the row's own id, say). */
export function isAuditFieldShown(table: string, column: string): boolean {
  return auditField(table, column)?.hidden !== true;
}

/**
 * A value of a column as the screens show it: statuses in the store's words ('Reembolsado'),
 * money in COP ('$ 25.000'), booleans 'Sí'/'No', moments '7 dic 2026, 8:55 p. m.', days '30 de
 * junio de 2027', null as '(vacío)'; shortened to `max` characters with '…' (0: whole).
 */
export function formatAuditField(table: string, column: string, value: unknown, max = 80): string {
  if (value === null || value === undefined) return EMPTY_AUDIT_VALUE;
  const format = auditField(table, column)?.format;
  return format ? shorten(format(value), max) : formatAuditValue(value, max);
}

/** One change in words: its label and values, or only what happened ('Categoría cambiada'). */
export type AuditChangeWords =
  { label: string; before: string; after: string } | { changed: string };

export interface AuditChangeOptions {
  /** Shorten each value to this many characters (default 80; 0: whole). */
  max?: number;
  /** Column → label, over the audit module's. */
  labels?: Readonly<Record<string, string>>;
}

/** One change of a column of `table` in the screens' words. */
export function describeAuditChange(
  table: string,
  column: string,
  change: AuditChange,
  { max = 80, labels }: AuditChangeOptions = {},
): AuditChangeWords {
  const field = auditField(table, column);
  if (typeof field?.changed === 'function') return { changed: field.changed(change, max) };
  if (field?.changed) return { changed: field.changed };
  return {
    label: labels?.[column] ?? field?.label ?? column,
    before: formatAuditField(table, column, change.before, max),
    after: formatAuditField(table, column, change.after, max),
  };
}

/**
 * One change as a line: 'Estado del pago: Reembolsado → Pagado', or for a column whose values
 * say nothing, only what happened: 'Categoría cambiada'.
 */
export function auditChangeLine(
  table: string,
  column: string,
  change: AuditChange,
  options?: AuditChangeOptions,
): string {
  const words = describeAuditChange(table, column, change, options);
  return 'changed' in words ? words.changed : `${words.label}: ${words.before} → ${words.after}`;
}

/** The columns of an entry the history shows, in the entry's order. */
export function shownAuditFields(entry: Pick<AuditEntry, 'table_name' | 'changes'>): string[] {
  return Object.keys(entry.changes).filter((column) => isAuditFieldShown(entry.table_name, column));
}

/** The Spanish name of a table, or the table name itself for one not in the list. */
export function auditTableLabel(table: string): string {
  return (AUDIT_TABLE_LABELS as Record<string, string>)[table] ?? table;
}

/** 'Creó', 'Modificó', 'Eliminó' (or the action as stored, for an unknown one). */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
