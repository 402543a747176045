import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { createLibrary, rest, type Library, type TargetServer } from '../support/rest';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';

/** Waits until `check` passes (a reload is asynchronous), for at most 10 s. */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the server did not pick up the setting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const aggregatesOn = async (on?: TargetServer) =>
  (await rest('/books?select=count()&limit=1', on ? { on } : {})).status === 200;

/** PostgREST's in-database configuration, as a hosted project sets it on `authenticator`. */
async function setAggregates(value: 'true' | null) {
  await sql(
    value === null
      ? `alter role current_user reset pgrst.db_aggregates_enabled`
      : `alter role current_user set pgrst.db_aggregates_enabled = '${value}'`,
  );
  await sql(`notify pgrst, 'reload config'`);
  await eventually(async () => (await aggregatesOn()) === (value === 'true'));
}

describe('REST aggregates, off by default (db-aggregates-enabled)', () => {
  it("answers PostgREST's PGRST123 while they are off", async () => {
    const { data, error, status } = await client().from('books').select('price.sum()');
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'PGRST123',
      details: null,
      hint: null,
      message: 'Use of aggregate functions is not allowed',
    });
    const embedded = await client().from('authors').select('name, books(count())');
    expect(embedded.error?.code).toBe('PGRST123');
  });
});

describe('REST aggregates, switched on in the database (pgrst.db_aggregates_enabled)', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
    await setAggregates('true');
  });
  afterAll(async () => {
    await setAggregates(null);
  });

  it('counts, sums, averages and takes max and min over the filtered rows', async () => {
    const { data, error, status } = await client()
      .from('books')
      .select('count(), price.sum(), price.avg(), stock.max(), stock.min()')
      .eq('author_id', lib.authorId);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ count: 4, sum: 142000, avg: 35500, max: 10, min: 0 }]);
  });

  it('renames aggregates and casts their input and their result', async () => {
    const { data, error } = await client()
      .from('books')
      .select('books:count(), total:price::integer.sum(), stock.sum()::text')
      .eq('author_id', lib.authorId);
    expect(error).toBeNull();
    expect(data).toEqual([{ books: 4, total: 142000, sum: '13' }]);

    const unknown = await client().from('books').select('stock.sum()::nosuchtype');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: '42704',
      message: 'type "nosuchtype" does not exist',
    });
  });

  it('groups by the other selected fields, and orders by them', async () => {
    const { data, error } = await client()
      .from('books')
      .select('stock, count(), price.max()')
      .eq('author_id', lib.authorId)
      .order('stock');
    expect(error).toBeNull();
    expect(data).toEqual([
      { stock: 0, count: 2, max: 39000 },
      { stock: 3, count: 1, max: 30000 },
      { stock: 10, count: 1, max: 45000 },
    ]);

    const byAuthor = await client()
      .from('books')
      .select('author:authors(name), count()')
      .in('author_id', [lib.authorId]);
    expect(byAuthor.error).toBeNull();
    expect(byAuthor.data).toEqual([{ author: { name: `${lib.tag} autor` }, count: 4 }]);
  });

  it('aggregates inside an embedded resource, per parent row', async () => {
    const { data, error } = await client()
      .from('authors')
      .select('name, books(count(), price.sum())')
      .in('id', [lib.authorId, lib.translatorId])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: `${lib.tag} autor`, books: [{ count: 4, sum: 142000 }] },
      { name: `${lib.tag} traductor`, books: [{ count: 0, sum: null }] },
    ]);
  });

  it("applies a to-one spread's aggregates in the resource above it (hoisting)", async () => {
    const { data, error } = await client()
      .from('reviews')
      .select('rating, ...books(price.sum(), books:count())')
      .in('book_id', lib.bookIds)
      .order('rating');
    expect(error).toBeNull();
    expect(data).toEqual([
      { rating: 4, sum: 45000, books: 1 },
      { rating: 5, sum: 75000, books: 2 },
    ]);
  });

  it('refuses aggregates in a to-many spread, as PostgREST 13 (PGRST127)', async () => {
    const { error, status } = await client().from('authors').select('name, ...books(price.sum())');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST127',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      hint: null,
      message: 'Feature not implemented',
    });
  });
});

describe('REST aggregates, switched on by SUPABASE_LOCAL_DB_AGGREGATES_ENABLED', () => {
  let server: RunningLocalServer;
  beforeAll(async () => {
    server = await startLocalServer({
      databaseUrl: inject('databaseUrl') || undefined,
      env: { SUPABASE_LOCAL_DB_AGGREGATES_ENABLED: 'true' },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('answers aggregates', async () => {
    const raw = await rest('/books?select=count()&id=lt.0', { on: server });
    expect(raw.status).toBe(200);
    expect(raw.json).toEqual([{ count: 0 }]);
  });
});
