import type { PageRead } from '@bonis/contracts';
import type { OwnedRoute } from '../routes/owned-routes';

/*
 * What the page cache (`page-cache.ts`) files each page under, and which of those a database
 * change touches. A page's tags come from its route record's `reads` (contracts' `PageRead`),
 * plus what the shell's chrome reads on every page:
 * - `table:<t>`: the page reads table `t` (a listing reads `products`): any change of `t` drops it;
 * - `row:<t>:<column>=<value>`: the page reads one row of `t`, chosen by a URL parameter (a
 *   product page its product): only a change of that row drops it;
 * - `*`: the record declares nothing: any change the cache watches drops it.
 */

/**
 * What the chrome (header, footer, free-shipping copy, maintenance) reads on every page: the
 * store settings, the one query every server-rendered page's state holds beside its remote's.
 */
export const CHROME_READS: readonly string[] = ['app_settings'];

/**
 * The public tables the storefront's server-rendered pages read, watched even when no record
 * names them (a record without `reads` depends on all of them).
 */
export const STOREFRONT_TABLES: readonly string[] = [
  'app_settings',
  'banner_settings',
  'categories',
  'products',
  'product_groups',
  'membership_plans',
  'shipping_time_ranges',
  'rewards_catalog',
  'roulette_prizes',
  'bonus_store',
];

export const ANY_CHANGE = '*';
export const tableTag = (table: string) => `table:${table}`;
export const rowTag = (table: string, column: string, value: unknown) =>
  `row:${table}:${column}=${String(value)}`;

const rowReads = (reads: readonly PageRead[] | undefined) =>
  (reads ?? []).filter((read): read is Exclude<PageRead, string> => typeof read !== 'string');

/** The tags of the page `route` renders at a URL with `params`. */
export function pageTags(
  route: Pick<OwnedRoute, 'reads'> | undefined,
  params: Readonly<Record<string, string | undefined>>,
): string[] {
  const tags = new Set(CHROME_READS.map(tableTag));
  if (!route?.reads) {
    tags.add(ANY_CHANGE);
    return [...tags];
  }
  for (const read of route.reads) {
    if (typeof read === 'string') {
      tags.add(tableTag(read));
      continue;
    }
    const value = params[read.param];
    tags.add(value === undefined ? tableTag(read.table) : rowTag(read.table, read.column, value));
  }
  return [...tags];
}

/** The tables the change feed must watch for `routes`' pages. */
export function watchedTables(routes: readonly Pick<OwnedRoute, 'reads' | 'ssr'>[]): string[] {
  const tables = new Set([...STOREFRONT_TABLES, ...CHROME_READS]);
  for (const route of routes) {
    if (!route.ssr) continue;
    for (const read of route.reads ?? []) tables.add(typeof read === 'string' ? read : read.table);
  }
  return [...tables].sort();
}

export interface TableChange {
  table: string;
  /** the row after the change (INSERT, UPDATE); realtime sends `{}` for a DELETE */
  record?: Record<string, unknown> | null;
  /** the row before (UPDATE, DELETE): at least its primary key */
  old?: Record<string, unknown> | null;
}

/** The tags a change touches, for pages of `routes`. */
export function changedTags(
  routes: readonly Pick<OwnedRoute, 'reads'>[],
  { table, record, old }: TableChange,
): string[] {
  const tags = new Set([ANY_CHANGE, tableTag(table)]);
  for (const route of routes) {
    for (const read of rowReads(route.reads)) {
      if (read.table !== table) continue;
      for (const row of [record, old]) {
        const value = row?.[read.column];
        if (value !== undefined && value !== null) tags.add(rowTag(table, read.column, value));
      }
    }
  }
  return [...tags];
}

/** Query parameters that never change a page (campaign tracking): left out of its cache key. */
const TRACKING = /^(?:utm_\w+|gclid|fbclid|msclkid|mc_[a-z]+|_ga|ref)$/i;

/**
 * The cache key of a page: its origin and path, and its query with tracking parameters left out
 * and the rest sorted (a parameter a page doesn't read still makes another entry: a `sort`
 * changes the order of a listing).
 */
export function pageKey(url: URL): string {
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
