import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/clients';
import { sql } from '../support/admin';
import { createLibrary, rest, unique, type Library } from '../support/rest';

describe('REST order, ranges, counts and single objects', () => {
  let lib: Library;
  const books = (options?: { count?: 'exact' | 'planned' | 'estimated'; head?: boolean }) =>
    client().from('books').select('title', options).eq('author_id', lib.authorId);
  const short = (rows: { title: string }[] | null) =>
    (rows ?? []).map((row) => row.title.slice(lib.tag.length + 1));

  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('orders by several columns, each ascending or descending', async () => {
    const { data } = await books().order('stock', { ascending: false }).order('price');
    expect(short(data)).toEqual(['Uno', 'Tres', 'Cuatro', 'Dos']);
  });

  it('places nulls first or last as asked', async () => {
    const first = await books().order('published_on', { ascending: true, nullsFirst: true });
    expect(short(first.data)).toEqual(['Tres', 'Cuatro', 'Uno', 'Dos']);
    const last = await books().order('published_on', { ascending: false, nullsFirst: false });
    expect(short(last.data)).toEqual(['Dos', 'Uno', 'Cuatro', 'Tres']);
  });

  it('orders by a JSON path', async () => {
    const { data, error } = await books().order('metadata->pages', {
      ascending: true,
      nullsFirst: false,
    });
    expect(error).toBeNull();
    expect(short(data)).toEqual(['Cuatro', 'Dos', 'Uno', 'Tres']);
  });

  it('pages with limit and range (offset)', async () => {
    expect(short((await books().order('id').limit(2)).data)).toEqual(['Uno', 'Dos']);
    expect(short((await books().order('id').range(1, 2)).data)).toEqual(['Dos', 'Tres']);
    expect(short((await books().order('id').range(3, 10)).data)).toEqual(['Cuatro']);
    expect((await books().order('id').limit(0)).data).toEqual([]);
  });

  it('answers Content-Range and, with an exact count, 206 for a partial page', async () => {
    const plain = await rest(`/books?select=id&author_id=eq.${lib.authorId}&order=id&limit=2`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-range')).toBe('0-1/*');

    const counted = await rest(
      `/books?select=id&author_id=eq.${lib.authorId}&order=id&offset=1&limit=2`,
      {
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('1-2/4');
    expect(counted.headers.get('preference-applied')).toBe('count=exact');

    const whole = await rest(`/books?select=id&author_id=eq.${lib.authorId}`, {
      headers: { Prefer: 'count=exact' },
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-range')).toBe('0-3/4');
  });

  it('honours the Range header (items) on GET', async () => {
    const response = await rest(`/books?select=id&author_id=eq.${lib.authorId}&order=id`, {
      headers: { Range: '1-2', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('1-2/4');
    expect(response.json).toEqual([{ id: lib.bookIds[1] }, { id: lib.bookIds[2] }]);
    const open = await rest(`/books?select=id&author_id=eq.${lib.authorId}&order=id`, {
      headers: { Range: '3-' },
    });
    expect(open.json).toEqual([{ id: lib.bookIds[3] }]);
    expect(open.headers.get('content-range')).toBe('3-3/*');
  });

  it('counts exactly with count=exact, and with estimated below max-rows', async () => {
    // count=planned is the planner's estimate: rest-counts.test.ts.
    for (const count of ['exact', 'estimated'] as const) {
      const { data, count: total, error } = await books({ count }).order('id').limit(1);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(total).toBe(4);
    }
  });

  it('counts rows with !inner filters on embedded resources', async () => {
    const { count, data } = await client()
      .from('books')
      .select('title, reviews!inner(rating)', { count: 'exact' })
      .eq('author_id', lib.authorId)
      .eq('reviews.rating', 4);
    expect(count).toBe(1);
    expect(short(data)).toEqual(['Uno']);
  });

  it('answers HEAD with headers only', async () => {
    const { data, count, error, status } = await books({ count: 'exact', head: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(4);
    const raw = await rest(`/books?author_id=eq.${lib.authorId}`, {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(200);
    expect(raw.text).toBe('');
    expect(raw.headers.get('content-range')).toBe('0-3/4');
  });

  it('caps reads at 1000 rows, as hosted Supabase (max_rows), even with a larger limit', async () => {
    const name = unique('many');
    await sql(
      `insert into public.events (name) select '${name} ' || n from generate_series(1, 1005) n`,
    );
    const response = await rest(
      `/events?select=id&name=like.${encodeURIComponent(`${name} *`)}&limit=2000`,
      { headers: { Prefer: 'count=exact' } },
    );
    expect(response.status).toBe(206);
    expect(response.json).toHaveLength(1000);
    expect(response.headers.get('content-range')).toBe('0-999/1005');
    const page = await client()
      .from('events')
      .select('id')
      .like('name', `${name} *`)
      .order('id')
      .range(1000, 1999);
    expect(page.data).toHaveLength(5);
  });

  it('answers */0 for an empty result with a count', async () => {
    const response = await rest('/books?select=id&id=eq.-1', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
    expect(response.headers.get('content-range')).toBe('*/0');
  });

  it('answers 416 PGRST103 for an offset past the end, or a negative limit', async () => {
    const past = await rest(`/books?select=id&author_id=eq.${lib.authorId}&offset=10`, {
      headers: { Prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect(past.json).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const negative = await rest('/books?select=id&limit=-1');
    expect(negative.status).toBe(416);
    expect(negative.json).toMatchObject({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
    });
  });

  it('answers one object with single()', async () => {
    const { data, error, status } = await client()
      .from('books')
      .select('title, stock')
      .eq('id', lib.bookIds[2])
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ title: `${lib.tag} Tres`, stock: 3 });
  });

  it('answers 406 PGRST116 from single() when there are no rows or several', async () => {
    const none = await books().eq('id', -1).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await books().single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 4 rows');
  });

  it('answers null, an object or an error with maybeSingle()', async () => {
    const none = await books().eq('id', -1).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await books().eq('id', lib.bookIds[0]).maybeSingle();
    expect(one.data).toEqual({ title: `${lib.tag} Uno` });
    const many = await books().maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('answers 406 PGRST107 for a media type it cannot produce', async () => {
    const response = await rest('/books?select=id', { headers: { Accept: 'application/xml' } });
    expect(response.status).toBe(406);
    expect(response.json).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml',
    });
  });

  it('answers PGRST100 for a malformed order', async () => {
    const response = await rest('/books?select=id&order=id.upward');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'PGRST100' });
  });
});
