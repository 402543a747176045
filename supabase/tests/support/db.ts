/**
 * What the store's database tests share: supabase-js clients for anonymous visitors, shoppers
 * and admins against the server under test, SQL as the database owner for arranging and
 * inspecting data, and small fixtures (a product, a time slot, a code) with unique names.
 */
import { createBonisClient, type BonisClient } from '@bonis/supabase-client';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    database: 'pglite' | 'postgres';
    databaseUrl: string;
  }
}

export type Client = SupabaseClient;

export interface Shopper {
  client: Client;
  id: string;
  email: string;
  password: string;
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/**
 * A supabase-js client with the anon key and no session: an anonymous visitor (sending `headers`
 * with every request, when given).
 */
export function anonClient(headers?: Record<string, string>): Client {
  return createClient(inject('apiUrl'), inject('anonKey'), {
    ...clientOptions,
    ...(headers ? { global: { headers } } : {}),
  });
}

/**
 * A supabase-js client with the service-role key and no session: a caller that is no user (a
 * server job), which the shopper functions refuse with their sign-in message.
 */
export function serviceRoleClient(): Client {
  return createClient(inject('apiUrl'), inject('serviceRoleKey'), clientOptions);
}

/** The typed client (`@bonis/supabase-client`) with the anon key, as the storefront has it. */
export function typedClient(): BonisClient {
  return createBonisClient({
    url: inject('apiUrl'),
    anonKey: inject('anonKey'),
    options: clientOptions,
  });
}

/** The typed client signed in with an email and password. */
export async function signedInTypedClient(
  email: string,
  password: string,
): Promise<{ client: BonisClient; id: string }> {
  const client = typedClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, id: data.user.id };
}

/** Runs SQL as the database owner (bypasses RLS), through the server's pg-meta endpoint. */
export async function sql<T = Record<string, unknown>>(query: string): Promise<T[]> {
  const response = await fetch(`${inject('apiUrl')}/pg/query`, {
    method: 'POST',
    headers: {
      apikey: inject('serviceRoleKey'),
      authorization: `Bearer ${inject('serviceRoleKey')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`sql failed: ${JSON.stringify(body)}\n${query}`);
  return body as T[];
}

/** The first row of a result, or a clear error when there is none. */
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected at least one row, got none');
  return row;
}

/** Quotes a value as an SQL literal (test fixtures only). */
export function lit(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

let counter = 0;
/** A short unique suffix for names, slugs and codes. */
export function unique(prefix = 't'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs up a new shopper (sign-up metadata as the register form sends it), signed in. */
export async function newShopper(
  metadata: { first_name?: string; last_name?: string } = { first_name: 'Ana', last_name: 'Gómez' },
): Promise<Shopper> {
  const client = anonClient();
  const email = `${unique('shopper')}@example.com`;
  const password = 'secret-123';
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: metadata },
  });
  if (error) throw error;
  if (!data.session) {
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
  }
  const id = data.user?.id;
  if (!id) throw new Error('sign-up returned no user');
  return { client, id, email, password };
}

/** A shopper whose profile the database owner made an admin. */
export async function newAdmin(): Promise<Shopper> {
  const admin = await newShopper({ first_name: 'Admin', last_name: 'Prueba' });
  await sql(`update public.user_profiles set is_admin = true where id = ${lit(admin.id)}`);
  return admin;
}

/** A shopper whose profile the database owner gave the staff role ('Personal'). */
export async function newStaff(): Promise<Shopper> {
  const staff = await newShopper({ first_name: 'Personal', last_name: 'Prueba' });
  await sql(`update public.user_profiles set role = 'staff' where id = ${lit(staff.id)}`);
  return staff;
}

/** Sets a shopper's membership directly (as an admin would), with an expiry a year ahead. */
export async function setMembership(
  userId: string,
  type: 'regular' | 'mensual' | 'anual',
  expiry: string | null = type === 'regular' ? null : `${new Date().getFullYear() + 1}-12-31`,
) {
  await sql(
    `update public.user_profiles set membership_type = ${lit(type)}, membership_expiry = ${expiry ? lit(expiry) : 'null'} where id = ${lit(userId)}`,
  );
}

/** Gives a shopper points through the ledger, as the functions do. */
export async function grantPoints(userId: string, points: number) {
  await sql(`select private.move_points(${lit(userId)}, ${points}, 'earned', 'Puntos de prueba')`);
}

export interface ProductFixture {
  price: number;
  regular_price?: number | null;
  member_price?: number | null;
  discount_percentage?: number;
  stock_quantity?: number;
  is_active?: boolean;
}

/** Creates a product owned by the test (its own category), returns its id. */
export async function newProduct(fixture: ProductFixture): Promise<string> {
  const slug = unique('cat');
  const category = first(
    await sql<{ id: string }>(
      `insert into public.categories (name, slug) values (${lit(slug)}, ${lit(slug)}) returning id`,
    ),
  );
  const product = first(
    await sql<{ id: string }>(
      `insert into public.products (name, brand, price, regular_price, member_price, discount_percentage, stock_quantity, is_active, category_id)
     values (${lit(`Producto ${slug}`)}, 'Marca', ${fixture.price}, ${fixture.regular_price ?? 'null'}, ${fixture.member_price ?? 'null'},
       ${fixture.discount_percentage ?? 0}, ${fixture.stock_quantity ?? 100}, ${fixture.is_active ?? true}, ${lit(category.id)})
     returning id`,
    ),
  );
  return product.id;
}

/** Creates an active shipping time slot with the given cost, returns its id. */
export async function newTimeSlot(cost: number, isActive = true): Promise<string> {
  const slot = first(
    await sql<{ id: string }>(
      `insert into public.shipping_time_ranges (time_range, cost, priority, is_active)
     values (${lit(unique('slot'))}, ${cost}, 9, ${isActive}) returning id`,
    ),
  );
  return slot.id;
}

export interface CodeFixture {
  type: 'percentage' | 'fixed';
  value: number;
  min_purchase?: number;
  max_uses?: number | null;
  current_uses?: number;
  expires_at?: string | null;
  is_active?: boolean;
  first_purchase_only?: boolean;
  owner_email?: string | null;
}

/** Creates a discount code, returns its (uppercase) code. */
export async function newCode(fixture: CodeFixture): Promise<string> {
  const code = unique('C').toUpperCase();
  await sql(
    `insert into public.discount_codes (code, type, value, min_purchase, max_uses, current_uses, expires_at, is_active,
       first_purchase_only, owner_email)
     values (${lit(code)}, ${lit(fixture.type)}, ${fixture.value}, ${fixture.min_purchase ?? 0}, ${fixture.max_uses ?? 'null'},
       ${fixture.current_uses ?? 0}, ${fixture.expires_at ? lit(fixture.expires_at) : 'null'}, ${fixture.is_active ?? true},
       ${fixture.first_purchase_only ?? false}, ${lit(fixture.owner_email ?? null)})`,
  );
  return code;
}

/** A valid checkout form, as the checkout screen sends it. */
export function address(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Gómez',
    phone: '3001234567',
    countryCode: '+57',
    email: 'ana@example.com',
    address: 'Calle 80 # 10-20',
    city: 'Bogotá',
    department: 'Bogotá D.C.',
    notes: '',
    ...overrides,
  };
}

/**
 * Puts `quantity` of a product in the shopper's cart as the store does (`add_to_cart`). Throws
 * when the database refused or capped it, so a fixture is never silently smaller than asked.
 */
export async function addToCart(shopper: Shopper, productId: string, quantity = 1) {
  const { data, error } = await shopper.client.rpc('add_to_cart', {
    p_product_id: productId,
    p_quantity: quantity,
  });
  if (error) throw error;
  const { added } = data as { added: number };
  if (added !== quantity) throw new Error(`add_to_cart added ${added} of ${quantity} units`);
}

/**
 * Writes a cart line as the database owner, for a cart the store's functions would not leave
 * (more units than the stock has left, as when the stock fell after the shopper added them).
 */
export async function putInCart(userId: string, productId: string, quantity: number) {
  await sql(
    `insert into public.cart_items (user_id, product_id, quantity)
     values (${lit(userId)}, ${lit(productId)}, ${quantity})`,
  );
}

/** The shopper's balance and their ledger's sum, to compare. */
export async function pointsAndLedger(userId: string) {
  return first(
    await sql<{ balance: number; ledger: number }>(
      `select (select current_points from public.user_points where user_id = ${lit(userId)}) as balance,
            (select coalesce(sum(points_earned - points_used), 0)::int from public.points_transactions where user_id = ${lit(userId)}) as ledger`,
    ),
  );
}

/** An admin's delete from the back office: `admin_delete` (soft, at once). */
export function adminDeleteCall(admin: Shopper, table: string, ids: string[]) {
  return admin.client.rpc('admin_delete', { p_table: table, p_ids: ids });
}

/**
 * What the purge job does 30 days after an admin's delete: the rows' soft deletes are aged past
 * 30 days, then `purge_deleted_rows()` deletes them for real (their cascades run).
 */
export async function purgeDeleted(table: string, ids: string[]) {
  await sql(
    `update private.soft_deletes set deleted_at = now() - interval '31 days'
      where table_name = ${lit(table)} and row_id in (${ids.map(lit).join(', ')})`,
  );
  await sql(`select public.purge_deleted_rows()`);
}
