import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { createLibrary, createUser, rest, type Library } from '../support/rest';

describe('REST functions (rpc)', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('calls a function with named arguments in a POST body', async () => {
    const { data, error, status } = await client().rpc('add_numbers', { a: 20, b: 22 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(42);
  });

  it('calls a stable function with GET and query-string arguments', async () => {
    const { data, error } = await client().rpc('add_numbers', { a: 1, b: 2 }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe(3);
    const raw = await rest('/rpc/greet?name=Ana');
    expect(raw.status).toBe(200);
    expect(raw.json).toBe('Hola, Ana');
  });

  it('answers HEAD with headers only', async () => {
    const { data, error, status, count } = await client().rpc(
      'books_by_author',
      { author: lib.authorId },
      { head: true, count: 'exact' },
    );
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(4);
  });

  it('uses a parameter default when the argument is left out', async () => {
    expect((await client().rpc('greet', { name: 'Ana', greeting: 'Buenas' })).data).toBe(
      'Buenas, Ana',
    );
    expect((await client().rpc('greet', { name: 'Ana' })).data).toBe('Hola, Ana');
  });

  it('returns the rows of a set-returning function, with select, filters, order and range', async () => {
    const { data, error } = await client()
      .rpc('books_by_author', { author: lib.authorId })
      .select('title, stock, author:authors(name)')
      .gt('stock', 0)
      .order('stock', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: `${lib.tag} Uno`, stock: 10, author: { name: `${lib.tag} autor` } },
    ]);
  });

  it('counts the rows of a set-returning function', async () => {
    const response = await rest(`/rpc/books_by_author?author=${lib.authorId}&select=id&limit=1`, {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-0/4');
  });

  it('returns one object for a function returning a single composite', async () => {
    const { data, error } = await client().rpc('author_of', { book: lib.bookIds[0] });
    expect(error).toBeNull();
    expect(data).toEqual({ id: lib.authorId, name: `${lib.tag} autor`, country: 'CO' });
    const missing = await client().rpc('author_of', { book: -1 });
    expect(missing.data).toEqual({ id: null, name: null, country: null });
  });

  it('returns an array of scalars for a function returning setof text', async () => {
    const { data, error } = await client().rpc('titles_of', { author: lib.authorId });
    expect(error).toBeNull();
    expect(data).toEqual([
      `${lib.tag} Cuatro`,
      `${lib.tag} Dos`,
      `${lib.tag} Tres`,
      `${lib.tag} Uno`,
    ]);
  });

  it('returns the rows of a function returning a table, filtered by its columns', async () => {
    const { data, error } = await client()
      .rpc('stock_by_author', { min_stock: 1 })
      .eq('author_id', lib.authorId);
    expect(error).toBeNull();
    expect(data).toEqual([{ author_id: lib.authorId, titles: 2, stock: 13 }]);
  });

  it('answers 204 for a function returning void, and runs it', async () => {
    const { data, error, status } = await client('service_role').rpc('rename_author', {
      author: lib.translatorId,
      new_name: `${lib.tag} renombrado`,
    });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(await sql(`select name from public.authors where id = ${lib.translatorId}`)).toEqual([
      { name: `${lib.tag} renombrado` },
    ]);
  });

  it('runs GET calls read-only: a function that writes answers 405 25006', async () => {
    const response = await rest(`/rpc/rename_author?author=${lib.translatorId}&new_name=x`, {
      key: 'service_role',
    });
    expect(response.status).toBe(405);
    expect(response.json).toMatchObject({
      code: '25006',
      message: 'cannot execute UPDATE in a read-only transaction',
    });
  });

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    const { data, error } = await client().rpc('echo_body', { any: ['shape', 1] });
    expect(error).toBeNull();
    expect(data).toEqual({ any: ['shape', 1] });
  });

  it('passes the whole body as one parameter with Prefer: params=single-object', async () => {
    const response = await rest('/rpc/wrap_payload', {
      method: 'POST',
      headers: { Prefer: 'params=single-object' },
      body: JSON.stringify({ a: 1, b: [true] }),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ wrapped: { a: 1, b: [true] } });
    expect(response.headers.get('preference-applied')).toBe('params=single-object');
  });

  it('passes repeated query parameters to a variadic parameter', async () => {
    const response = await rest('/rpc/sum_all?numbers=1&numbers=2&numbers=39');
    expect(response.status).toBe(200);
    expect(response.json).toBe(42);
    expect((await client().rpc('sum_all', { numbers: [1, 2, 3] })).data).toBe(6);
  });

  it('answers 400 P0001 with the raised message', async () => {
    const { token } = await createUser();
    const response = await rest('/rpc/spend_points', {
      method: 'POST',
      token,
      body: JSON.stringify({ amount: 500 }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      code: 'P0001',
      details: null,
      hint: null,
      message: 'Puntos insuficientes',
    });
    const ok = await rest('/rpc/spend_points', { method: 'POST', token, body: '{"amount": 30}' });
    expect(ok.json).toBe(70);
  });

  it('answers 404 PGRST202 for an unknown function or arguments, with a suggestion', async () => {
    const { error, status } = await client().rpc('add_number', { a: 1, b: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add_number with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
      message: 'Could not find the function public.add_number(a, b) in the schema cache',
    });
    const wrongArgs = await client().rpc('add_numbers', { a: 1, c: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.message).toBe(
      'Could not find the function public.add_numbers(a, c) in the schema cache',
    );
  });

  it('answers 300 PGRST203 when overloads cannot be told apart', async () => {
    const { error, status } = await client().rpc('describe', { value: 1 });
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST203');
  });

  it('answers 405 PGRST101 for methods other than GET, HEAD and POST', async () => {
    const response = await rest('/rpc/add_numbers', { method: 'PATCH', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.json).toMatchObject({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
    });
  });

  it("lets a function choose the status, headers and body with RAISE SQLSTATE 'PGRST'", async () => {
    const response = await rest('/rpc/payment_required', { method: 'POST', body: '{}' });
    expect(response.status).toBe(402);
    expect(response.headers.get('x-powered-by')).toBe('Bonis');
    expect(response.json).toEqual({
      code: 'P402',
      details: 'Compra un plan',
      hint: 'Ve a /planes',
      message: 'Pago requerido',
    });
  });

  it('applies response.status and response.headers set by the function', async () => {
    const response = await rest('/rpc/teapot', { method: 'POST', body: '{}' });
    expect(response.status).toBe(418);
    expect(response.headers.get('x-tea')).toBe('earl grey');
    expect(response.json).toBe('short and stout');
  });

  it('answers a retryable 503 for a serialization failure that persists', async () => {
    const response = await rest('/rpc/always_conflicts', { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ code: '40001' });
  });

  it('runs the function as the caller (auth.uid(), role)', async () => {
    const user = await createUser();
    const response = await rest('/rpc/whoami', { method: 'POST', token: user.token, body: '{}' });
    expect(response.json).toEqual({
      uid: user.id,
      role: 'authenticated',
      current_user: 'authenticated',
    });
  });
});
