import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/adapter.mjs';
import { ownDatabase } from '../support/databases';

/**
 * The PostgreSQL adapter's connections (PGlite has none): PostgreSQL may end any of them at any
 * time, and a caller may drop the database as soon as `close()` returns. Run by the contract
 * suite's PostgreSQL project only.
 */

type Database = Awaited<ReturnType<typeof openDatabase>>;

const suiteUrl = inject('databaseUrl');
let admin: pg.Client;
let name: string;
let url: string;
let drop: (() => Promise<void>) | undefined;
const opened: Database[] = [];

async function sessions() {
  const { rows } = await admin.query(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [name],
  );
  return Number(rows[0].n);
}

async function terminate(where = 'true') {
  const { rows } = await admin.query(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = $1 and ${where}`,
    [name],
  );
  return Number(rows[0].n);
}

async function open(log: string[] = []) {
  const db = await openDatabase({ databaseUrl: url, log: (line) => log.push(line) });
  opened.push(db);
  return db;
}

beforeAll(async () => {
  expect(suiteUrl, 'the PostgreSQL project provides a database URL').toBeTruthy();
  const own = await ownDatabase('connections');
  url = own.url as string;
  drop = own.drop;
  name = new URL(url).pathname.slice(1);
  admin = new pg.Client({ connectionString: suiteUrl });
  await admin.connect();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

afterAll(async () => {
  await admin?.end();
  await drop?.();
});

describe('PostgreSQL connections', () => {
  it('close() returns only once every connection has left the server', async () => {
    const db = await open();
    await db.listen('bonis_close', () => {});
    // Concurrent queries make the pool open several connections.
    await Promise.all(Array.from({ length: 6 }, () => db.query('select pg_sleep(0.05)')));
    expect(await sessions()).toBeGreaterThanOrEqual(7);
    await db.close();
    // Not "eventually": a caller drops the database right after close().
    expect(await sessions()).toBe(0);
    await expect(db.listen('bonis_after', () => {})).rejects.toThrow('the database is closed');
  });

  it('starts every connection with the owner search path', async () => {
    const db = await open();
    const paths = await Promise.all(
      Array.from({ length: 4 }, () => db.query('select current_setting($1) as p', ['search_path'])),
    );
    expect(paths.map((r) => r.rows[0]?.p)).toEqual(Array(4).fill('"$user", public, extensions'));
  });

  it('logs an idle connection PostgreSQL ends and answers the next query on a new one', async () => {
    const log: string[] = [];
    const db = await open(log);
    await Promise.all(Array.from({ length: 3 }, () => db.query('select pg_sleep(0.05)')));
    const terminated = await terminate(`query not ilike 'listen%'`);
    expect(terminated).toBeGreaterThanOrEqual(3);
    // Every terminated connection is reported before the next query: one still in the pool
    // whose end has not arrived yet would take that query down with it.
    await vi.waitFor(
      () =>
        expect(
          log.filter((line) => /an idle connection was lost \(terminating connection/.test(line)),
        ).toHaveLength(terminated),
      { timeout: 10_000, interval: 50 },
    );
    expect((await db.query('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
  });

  it('reconnects the notification connection and listens to every channel again', async () => {
    const log: string[] = [];
    const db = await open(log);
    const heard: string[] = [];
    await db.listen('bonis_one', (payload) => heard.push(`one:${payload}`));
    await db.listen('bonis_two', (payload) => heard.push(`two:${payload}`));
    await db.query(`notify bonis_one, 'before'`);
    await vi.waitFor(() => expect(heard).toContain('one:before'), { timeout: 5_000 });

    expect(await terminate(`query ilike 'listen%'`)).toBe(1);
    await vi.waitFor(() => expect(log.join('\n')).toMatch(/the notification connection was lost/), {
      timeout: 10_000,
      interval: 50,
    });
    // Notifications sent before it is back are lost (as in PostgREST); once back, both arrive.
    await vi.waitFor(
      async () => {
        await db.query(`notify bonis_one, 'after'`);
        await db.query(`notify bonis_two, 'after'`);
        expect(heard).toEqual(expect.arrayContaining(['one:after', 'two:after']));
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(log.join('\n')).not.toMatch(/cannot reconnect/);
  });
});
