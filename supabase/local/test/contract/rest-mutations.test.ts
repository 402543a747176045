import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { createLibrary, rest, unique, type Library } from '../support/rest';

const admin = () => client('service_role');

describe('REST inserts', () => {
  it('inserts one row and answers 201 with no body by default', async () => {
    const name = unique('author');
    const { data, error, status } = await admin().from('authors').insert({ name, country: 'PE' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await sql(`select country from public.authors where name = '${name}'`)).toEqual([
      { country: 'PE' },
    ]);
  });

  it('returns the inserted rows with select(), embeds included', async () => {
    const lib = await createLibrary();
    const { data, error, status } = await admin()
      .from('books')
      .insert({ title: `${lib.tag} Cinco`, author_id: lib.authorId, price: '12345.678' })
      .select('title, price, stock, tags, author:authors(name)');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      {
        title: `${lib.tag} Cinco`,
        price: 12345.68,
        stock: 0,
        tags: [],
        author: { name: `${lib.tag} autor` },
      },
    ]);
  });

  it('inserts an array, filling missing keys with null (or with defaults when asked)', async () => {
    const key = unique('bulk');
    const nulls = await admin()
      .from('settings')
      .insert([{ key: `${key}-a`, note: 'con nota' }, { key: `${key}-b` }])
      .select('key, note');
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([
      { key: `${key}-a`, note: 'con nota' },
      { key: `${key}-b`, note: null },
    ]);
    const defaults = await admin()
      .from('settings')
      .insert([{ key: `${key}-c`, counter: 1 }, { key: `${key}-d` }], { defaultToNull: false })
      .select('key, note, counter');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { key: `${key}-c`, note: 'sin nota', counter: 1 },
      { key: `${key}-d`, note: 'sin nota', counter: 7 },
    ]);
  });

  it('inserts only the columns named in ?columns=, ignoring other keys', async () => {
    const key = unique('columns');
    const response = await rest('/settings?columns=key,counter&select=key,note,counter', {
      key: 'service_role',
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify([{ key, counter: 3, note: 'ignorada', extra: true }]),
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual([{ key, note: 'sin nota', counter: 3 }]);
  });

  it('answers return=headers-only with a Location header for a single row', async () => {
    const key = unique('location');
    const response = await rest('/settings', {
      key: 'service_role',
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: JSON.stringify({ key }),
    });
    expect(response.status).toBe(201);
    expect(response.text).toBe('');
    expect(response.headers.get('location')).toBe(`/settings?key=eq.${key}`);
    expect(response.headers.get('content-range')).toBe('*/*');
  });

  it('counts inserted rows with count=exact', async () => {
    const key = unique('count');
    const { count, status } = await admin()
      .from('settings')
      .insert([{ key: `${key}-1` }, { key: `${key}-2` }], { count: 'exact' });
    expect(status).toBe(201);
    expect(count).toBe(2);
  });

  it('answers PGRST204 for a column the table does not have', async () => {
    const { error, status } = await admin()
      .from('settings')
      .insert({ key: unique('x'), colour: 'red' });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'settings' in the schema cache",
    });
  });

  it('answers PGRST102 for a body that is not JSON, or objects with different keys', async () => {
    const invalid = await rest('/settings', {
      key: 'service_role',
      method: 'POST',
      body: '{"key": ',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const mixed = await rest('/settings', {
      key: 'service_role',
      method: 'POST',
      body: JSON.stringify([{ key: 'a' }, { note: 'b' }]),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });
});

describe('REST upserts', () => {
  it('merges duplicates on the primary key: 201 when a row is inserted, 200 when all existed', async () => {
    const key = unique('upsert');
    await sql(`insert into public.settings (key, note) values ('${key}-old', 'vieja')`);
    const mixed = await rest('/settings?select=key,note', {
      key: 'service_role',
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
      body: JSON.stringify([
        { key: `${key}-old`, note: 'nueva' },
        { key: `${key}-new`, note: 'otra' },
      ]),
    });
    expect(mixed.status).toBe(201);
    expect(mixed.json).toEqual([
      { key: `${key}-old`, note: 'nueva' },
      { key: `${key}-new`, note: 'otra' },
    ]);
    expect(mixed.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, return=representation',
    );
    const updateOnly = await admin()
      .from('settings')
      .upsert({ key: `${key}-old`, note: 'otra vez' })
      .select('note');
    expect(updateOnly.status).toBe(200);
    expect(updateOnly.data).toEqual([{ note: 'otra vez' }]);
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    const key = unique('ignore');
    await sql(`insert into public.settings (key, note) values ('${key}', 'original')`);
    const { error, status } = await admin()
      .from('settings')
      .upsert({ key, note: 'cambiada' }, { ignoreDuplicates: true });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await sql(`select note from public.settings where key = '${key}'`)).toEqual([
      { note: 'original' },
    ]);
  });

  it('upserts on another unique column with onConflict', async () => {
    const name = unique('tag');
    const first = await admin()
      .from('tags')
      .upsert({ name }, { onConflict: 'name' })
      .select('id, name');
    expect(first.error).toBeNull();
    const again = await admin()
      .from('tags')
      .upsert({ name }, { onConflict: 'name' })
      .select('id, name');
    expect(again.error).toBeNull();
    expect(again.data).toEqual(first.data);
    const unknown = await admin().from('tags').upsert({ name }, { onConflict: 'label' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('42703');
  });

  it('replaces one row with PUT, by primary key', async () => {
    const key = unique('put');
    const created = await rest(`/settings?key=eq.${key}`, {
      key: 'service_role',
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ key, note: 'primera', counter: 1 }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject([{ key, note: 'primera', counter: 1 }]);
    const replaced = await rest(`/settings?key=eq.${key}`, {
      key: 'service_role',
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ key, note: 'segunda', counter: 2 }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject([{ key, note: 'segunda', counter: 2 }]);
    const mismatch = await rest(`/settings?key=eq.${key}`, {
      key: 'service_role',
      method: 'PUT',
      body: JSON.stringify({ key: `${key}-otra`, note: 'x' }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ code: 'PGRST115' });
    const notPk = await rest('/settings?note=eq.x', {
      key: 'service_role',
      method: 'PUT',
      body: JSON.stringify({ key, note: 'x' }),
    });
    expect(notPk.status).toBe(405);
    expect(notPk.json).toMatchObject({ code: 'PGRST105' });
  });
});

describe('REST updates and deletes', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('updates the filtered rows: 204 without a representation, 200 with select()', async () => {
    const minimal = await admin().from('books').update({ stock: 20 }).eq('id', lib.bookIds[0]);
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(204);
    const { data, status, count } = await admin()
      .from('books')
      .update({ stock: 5 }, { count: 'exact' })
      .eq('author_id', lib.authorId)
      .eq('stock', 0)
      .select('title, stock');
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toEqual(
      expect.arrayContaining([
        { title: `${lib.tag} Dos`, stock: 5 },
        { title: `${lib.tag} Cuatro`, stock: 5 },
      ]),
    );
    const response = await rest(`/books?id=eq.${lib.bookIds[1]}`, {
      key: 'service_role',
      method: 'PATCH',
      headers: { Prefer: 'count=exact' },
      body: JSON.stringify({ stock: 6 }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-range')).toBe('0-0/1');
  });

  it('updates only the first rows of an order with limit', async () => {
    const response = await rest(
      `/books?author_id=eq.${lib.authorId}&order=price.asc&limit=2&select=title`,
      {
        key: 'service_role',
        method: 'PATCH',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify({ tags: ['barato'] }),
      },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual(
      expect.arrayContaining([{ title: `${lib.tag} Tres` }, { title: `${lib.tag} Cuatro` }]),
    );
    expect(response.json).toHaveLength(2);
    const withoutOrder = await rest(`/books?author_id=eq.${lib.authorId}&limit=1`, {
      key: 'service_role',
      method: 'PATCH',
      body: JSON.stringify({ stock: 1 }),
    });
    expect(withoutOrder.status).toBe(400);
    expect(withoutOrder.json).toMatchObject({ code: 'PGRST109' });
  });

  it('rolls back and answers PGRST116 when single() sees more than one changed row', async () => {
    const { error, status } = await admin()
      .from('books')
      .update({ stock: 99 })
      .eq('author_id', lib.authorId)
      .select('id')
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(
      await sql(
        `select count(*)::int as n from public.books where author_id = ${lib.authorId} and stock = 99`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('rolls back and answers PGRST124 past max-affected with handling=strict', async () => {
    // supabase-js types maxAffected() for PostgREST 13 only: the request it sends, by hand.
    const response = await rest(`/books?author_id=eq.${lib.authorId}`, {
      key: 'service_role',
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ stock: 77 }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      code: 'PGRST124',
      details: 'The query affects 4 rows',
    });
    expect(
      await sql(
        `select count(*)::int as n from public.books where author_id = ${lib.authorId} and stock = 77`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('refuses to update or delete a whole table without filters, as hosted Supabase (safeupdate)', async () => {
    const update = await admin().from('settings').update({ note: 'todas' });
    expect(update.status).toBe(400);
    expect(update.error).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'UPDATE requires a WHERE clause',
    });
    const removal = await admin().from('settings').delete();
    expect(removal.status).toBe(400);
    expect(removal.error?.message).toBe('DELETE requires a WHERE clause');
  });

  it('deletes the filtered rows and can return them', async () => {
    const doomed = await createLibrary();
    const { data, error, status } = await admin()
      .from('books')
      .delete({ count: 'exact' })
      .eq('author_id', doomed.authorId)
      .lt('price', 35000)
      .select('title');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual(
      expect.arrayContaining([{ title: `${doomed.tag} Tres` }, { title: `${doomed.tag} Cuatro` }]),
    );
    const minimal = await rest(`/books?author_id=eq.${doomed.authorId}`, {
      key: 'service_role',
      method: 'DELETE',
      headers: { Prefer: 'count=exact' },
    });
    expect(minimal.status).toBe(204);
    expect(minimal.headers.get('content-range')).toBe('*/2');
    expect(
      await sql(`select count(*)::int as n from public.books where author_id = ${doomed.authorId}`),
    ).toEqual([{ n: 0 }]);
  });
});

describe('REST constraint errors', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('answers 409 23505 for a duplicate key', async () => {
    const { error, status } = await admin()
      .from('books')
      .insert({ id: lib.bookIds[0], title: 'x' });
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "books_pkey"',
      details: `Key (id)=(${lib.bookIds[0]}) already exists.`,
    });
  });

  it('answers 409 23503 for a missing foreign row', async () => {
    const { error, status } = await admin().from('reviews').insert({ book_id: -1, rating: 3 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('answers 400 23502 for a missing required value', async () => {
    const { error, status } = await admin().from('books').insert({ author_id: lib.authorId });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('answers 400 23514 for a failed check', async () => {
    const { error, status } = await admin()
      .from('books')
      .update({ price: -1 })
      .eq('id', lib.bookIds[0]);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: 'new row for relation "books" violates check constraint "books_price_check"',
    });
  });

  it('answers 400 22P02 for a value of the wrong type in the body', async () => {
    const { error, status } = await admin().from('books').insert({ title: 'x', stock: 'muchos' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
