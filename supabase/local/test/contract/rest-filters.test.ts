import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { createLibrary, rest, unique, type Library } from '../support/rest';

/** Titles of the library's books that pass the filters, without the library prefix. */
function titles(lib: Library, rows: { title: string }[] | null) {
  return (rows ?? []).map((row) => row.title.slice(lib.tag.length + 1));
}

describe('REST filters', () => {
  let lib: Library;
  const books = () =>
    client().from('books').select('title').eq('author_id', lib.authorId).order('id');

  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('compares with eq, neq, gt, gte, lt and lte, typed as the column', async () => {
    expect(titles(lib, (await books().eq('price', 39000)).data)).toEqual(['Dos']);
    expect(titles(lib, (await books().neq('stock', 0)).data)).toEqual(['Uno', 'Tres']);
    expect(titles(lib, (await books().gt('price', '39000.00')).data)).toEqual(['Uno']);
    expect(titles(lib, (await books().gte('price', 39000)).data)).toEqual(['Uno', 'Dos']);
    expect(titles(lib, (await books().lt('published_on', '1970-01-01')).data)).toEqual([
      'Uno',
      'Cuatro',
    ]);
    expect(titles(lib, (await books().lte('stock', 3)).data)).toEqual(['Dos', 'Tres', 'Cuatro']);
  });

  it('matches patterns with like and ilike (* is %) and regular expressions with match/imatch', async () => {
    expect(titles(lib, (await books().like('title', '*U*')).data)).toEqual(['Uno']);
    // After the library's random tag, which may itself hold a "tr".
    expect(titles(lib, (await books().ilike('title', `${lib.tag} *TR*`)).data)).toEqual([
      'Tres',
      'Cuatro',
    ]);
    expect(titles(lib, (await books().regexMatch('title', 'D[aeiou]s$')).data)).toEqual(['Dos']);
    expect(titles(lib, (await books().regexIMatch('title', 'CUATRO$')).data)).toEqual(['Cuatro']);
    expect(titles(lib, (await books().likeAnyOf('title', ['*Uno', '*Dos'])).data)).toEqual([
      'Uno',
      'Dos',
    ]);
    expect(titles(lib, (await books().ilikeAllOf('title', ['*u*', '*o'])).data)).toEqual([
      'Uno',
      'Cuatro',
    ]);
  });

  it('filters with in, including quoted values holding commas and parentheses', async () => {
    const tag = unique('in');
    await sql(
      `insert into public.authors (name) values ('${tag} a, b'), ('${tag} (c)'), ('${tag} "d"')`,
    );
    const { data, error } = await client()
      .from('authors')
      .select('name')
      .in('name', [`${tag} a, b`, `${tag} (c)`, `${tag} nobody`])
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: `${tag} (c)` }, { name: `${tag} a, b` }]);
    const quoted = await rest(
      `/authors?select=name&name=in.(${encodeURIComponent(`"${tag} \\"d\\""`)})`,
    );
    expect(quoted.json).toEqual([{ name: `${tag} "d"` }]);
    expect(titles(lib, (await books().in('id', [lib.bookIds[1], lib.bookIds[3]])).data)).toEqual([
      'Dos',
      'Cuatro',
    ]);
    expect((await books().in('id', [])).data).toEqual([]);
  });

  it('tests null, true, false and unknown with is', async () => {
    expect(titles(lib, (await books().is('metadata', null)).data)).toEqual(['Tres']);
    const key = unique('is');
    await sql(
      `insert into public.settings (key, enabled) values ('${key}-on', true), ('${key}-off', false), ('${key}-unset', null)`,
    );
    const settings = () =>
      client().from('settings').select('key').like('key', `${key}*`).order('key');
    expect((await settings().is('enabled', true)).data).toEqual([{ key: `${key}-on` }]);
    expect((await settings().is('enabled', false)).data).toEqual([{ key: `${key}-off` }]);
    expect((await settings().filter('enabled', 'is', 'unknown')).data).toEqual([
      { key: `${key}-unset` },
    ]);
    expect((await settings().not('enabled', 'is', null)).data).toEqual([
      { key: `${key}-off` },
      { key: `${key}-on` },
    ]);
  });

  it('negates any operator with not', async () => {
    expect(titles(lib, (await books().not('stock', 'eq', 0)).data)).toEqual(['Uno', 'Tres']);
    expect(titles(lib, (await books().not('id', 'in', `(${lib.bookIds[0]})`)).data)).toEqual([
      'Dos',
      'Tres',
      'Cuatro',
    ]);
    expect(titles(lib, (await books().not('title', 'like', '*o')).data)).toEqual(['Dos', 'Tres']);
    expect(titles(lib, (await books().notIn('stock', [0, 3])).data)).toEqual(['Uno']);
  });

  it('combines filters with or and nested and', async () => {
    const { data, error } = await books().or('stock.eq.0,and(price.gt.40000,tags.cs.{clasico})');
    expect(error).toBeNull();
    expect(titles(lib, data)).toEqual(['Uno', 'Dos', 'Cuatro']);
    const nested = await rest(
      `/books?select=title&author_id=eq.${lib.authorId}&order=id&and=(stock.gte.0,not.or(price.lt.30000,title.ilike.*uno))`,
    );
    expect(titles(lib, nested.json as { title: string }[])).toEqual(['Dos', 'Tres']);
  });

  it('filters embedded rows with or on the embedded resource', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, reviews(rating)')
      .eq('id', lib.bookIds[0])
      .or('rating.eq.4,body.ilike.*nada*', { referencedTable: 'reviews' });
    expect(error).toBeNull();
    expect(data).toEqual([{ title: `${lib.tag} Uno`, reviews: [{ rating: 4 }] }]);
  });

  it('tests arrays with cs (contains), cd (contained by) and ov (overlaps)', async () => {
    expect(titles(lib, (await books().contains('tags', ['clasico'])).data)).toEqual([
      'Uno',
      'Tres',
    ]);
    expect(titles(lib, (await books().containedBy('tags', ['novela', 'poesia'])).data)).toEqual([
      'Dos',
    ]);
    expect(titles(lib, (await books().overlaps('tags', ['poesia', 'cuentos'])).data)).toEqual([
      'Tres',
      'Cuatro',
    ]);
  });

  it('tests jsonb with cs and cd', async () => {
    expect(titles(lib, (await books().contains('metadata', { genre: 'realismo' })).data)).toEqual([
      'Uno',
    ]);
    expect(titles(lib, (await books().containedBy('metadata', { pages: 368, x: 1 })).data)).toEqual(
      ['Dos'],
    );
  });

  it('filters on JSON paths', async () => {
    expect(titles(lib, (await books().eq('metadata->>genre', 'realismo')).data)).toEqual(['Uno']);
    expect(titles(lib, (await books().gt('metadata->pages', 300)).data)).toEqual(['Uno', 'Dos']);
  });

  it('tests ranges with ov, cs, sl, sr, nxl, nxr and adj', async () => {
    const name = unique('event');
    await sql(`insert into public.events (name, during, seats) values
      ('${name} early', '[2024-01-01 10:00+00,2024-01-01 12:00+00)', '[1,10)'),
      ('${name} late', '[2024-01-01 14:00+00,2024-01-01 16:00+00)', '[10,20)')`);
    const events = () =>
      client().from('events').select('name').like('name', `${name}*`).order('id');
    const names = (rows: { name: string }[] | null) =>
      (rows ?? []).map((row) => row.name.slice(name.length + 1));
    expect(
      names((await events().overlaps('during', '[2024-01-01 11:00+00,2024-01-01 15:00+00)')).data),
    ).toEqual(['early', 'late']);
    expect(names((await events().contains('seats', '[15,16)')).data)).toEqual(['late']);
    expect(names((await events().rangeLt('seats', '[10,11)')).data)).toEqual(['early']);
    expect(names((await events().rangeGt('seats', '[1,5)')).data)).toEqual(['late']);
    expect(names((await events().rangeGte('seats', '[5,6)')).data)).toEqual(['late']);
    expect(names((await events().rangeLte('seats', '[5,12)')).data)).toEqual(['early']);
    expect(names((await events().rangeAdjacent('seats', '[20,30)')).data)).toEqual(['late']);
  });

  it('searches text with fts, plfts, phfts and wfts, with a text search configuration', async () => {
    const name = unique('fts');
    await sql(`insert into public.events (name, description) values
      ('${name} gatos', 'Los gatos duermen en la alfombra'),
      ('${name} perros', 'Los perros corren por el parque')`);
    const events = () =>
      client().from('events').select('name').like('name', `${name}*`).order('id');
    const names = (rows: { name: string }[] | null) =>
      (rows ?? []).map((row) => row.name.slice(name.length + 1));
    expect(
      names((await events().textSearch('search', 'gatos & duermen', { config: 'spanish' })).data),
    ).toEqual(['gatos']);
    expect(
      names(
        (await events().textSearch('search', 'perros parque', { type: 'plain', config: 'spanish' }))
          .data,
      ),
    ).toEqual(['perros']);
    expect(
      names(
        (
          await events().textSearch('search', 'perros corren', {
            type: 'phrase',
            config: 'spanish',
          })
        ).data,
      ),
    ).toEqual(['perros']);
    expect(
      names(
        (
          await events().textSearch('search', 'gatos or perros -parque', {
            type: 'websearch',
            config: 'spanish',
          })
        ).data,
      ),
    ).toEqual(['gatos']);
    expect(names((await events().textSearch('description', "'alfombra'")).data)).toEqual(['gatos']);
  });

  it('tests isdistinct and quantified comparisons', async () => {
    expect(
      titles(lib, (await books().filter('metadata->>genre', 'isdistinct', 'realismo')).data),
    ).toEqual(['Dos', 'Tres', 'Cuatro']);
    expect(titles(lib, (await books().filter('stock', 'eq(any)', '{3,10}')).data)).toEqual([
      'Uno',
      'Tres',
    ]);
    expect(titles(lib, (await books().filter('price', 'gt(all)', '{29000,29500}')).data)).toEqual([
      'Uno',
      'Dos',
      'Tres',
    ]);
  });

  it('binds values as parameters: SQL in a value is only a value', async () => {
    const { data, error } = await books().eq('title', "x' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const injection = await rest(
      `/books?select=title&title=eq.${encodeURIComponent("'; drop table books; --")}`,
    );
    expect(injection.status).toBe(200);
    expect(injection.json).toEqual([]);
  });

  it('answers 400 with the database error for a value of the wrong type', async () => {
    const { error, status } = await client().from('books').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type bigint: "abc"',
    });
  });

  it('answers PGRST100 for an unknown operator or a malformed logic tree', async () => {
    const operator = await rest('/books?id=equals.1');
    expect(operator.status).toBe(400);
    expect(operator.json).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (equals.1)" (line 1, column 1)',
    });
    const tree = await rest('/books?or=(id.eq.1,stock.gt.0');
    expect(tree.status).toBe(400);
    expect(tree.json).toMatchObject({ code: 'PGRST100' });
  });
});
