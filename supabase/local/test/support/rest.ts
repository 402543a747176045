import { inject } from 'vitest';
import { mintJwt, sql } from './admin';

/** A value no other test uses, safe inside SQL string literals. */
export function unique(prefix = 'rest') {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** A server a test started itself (default: the suite's server). */
export interface TargetServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * A raw request to /rest/v1 (for statuses, headers and bodies supabase-js hides). Sends the anon
 * key unless told otherwise; `token` replaces the bearer token; `on` is another server.
 */
export async function rest(
  path: string,
  init: RequestInit & {
    key?: 'anon' | 'service_role';
    token?: string | null;
    on?: TargetServer;
  } = {},
): Promise<RawResponse> {
  const {
    key = 'anon',
    token,
    on = {
      url: inject('apiUrl'),
      anonKey: inject('anonKey'),
      serviceRoleKey: inject('serviceRoleKey'),
    },
    ...rest
  } = init;
  const apiKey = key === 'service_role' ? on.serviceRoleKey : on.anonKey;
  const headers = new Headers(rest.headers);
  if (!headers.has('apikey')) headers.set('apikey', apiKey);
  if (token !== null && !headers.has('authorization')) {
    headers.set('authorization', `Bearer ${token ?? apiKey}`);
  }
  if (rest.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const response = await fetch(`${on.url}/rest/v1${path}`, { ...rest, headers });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export interface Library {
  /** unique prefix of every title */
  tag: string;
  authorId: number;
  /** second author, translator of the first book */
  translatorId: number;
  /** books in order: Uno, Dos, Tres, Cuatro */
  bookIds: [number, number, number, number];
}

/**
 * One author with four books of its own (and reviews, tags, details, a translation), so a test
 * can filter on `author_id` and know exactly what exists:
 *
 * | book   | price | stock | tags             | metadata                            | published  | reviews |
 * | Uno    | 45000 | 10    | novela, clasico  | {"pages": 471, "genre": "realismo"} | 1967-05-30 | 5, 4    |
 * | Dos    | 39000 | 0     | novela           | {"pages": 368}                      | 1985-09-05 |         |
 * | Tres   | 30000 | 3     | cuentos, clasico | null                                | null       | 5       |
 * | Cuatro | 28000 | 0     | cuentos          | {"pages": 174}                      | 1944-01-01 |         |
 */
export async function createLibrary(): Promise<Library> {
  const tag = unique('lib');
  const [row] = await sql<{ author_id: number; translator_id: number; book_ids: number[] }>(`
    with author as (
      insert into public.authors (name, country) values ('${tag} autor', 'CO') returning id
    ), translator as (
      insert into public.authors (name, country) values ('${tag} traductor', 'AR') returning id
    ), books as (
      insert into public.books (title, author_id, price, stock, tags, metadata, published_on)
      select '${tag} ' || b.title, author.id, b.price, b.stock, b.tags, b.metadata, b.published_on
      from author, (values
        (1, 'Uno', 45000, 10, '{novela,clasico}'::text[], '{"pages": 471, "genre": "realismo"}'::jsonb, '1967-05-30'::date),
        (2, 'Dos', 39000, 0, '{novela}', '{"pages": 368}', '1985-09-05'),
        (3, 'Tres', 30000, 3, '{cuentos,clasico}', null, null),
        (4, 'Cuatro', 28000, 0, '{cuentos}', '{"pages": 174}', '1944-01-01')
      ) as b(n, title, price, stock, tags, metadata, published_on)
      order by b.n
      returning id, title
    ), reviews as (
      insert into public.reviews (book_id, rating, body)
      select books.id, r.rating, r.body from books join (values
        ('Uno', 5, 'Obra maestra'), ('Uno', 4, 'Muy buena'), ('Tres', 5, 'Laberintos')
      ) as r(title, rating, body) on books.title = '${tag} ' || r.title
      returning 1
    ), new_tags as (
      insert into public.tags (name) values ('${tag} realismo'), ('${tag} corto') returning id, name
    ), book_tags as (
      insert into public.book_tags (book_id, tag_id)
      select books.id, new_tags.id from books, new_tags
      where (books.title like '% Uno' and new_tags.name like '% realismo')
         or (books.title like '% Tres' and new_tags.name like '% corto')
         or (books.title like '% Uno' and new_tags.name like '% corto')
      returning 1
    ), details as (
      insert into public.book_details (book_id, summary)
      select id, 'Macondo' from books where title like '% Uno' returning 1
    ), translation as (
      insert into public.translations (book_id, translator_id, reviewer_id, language)
      select books.id, translator.id, author.id, 'en' from books, translator, author
      where books.title like '% Uno' returning 1
    )
    select
      (select id from author)::int as author_id,
      (select id from translator)::int as translator_id,
      (select json_agg(id::int order by id) from books) as book_ids,
      (select count(*) from reviews) + (select count(*) from book_tags)
        + (select count(*) from details) + (select count(*) from translation) as extras
  `);
  if (!row) throw new Error('library fixture was not created');
  return {
    tag,
    authorId: Number(row.author_id),
    translatorId: Number(row.translator_id),
    bookIds: row.book_ids.map(Number) as Library['bookIds'],
  };
}

/** A user that exists in auth.users (inserted as owner) and a JWT for it. */
export async function createUser(email = `${unique('user')}@example.com`) {
  const [row] = await sql<{ id: string }>(
    `insert into auth.users (email, role, aud) values ('${email}', 'authenticated', 'authenticated') returning id`,
  );
  if (!row) throw new Error('user was not created');
  const token = await mintJwt({ sub: row.id, email });
  return { id: row.id, email, token };
}
