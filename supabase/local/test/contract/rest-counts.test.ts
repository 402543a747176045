import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { createLibrary, rest, unique, type Library } from '../support/rest';

/** The planner's row estimate for a query, as PostgREST reads it (top node's "Plan Rows"). */
async function planRows(query: string) {
  const [row] = await sql<Record<string, unknown>>(`explain (format json) ${query}`);
  const value = Object.values(row ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Number(plan[0]?.Plan['Plan Rows']);
}

describe('REST Prefer: count=planned and count=estimated', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it("answers count=planned with the planner's estimate of the filtered rows", async () => {
    const expected = await planRows(
      `select 1 from public.books where books.author_id = ${lib.authorId}`,
    );
    const raw = await rest(`/books?select=id&author_id=eq.${lib.authorId}&limit=1`, {
      headers: { prefer: 'count=planned' },
    });
    expect(raw.headers.get('preference-applied')).toBe('count=planned');
    expect(raw.headers.get('content-range')).toBe(`0-0/${expected}`);
    expect(raw.status).toBe(expected > 1 ? 206 : 200);

    const { count, status, error } = await client()
      .from('books')
      .select('id', { count: 'planned' })
      .eq('author_id', lib.authorId)
      .limit(1);
    expect(error).toBeNull();
    expect(count).toBe(expected);
    expect(status).toBe(expected > 1 ? 206 : 200);
  });

  it('estimates from the planner, not by counting, even with no filter (HEAD too)', async () => {
    const expected = await planRows('select 1 from public.books');
    const { count, status, data } = await client()
      .from('books')
      .select('id', { count: 'planned', head: true });
    expect(data).toBeNull();
    expect(count).toBe(expected);
    expect([200, 206]).toContain(status);

    // The status follows the rows read against the estimate, whatever the table holds now
    // (other tests add books meanwhile, and the estimate lags them): 206 only when fewer rows
    // were read than the planner estimates.
    const raw = await rest('/books?select=id', {
      method: 'HEAD',
      headers: { prefer: 'count=planned' },
    });
    const [rangePart = '', total = ''] = (raw.headers.get('content-range') ?? '').split('/');
    expect(Number(total)).toBeGreaterThanOrEqual(0);
    const read = rangePart === '*' ? 0 : Number(rangePart.split('-')[1]) + 1;
    expect(raw.status).toBe(read < Number(total) ? 206 : 200);
  });

  it('counts exactly for count=estimated while the rows stay within max-rows', async () => {
    const raw = await rest(`/books?select=id&author_id=eq.${lib.authorId}&limit=2`, {
      headers: { prefer: 'count=estimated' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('0-1/4');
    expect(raw.headers.get('preference-applied')).toBe('count=estimated');
  });

  describe('past max-rows (1000)', () => {
    const prefix = unique('many');
    beforeAll(async () => {
      await sql(
        `insert into public.tags (name) select '${prefix}-' || n from generate_series(1, 1100) n`,
      );
    });
    afterAll(async () => {
      await sql(`delete from public.tags where name like '${prefix}-%'`);
    });

    it("takes the planner's estimate when it is larger than max-rows + 1", async () => {
      const estimate = await planRows(
        `select 1 from public.tags where tags.name like '${prefix}-%'`,
      );
      const raw = await rest(`/tags?select=id&name=like.${prefix}-*&limit=10`, {
        headers: { prefer: 'count=estimated' },
      });
      const total = Math.max(1001, estimate);
      expect(raw.headers.get('content-range')).toBe(`0-9/${total}`);
      expect(raw.status).toBe(206);
    });
  });

  it('counts nothing on a function call for planned, and exactly for estimated', async () => {
    const planned = await rest(`/rpc/books_by_author?author=${lib.authorId}`, {
      headers: { prefer: 'count=planned' },
    });
    expect(planned.status).toBe(200);
    expect(planned.headers.get('content-range')).toBe('0-3/*');
    const estimated = await rest(`/rpc/books_by_author?author=${lib.authorId}&limit=1`, {
      headers: { prefer: 'count=estimated' },
    });
    expect(estimated.status).toBe(206);
    expect(estimated.headers.get('content-range')).toBe('0-0/4');
  });

  it('counts no written rows for planned, as PostgREST', async () => {
    const name = unique('planned-tag');
    const raw = await rest('/tags', {
      key: 'service_role',
      method: 'POST',
      headers: { prefer: 'count=planned' },
      body: JSON.stringify({ name }),
    });
    expect(raw.status).toBe(201);
    expect(raw.headers.get('content-range')).toBe('*/*');
    const exact = await rest(`/tags?name=eq.${name}`, {
      key: 'service_role',
      method: 'DELETE',
      headers: { prefer: 'count=exact' },
    });
    expect(exact.headers.get('content-range')).toBe('*/1');
  });
});
