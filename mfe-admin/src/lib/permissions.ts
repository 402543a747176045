import { useBus } from '@bonis/design-system/bus';
import type { UserRole } from '@bonis/design-system/bus';

/**
 * What each back-office role may do (ARCHITECTURE §5 "Roles", issue 38), in one place: the
 * sidebar, every screen's buttons and the route guard read it; the database enforces the same
 * rules again (RLS, `private.refuse_staff_write`, the admin functions' `private.require_role`).
 *
 * `admin` may do everything. `staff` ('Personal') runs orders and shipping, redemptions, gifts,
 * and products' stock and active flag, and reads everything else: no settings, no roles, no
 * prices, no discount codes, no deletes.
 */
export type BackOfficeRole = Extract<UserRole, 'staff' | 'admin'>;

export const PERMISSIONS = {
  /** Change an order's status, ship it, mark it delivered, write notes. */
  'orders.manage': ['admin', 'staff'],
  /** Set an order's payment to refunded (money back). */
  'orders.refund': ['admin'],
  /** Deliver or cancel a reward redemption. */
  'redemptions.manage': ['admin', 'staff'],
  /** Resend or void a gift. */
  'gifts.manage': ['admin', 'staff'],
  /** A product's stock and active flag. */
  'products.stock': ['admin', 'staff'],
  /** Create products and edit everything else of them (prices included). */
  'products.edit': ['admin'],
  /** Categories, groups, banners, shipping, roulette prizes, bonus store, memberships, rewards. */
  'catalog.edit': ['admin'],
  /** Discount codes. */
  'discounts.edit': ['admin'],
  /** The store's settings. */
  'settings.edit': ['admin'],
  /** Edit a user, set their role. */
  'users.edit': ['admin'],
  /** Give or take a shopper's points. */
  'points.adjust': ['admin'],
  /** Void or extend a shopper's bonus. */
  'bonuses.manage': ['admin'],
  /** Internal notes on a customer. */
  'notes.write': ['admin', 'staff'],
  /** Delete (soft) anything. */
  'records.delete': ['admin'],
  /** Unsubscribe or resubscribe a newsletter address. */
  'newsletter.manage': ['admin'],
} as const satisfies Record<string, readonly BackOfficeRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Why a button is disabled for staff, as its tooltip / description reads. */
export const STAFF_REFUSAL = 'Solo un administrador puede hacer esto';

/** Whether `role` may do `permission` (a shopper, or no role, may do nothing). */
export function can(role: UserRole | undefined, permission: Permission): boolean {
  if (role !== 'admin' && role !== 'staff') return false;
  return (PERMISSIONS[permission] as readonly BackOfficeRole[]).includes(role);
}

/**
 * The signed-in account's back-office role, from the session the shell publishes on the bus
 * (`isAdmin` when a session from an older shell has no `role`); undefined until the session is
 * read or for an account that isn't back office.
 */
export function useBackOfficeRole(): BackOfficeRole | undefined {
  return useBus((state) => {
    const session = state.session;
    if (!session) return undefined;
    const role = session.role ?? (session.isAdmin ? 'admin' : 'customer');
    return role === 'admin' || role === 'staff' ? role : undefined;
  });
}

/** Whether the signed-in account may do `permission` now. */
export function useCan(permission: Permission): boolean {
  return can(useBackOfficeRole(), permission);
}

/** An account's role as the back office names it ('Personal' is staff). */
export const ROLE_LABELS = {
  customer: 'Cliente',
  staff: 'Personal',
  admin: 'Administrador',
} as const satisfies Record<UserRole, string>;

const EVERYONE = ['admin', 'staff'] as const satisfies readonly BackOfficeRole[];
const ADMINS = ['admin'] as const satisfies readonly BackOfficeRole[];

/**
 * The sections of the back office (`/admin/<section>`, with every page under it, such as
 * `/admin/orders/:id/lista-de-empaque`) and the roles that open them: the sidebar lists a
 * section for those roles, and any other role typing its URL gets 'No tienes permiso' instead
 * of the screen. A section not listed here is for admins only (a new screen is hidden from
 * staff until it is added here).
 *
 * Staff open what their work needs: the dashboard, orders, redemptions and gifts; products (stock
 * and active flag); and, to answer customers, the catalogue, users, plans, shipping rates and
 * ranges, banners, roulette prizes, the bonus store and the rewards catalogue, read-only (the
 * screens hide their buttons; the database refuses the writes anyway). Not discount codes ("no codes"), not the
 * newsletter's subscribers (addresses and exports are marketing's), not the settings, not the
 * activity log (every admin's changes), not 'Rendimiento' (the engineering teams' page speed per
 * release; `web_vitals_summary` is an admin's too).
 */
export const SECTION_ROLES: Readonly<Record<string, readonly BackOfficeRole[]>> = {
  '/admin/dashboard': EVERYONE,
  '/admin/products': EVERYONE,
  '/admin/categories': EVERYONE,
  '/admin/orders': EVERYONE,
  '/admin/canjes': EVERYONE,
  '/admin/regalos': EVERYONE,
  '/admin/premios': EVERYONE,
  '/admin/users': EVERYONE,
  '/admin/memberships': EVERYONE,
  '/admin/shipping': EVERYONE,
  '/admin/shipping-time-ranges': EVERYONE,
  '/admin/banners': EVERYONE,
  '/admin/ruleta': EVERYONE,
  '/admin/tienda-bonos': EVERYONE,
  '/admin/discounts': ADMINS,
  '/admin/newsletter': ADMINS,
  '/admin/settings': ADMINS,
  '/admin/activity': ADMINS,
  '/admin/rendimiento': ADMINS,
};

/** The section of an admin path or route pattern: `/admin/orders/:id/x` → `/admin/orders`. */
export function sectionOf(path: string): string {
  return /^\/admin\/[^/?#]+/.exec(path)?.[0] ?? path;
}

/** Whether `role` may open the admin page at `path` (a URL or a route pattern). */
export function canOpen(role: UserRole | undefined, path: string): boolean {
  if (role !== 'admin' && role !== 'staff') return false;
  return (SECTION_ROLES[sectionOf(path)] ?? ADMINS).includes(role);
}

/**
 * What a screen says to a role that may read it but not change it (the kit's lists, the
 * banners): who they are, and who makes the changes.
 */
export function readOnlyNotice(role: BackOfficeRole | undefined): string {
  const who = role ? `tu rol (${ROLE_LABELS[role]})` : 'tu cuenta';
  return `Solo lectura: ${who} puede consultar esta sección. Crear, editar o eliminar: ${STAFF_REFUSAL.toLowerCase()}.`;
}
