/**
 * What the attack matrix (security/*.test.ts) shares: `attack()` (a test that is one attempt
 * to break the rules, counted), assertions that say how an attempt was refused, snapshots of
 * rows taken as the database owner to prove that a refused attempt changed nothing, and
 * fixtures for the rows the attempts aim at (orders, bonuses, wins, gifts, hidden catalogue).
 *
 * Each file of the matrix prints how many attempts it tried and how many the whole run has
 * tried so far (vitest runs each file in its own module context, so the run's tally lives in
 * a small file under the OS temp folder, one per run and database).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type PostgrestError } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { bogotaDate } from './checkout';
import {
  addToCart,
  address,
  lit,
  newProduct,
  newTimeSlot,
  sql,
  unique,
  type Client,
  type Shopper,
} from './db';

// ---------------------------------------------------------------------------------------------
// Counting attempts
// ---------------------------------------------------------------------------------------------

interface Tally {
  tried: number;
  refused: number;
  notRefused: string[];
}

const fileTally: Tally = { tried: 0, refused: 0, notRefused: [] };

function runTallyPath(): string {
  const folder = path.join(tmpdir(), 'bonis-attack-matrix');
  mkdirSync(folder, { recursive: true });
  removeOldTallies(folder);
  // One tally per vitest run (the workers' parent process) and server (its port).
  const port = new URL(inject('apiUrl')).port;
  return path.join(folder, `${inject('database')}-${process.ppid}-${port}.json`);
}

/** Forgets the tallies of runs older than a day. */
function removeOldTallies(folder: string) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > 24 * 60 * 60 * 1000) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by the other database's run.
    }
  }
}

function addToRunTally(tally: Tally): Tally {
  const file = runTallyPath();
  let run: Tally = { tried: 0, refused: 0, notRefused: [] };
  try {
    run = JSON.parse(readFileSync(file, 'utf8')) as Tally;
  } catch {
    // The run's first file.
  }
  run = {
    tried: run.tried + tally.tried,
    refused: run.refused + tally.refused,
    notRefused: [...run.notRefused, ...tally.notRefused],
  };
  writeFileSync(file, JSON.stringify(run));
  return run;
}

const verdict = (tally: Tally, { names }: { names: boolean }) => {
  if (tally.tried === tally.refused) return 'every one refused';
  const notRefused = `${tally.tried - tally.refused} NOT refused`;
  return names ? `${notRefused}: ${tally.notRefused.join('; ')}` : notRefused;
};

/**
 * The attack matrix of one area: a describe block that, when it ends, prints how many attempts
 * it tried and the run's total so far.
 */
export function attackMatrix(area: string, body: () => void) {
  describe(area, () => {
    afterAll(() => {
      const run = addToRunTally(fileTally);
      console.log(
        [
          `attack matrix, ${area}: ${fileTally.tried} attempts tried, ${verdict(fileTally, { names: true })}`,
          `attack matrix: ${run.tried} attempts tried, ${verdict(run, { names: false })} (${inject('database')}, every file so far)`,
        ].join('\n'),
      );
    });
    body();
  });
}

/**
 * One attempt to break a rule; its name says what it proves ("a shopper cannot read another
 * shopper's cart"). Counted as refused when every assertion in it held.
 */
export function attack(name: string, attempt: () => Promise<void>, timeout?: number) {
  it(
    name,
    async () => {
      fileTally.tried += 1;
      try {
        await attempt();
      } catch (error) {
        fileTally.notRefused.push(name);
        throw error;
      }
      fileTally.refused += 1;
    },
    timeout,
  );
}

// ---------------------------------------------------------------------------------------------
// How an attempt was refused
// ---------------------------------------------------------------------------------------------

/** What supabase-js answers for a REST call (select, insert, update, delete, rpc). */
export interface RestResult {
  error: PostgrestError | null;
  status: number;
  data?: unknown;
  count?: number | null;
}

/** What storage-js answers. */
export interface StorageResult {
  data: unknown;
  error: unknown;
}

type Caller = 'anon' | 'authenticated';

/** HTTP status PostgREST answers for SQLSTATE 42501: 401 for anon, 403 for a signed-in user. */
const deniedStatus = (caller: Caller) => (caller === 'anon' ? 401 : 403);

/** Refused by a table's row-level security (no policy lets the new row in). */
export function expectRlsRefusal(result: RestResult, table: string, caller: Caller) {
  expect(result.error).toMatchObject({
    code: '42501',
    message: `new row violates row-level security policy for table "${table}"`,
  });
  expect(result.status).toBe(deniedStatus(caller));
  expect(result.data ?? null).toBeNull();
}

/** Refused by a guard trigger or a function that raised 42501 with the given message. */
export function expectNotAuthorized(result: RestResult, message: string, caller: Caller) {
  expect(result.error).toMatchObject({ code: '42501', message });
  expect(result.status).toBe(deniedStatus(caller));
  expect(result.data ?? null).toBeNull();
}

/** Refused because the role may not EXECUTE the function. */
export function expectNoExecute(result: RestResult, fn: string, caller: Caller) {
  expectNotAuthorized(result, `permission denied for function ${fn}`, caller);
}

/** Refused because the role holds no privilege for that write on the table (not even RLS). */
export function expectNoTablePrivilege(result: RestResult, table: string, caller: Caller) {
  expectNotAuthorized(result, `permission denied for table ${table}`, caller);
}

/** Refused by a function's own rule: P0001 (raise_exception) with the message the UI shows. */
export function expectRuleRefusal(result: RestResult, message: string) {
  expect(result.error).toMatchObject({ code: 'P0001', message });
  expect(result.status).toBe(400);
  expect(result.data ?? null).toBeNull();
}

/** An update or delete that RLS filtered down to nothing (asked with `{ count: 'exact' }`). */
export function expectNoRowsAffected(result: RestResult) {
  expect(result.error).toBeNull();
  expect(result.count).toBe(0);
}

/** A read that RLS filtered down to nothing. */
export function expectNothingVisible(result: RestResult) {
  expect(result.error).toBeNull();
  expect(result.data).toEqual([]);
}

/** A PostgREST error of its own (PGRSTxxx) with its HTTP status. */
export function expectPostgrestError(result: RestResult, code: string, status: number) {
  expect(result.error).toMatchObject({ code });
  expect(result.status).toBe(status);
  expect(result.data ?? null).toBeNull();
}

/** A storage refusal: hosted Storage's error code and the real status in `statusCode`. */
export function expectStorageRefusal(
  result: StorageResult,
  code: 'AccessDenied' | 'EntityTooLarge' | 'InvalidMimeType' | 'NoSuchKey',
) {
  const statusCode = {
    AccessDenied: '403',
    EntityTooLarge: '413',
    InvalidMimeType: '415',
    NoSuchKey: '404',
  }[code];
  expect(result.error).toMatchObject({ code, statusCode });
  expect(result.data).toBeNull();
}

// ---------------------------------------------------------------------------------------------
// Proving nothing changed (as the database owner, bypassing RLS)
// ---------------------------------------------------------------------------------------------

/** The rows of `table` matching `where`, as JSON, in a stable order. */
export async function rowsOf(table: string, where: string): Promise<unknown[]> {
  const rows = await sql<{ row: unknown }>(
    `select to_jsonb(t) as row from ${table} t where ${where} order by to_jsonb(t)::text`,
  );
  return rows.map((r) => r.row);
}

/** How many rows of `table` match `where`. */
export async function countOf(table: string, where = 'true'): Promise<number> {
  const [row] = await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`);
  return present(row, 'count').n;
}

/**
 * Runs an attempt and checks, as the database owner, that the rows of `table` matching `where`
 * are exactly what they were before. `expectRows` (default true) also requires that there were
 * rows to protect, so the check is never vacuous.
 */
export async function unchangedBy<T>(
  table: string,
  where: string,
  attempt: () => PromiseLike<T>,
  { expectRows = true }: { expectRows?: boolean } = {},
): Promise<T> {
  const before = await rowsOf(table, where);
  if (expectRows) expect(before.length).toBeGreaterThan(0);
  const result = await attempt();
  expect(await rowsOf(table, where)).toEqual(before);
  return result;
}

/**
 * A supabase-js client that presents `key` (a forged or foreign token) as its API key and
 * bearer token, as an attacker with a hand-made JWT would.
 */
export function clientWithKey(key: string) {
  return createClient(inject('apiUrl'), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A JWT signed with the wrong secret, or unsigned (`alg: none`). */
export function forgedJwt(claims: Record<string, unknown>, alg: 'HS256' | 'none'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg, typ: 'JWT' });
  const payload = encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims });
  const signature =
    alg === 'none' ? '' : Buffer.from('not-the-project-secret').toString('base64url');
  return `${header}.${payload}.${signature}`;
}

// ---------------------------------------------------------------------------------------------
// Realtime
// ---------------------------------------------------------------------------------------------

/** A change delivered over realtime: the table and the new row. */
export interface Delivered {
  table: string;
  row: Record<string, unknown>;
}

/**
 * Subscribes `client` to postgres_changes on public tables (each `table`, or `table` with a
 * filter such as `user_id=eq.<id>`), resolves once subscribed. What arrives is in `received`.
 */
export async function watchChanges(
  client: Client,
  subscriptions: { table: string; filter?: string }[],
) {
  const received: Delivered[] = [];
  let channel = client.channel(unique('watch-'));
  for (const { table, filter } of subscriptions) {
    channel = channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
      (payload) => received.push({ table, row: payload.new as Record<string, unknown> }),
    );
  }
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(err ?? new Error(`realtime: ${status}`));
    });
  });
  return { received, stop: () => client.removeChannel(channel) };
}

/**
 * Waits until a change matching `match` arrived: changes made before it were delivered (or
 * withheld) by then, since the server sends one subscriber's changes in commit order.
 */
export async function deliveredUpTo(received: Delivered[], match: (change: Delivered) => boolean) {
  await vi.waitFor(() => expect(received.some(match)).toBe(true), {
    timeout: 10_000,
    interval: 25,
  });
}

/** A value a fixture or lookup must have produced. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** `id = '<id>'` */
export const byId = (id: string) => `id = ${lit(id)}`;

// ---------------------------------------------------------------------------------------------
// Fixtures the attempts aim at (made as the database owner unless said otherwise)
// ---------------------------------------------------------------------------------------------

/** A shopper's order placed through the API (one unit of a new product), returns its id. */
export async function placeOrderFor(
  shopper: Shopper,
  price = 20_000,
  payment: 'cash' | 'online' = 'cash',
): Promise<string> {
  const product = await newProduct({ price });
  const slot = await newTimeSlot(5_000);
  await addToCart(shopper, product);
  const { data, error } = await shopper.client.rpc('place_order', {
    p_shipping_address: address(),
    p_shipping_time_range_id: slot,
    p_payment_method: payment,
    p_delivery_date: bogotaDate(1),
  });
  if (error) throw error;
  return (data as { id: string }).id;
}

/** A product favourited by the shopper as the store does it (`toggle_favorite`). */
export async function favorite(shopper: Shopper, productId: string) {
  const { data, error } = await shopper.client.rpc('toggle_favorite', {
    p_product_id: productId,
  });
  if (error) throw error;
  if (!(data as { favorite: boolean }).favorite) throw new Error('the product was a favourite');
}

/** A bonus-store item, returns its id. */
export async function newStoreBonus(
  fixture: {
    type?: 'discount' | 'free_shipping' | 'product' | 'voucher';
    value?: number;
    points_cost?: number;
    is_active?: boolean;
  } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.bonus_store (name, type, value, points_cost, is_active)
     values (${lit(unique('Bono '))}, ${lit(fixture.type ?? 'discount')}, ${fixture.value ?? 10},
       ${fixture.points_cost ?? 50}, ${fixture.is_active ?? true})
     returning id`,
  );
  return present(row, 'inserted row').id;
}

/** A bonus a shopper holds (as purchase_bonus or spin_roulette would leave it), returns its id. */
export async function newUserBonus(
  userId: string,
  fixture: {
    type?: 'discount' | 'free_shipping' | 'product' | 'voucher';
    value?: number;
    status?: 'active' | 'used' | 'expired';
    expires_at?: string;
    roulette_win_id?: string | null;
  } = {},
): Promise<string> {
  const status = fixture.status ?? 'active';
  const [row] = await sql<{ id: string }>(
    `insert into public.user_bonuses (user_id, roulette_win_id, bonus_name, bonus_type, bonus_value,
       points_spent, status, used_at, expires_at)
     values (${lit(userId)}, ${fixture.roulette_win_id ? lit(fixture.roulette_win_id) : 'null'},
       ${lit(unique('Bono '))}, ${lit(fixture.type ?? 'discount')}, ${fixture.value ?? 10}, 0,
       ${lit(status)}, ${status === 'used' ? 'now()' : 'null'},
       ${fixture.expires_at ? lit(fixture.expires_at) : "now() + interval '30 days'"})
     returning id`,
  );
  return present(row, 'inserted row').id;
}

/** A roulette win (unredeemed discount unless said otherwise), returns its id. */
export async function newRouletteWin(
  userId: string,
  fixture: {
    type?: 'points' | 'discount' | 'free_shipping' | 'product';
    value?: number;
    redeemed?: boolean;
  } = {},
): Promise<string> {
  const redeemed = fixture.redeemed ?? false;
  const [row] = await sql<{ id: string }>(
    `insert into public.roulette_wins (user_id, prize_name, prize_type, prize_value, redeemed,
       redeemed_at, expires_at)
     values (${lit(userId)}, ${lit(unique('Premio '))}, ${lit(fixture.type ?? 'discount')},
       ${fixture.value ?? 10}, ${redeemed}, ${redeemed ? 'now()' : 'null'},
       now() + interval '30 days')
     returning id`,
  );
  return present(row, 'inserted row').id;
}

/**
 * A gift the shopper bought and paid (a code, not delivered yet: as confirm_payment leaves a gift
 * for a later day), returns its id.
 */
export async function newGift(buyerId: string): Promise<string> {
  const code = `GIFT${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.gift_purchases (buyer_id, gift_type, gift_value, amount, recipient_name,
       recipient_email, delivery_date, gift_code, payment_status, payment_method, paid_at)
     values (${lit(buyerId)}, 'coupon', 'c50', 50000, 'Laura', 'laura@example.com',
       current_date + 30, ${lit(code)}, 'paid', 'credit_card', now())
     on conflict (gift_code) do nothing
     returning id`,
  );
  if (!row) return newGift(buyerId);
  return row.id;
}

/** A pending purchase of a membership plan by the shopper (unpaid), returns its id. */
export async function newMembershipPurchase(userId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.membership_purchases (user_id, plan_name, membership_type, duration_days, amount)
     values (${lit(userId)}, 'Anual', 'anual', 365, 299900) returning id`,
  );
  return present(row, 'inserted row').id;
}

/** A pending reward redemption of the shopper, returns its id. */
export async function newRedemption(userId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.points_redemptions_v2 (user_id, reward_name, points_used)
     values (${lit(userId)}, ${lit(unique('Premio '))}, 500) returning id`,
  );
  return present(row, 'inserted row').id;
}

/** A newsletter subscription with its code, returns its id. */
export async function newSubscription(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.newsletter_subscriptions (email, discount_code)
     values (${lit(`${unique('news')}@example.com`)}, ${lit(unique('WELCOME').toUpperCase())})
     returning id`,
  );
  return present(row, 'inserted row').id;
}

/** The rows each catalogue table needs, for one active and one hidden fixture. */
const CATALOGUE_ROW: Record<CatalogueTable, (name: string) => string> = {
  products: (name) => `(name, price, is_active) values (${lit(name)}, 10000, $active)`,
  categories: (name) => `(name, slug, is_active) values (${lit(name)}, ${lit(name)}, $active)`,
  banner_settings: (name) =>
    `(title, image_url, is_active) values (${lit(name)}, 'https://img.example.com/b.png', $active)`,
  membership_plans: (name) => `(name, price, is_active) values (${lit(name)}, 1000, $active)`,
  roulette_prizes: (name) =>
    `(name, probability, type, value, is_active) values (${lit(name)}, 0, 'points', 10, $active)`,
  bonus_store: (name) => `(name, points_cost, is_active) values (${lit(name)}, 10, $active)`,
  rewards_catalog: (name) =>
    `(name, points_required, stock, is_active) values (${lit(name)}, 100, 5, $active)`,
  shipping_rates: (name) =>
    `(name, base_price, delivery_hours_min, delivery_hours_max, is_active)
     values (${lit(name)}, 5000, 1, 2, $active)`,
  shipping_time_ranges: (name) =>
    `(time_range, cost, is_active) values (${lit(name)}, 5000, $active)`,
};

export type CatalogueTable =
  | 'products'
  | 'categories'
  | 'banner_settings'
  | 'membership_plans'
  | 'roulette_prizes'
  | 'bonus_store'
  | 'rewards_catalog'
  | 'shipping_rates'
  | 'shipping_time_ranges';

export const CATALOGUE_TABLES = Object.keys(CATALOGUE_ROW) as CatalogueTable[];

/**
 * A catalogue row of `table`, active or hidden, returns its id. Roulette prizes have
 * probability 0 so they never take part in another test's draw.
 */
export async function newCatalogueRow(table: CatalogueTable, active: boolean): Promise<string> {
  const name = unique('sec');
  const [row] = await sql<{ id: string }>(
    `insert into public.${table} ${CATALOGUE_ROW[table](name).replace('$active', String(active))} returning id`,
  );
  return present(row, 'inserted row').id;
}

/**
 * Removes catalogue rows a file made, so that active plans, prizes, banners and bonuses don't
 * reach another file's pricing, draw or home page.
 */
export async function removeCatalogueRows(rows: { table: CatalogueTable; id: string }[]) {
  for (const { table, id } of rows) {
    await sql(`delete from public.${table} where id = ${lit(id)}`);
  }
}
