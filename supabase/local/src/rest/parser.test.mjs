// @ts-check
import { describe, expect, it } from 'vitest';
import {
  parseAccept,
  parseColumns,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseRangeHeader,
  parseSelect,
  parseTreePath,
  QueryParseError,
} from './parser.mjs';

/** @param {() => unknown} fn */
function parseError(fn) {
  try {
    fn();
  } catch (error) {
    if (error instanceof QueryParseError) return { message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a parse error');
}

describe('parseSelect', () => {
  it('reads columns, the star, aliases and casts', () => {
    expect(parseSelect('*,name:title,price::text,total:stock::int')).toEqual([
      { kind: 'field', field: { name: '*', jsonPath: [] } },
      { kind: 'field', field: { name: 'title', jsonPath: [] }, alias: 'name' },
      { kind: 'field', field: { name: 'price', jsonPath: [] }, cast: 'text' },
      { kind: 'field', field: { name: 'stock', jsonPath: [] }, alias: 'total', cast: 'int' },
    ]);
  });

  it('reads a cast as one type name, or one of the multi-word SQL type names', () => {
    expect(
      parseSelect('a::TEXT,b::double precision,c:c::timestamp  with time zone,d::int4 '),
    ).toEqual([
      { kind: 'field', field: { name: 'a', jsonPath: [] }, cast: 'text' },
      { kind: 'field', field: { name: 'b', jsonPath: [] }, cast: 'double precision' },
      {
        kind: 'field',
        field: { name: 'c', jsonPath: [] },
        alias: 'c',
        cast: 'timestamp with time zone',
      },
      { kind: 'field', field: { name: 'd', jsonPath: [] }, cast: 'int4' },
    ]);
  });

  it('refuses anything else after :: (it would reach the SQL)', () => {
    expect(parseError(() => parseSelect('name::text $q$'))).toEqual({
      message: '"failed to parse select parameter (name::text $q$)" (line 1, column 12)',
      details: 'unexpected "$" expecting ")", "," or end of input',
    });
    expect(parseError(() => parseSelect('id,name::text collate C')).details).toBe(
      'unexpected "c" expecting ")", "," or end of input',
    );
    expect(parseError(() => parseSelect('id::text $a$,name::text $a$')).details).toBe(
      'unexpected "$" expecting ")", "," or end of input',
    );
    expect(parseError(() => parseSelect('a::time with')).details).toBe(
      'unexpected end of input expecting type name (letters, digits or _)',
    );
    expect(parseError(() => parseSelect('a::$x')).details).toBe(
      'unexpected "$" expecting type name (letters, digits or _)',
    );
    expect(parseError(() => parseSelect('count()::text $q$')).details).toBe(
      'unexpected "(" expecting ")", "," or end of input',
    );
  });

  it('refuses a NUL in a quoted name', () => {
    expect(parseError(() => parseSelect('"a\u0000b":id')).details).toBe(
      'unexpected "\\u0000" expecting any character but NUL',
    );
  });

  it('reads JSON paths with keys and indexes', () => {
    expect(parseSelect('metadata->pages,metadata->>genre,tags->0,data->a-b->>-1')).toEqual([
      { kind: 'field', field: { name: 'metadata', jsonPath: [{ arrow: '->', key: 'pages' }] } },
      { kind: 'field', field: { name: 'metadata', jsonPath: [{ arrow: '->>', key: 'genre' }] } },
      { kind: 'field', field: { name: 'tags', jsonPath: [{ arrow: '->', index: '+0' }] } },
      {
        kind: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a-b' },
            { arrow: '->>', index: '-1' },
          ],
        },
      },
    ]);
  });

  it('reads embedded resources with aliases, hints, join types and nesting', () => {
    expect(
      parseSelect('title,author:authors!books_author_id_fkey!inner(name),reviews(rating,users(*))'),
    ).toEqual([
      { kind: 'field', field: { name: 'title', jsonPath: [] } },
      {
        kind: 'embed',
        name: 'authors',
        alias: 'author',
        hint: 'books_author_id_fkey',
        joinType: 'inner',
        spread: false,
        children: [{ kind: 'field', field: { name: 'name', jsonPath: [] } }],
      },
      {
        kind: 'embed',
        name: 'reviews',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'rating', jsonPath: [] } },
          {
            kind: 'embed',
            name: 'users',
            spread: false,
            children: [{ kind: 'field', field: { name: '*', jsonPath: [] } }],
          },
        ],
      },
    ]);
  });

  it('reads spreads, empty embeds and embed(count)', () => {
    expect(parseSelect('...authors(name),reviews!inner(),reviews(count)')).toEqual([
      {
        kind: 'embed',
        name: 'authors',
        spread: true,
        children: [{ kind: 'field', field: { name: 'name', jsonPath: [] } }],
      },
      { kind: 'embed', name: 'reviews', joinType: 'inner', spread: false, children: [] },
      {
        kind: 'embed',
        name: 'reviews',
        spread: false,
        children: [{ kind: 'field', field: { name: 'count', jsonPath: [] } }],
      },
    ]);
  });

  it('reads aggregates and quoted names', () => {
    expect(parseSelect('total:count(),price.sum(),"my col"')).toEqual([
      { kind: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count', alias: 'total' },
      { kind: 'field', field: { name: 'price', jsonPath: [] }, aggregate: 'sum' },
      { kind: 'field', field: { name: 'my col', jsonPath: [] } },
    ]);
  });

  it('refuses absurd nesting with a parse error rather than a stack overflow', () => {
    const deep = `${'a('.repeat(5000)}id${')'.repeat(5000)}`;
    expect(parseError(() => parseSelect(deep)).details).toContain('at most 64 nested levels');
    const logic = `(${'and('.repeat(5000)}a.eq.1${')'.repeat(5000)})`;
    expect(parseError(() => parseLogic('or', logic)).details).toContain('at most 64 nested levels');
  });

  it('fails like PostgREST on an unclosed embed or a stray character', () => {
    expect(parseError(() => parseSelect('title,reviews(rating')).message).toBe(
      '"failed to parse select parameter (title,reviews(rating)" (line 1, column 21)',
    );
    expect(parseError(() => parseSelect('id,clients(name[])')).message).toMatch(/column 16/);
  });
});

describe('parseFilterValue', () => {
  it('reads simple, quantified and negated operators', () => {
    expect(parseFilterValue('eq.1')).toEqual({
      negate: false,
      operation: { type: 'quant', op: 'eq', value: '1' },
    });
    expect(parseFilterValue('not.like(any).{a*,b*}')).toEqual({
      negate: true,
      operation: { type: 'quant', op: 'like', quantifier: 'any', value: '{a*,b*}' },
    });
    expect(parseFilterValue('neq.x.y')).toEqual({
      negate: false,
      operation: { type: 'simple', op: 'neq', value: 'x.y' },
    });
    expect(parseFilterValue('gte.2').operation).toMatchObject({ op: 'gte' });
    expect(parseFilterValue('gt.2').operation).toMatchObject({ op: 'gt' });
    expect(parseFilterValue('ilike.*a*').operation).toMatchObject({ op: 'ilike' });
    expect(parseFilterValue('imatch.^a').operation).toMatchObject({ op: 'imatch' });
    expect(parseFilterValue('nxl.[1,2)').operation).toMatchObject({ type: 'simple', op: 'nxl' });
  });

  it('reads in lists with quoted values', () => {
    expect(parseFilterValue('in.(1,"a,b","say \\"hi\\"",)').operation).toEqual({
      type: 'in',
      values: ['1', 'a,b', 'say "hi"', ''],
    });
    // As PostgREST: no spaces are skipped between elements, so a quote after one is literal.
    expect(parseFilterValue('in.(1, "x")').operation).toEqual({
      type: 'in',
      values: ['1', ' "x"'],
    });
    expect(parseFilterValue('in.()').operation).toEqual({ type: 'in', values: [''] });
  });

  it('reads is with null and trilean values, case-insensitively', () => {
    expect(parseFilterValue('is.NULL').operation).toEqual({ type: 'is', value: 'null' });
    expect(parseFilterValue('not.is.true')).toEqual({
      negate: true,
      operation: { type: 'is', value: 'true' },
    });
    expect(parseFilterValue('isdistinct.5').operation).toEqual({ type: 'isdistinct', value: '5' });
  });

  it('reads full-text search operators with an optional configuration', () => {
    expect(parseFilterValue('fts.gato').operation).toEqual({
      type: 'fts',
      op: 'fts',
      value: 'gato',
    });
    expect(parseFilterValue('wfts(spanish).gatos -perros').operation).toEqual({
      type: 'fts',
      op: 'wfts',
      config: 'spanish',
      value: 'gatos -perros',
    });
    expect(parseFilterValue('phfts(english).a b').operation).toMatchObject({ op: 'phfts' });
    expect(parseFilterValue('plfts.a').operation).toMatchObject({ op: 'plfts' });
  });

  it('fails on an unknown operator or trilean value', () => {
    expect(parseError(() => parseFilterValue('noop.0'))).toEqual({
      message: '"failed to parse filter (noop.0)" (line 1, column 1)',
      details: 'unexpected "n" expecting "not" or operator (eq, gt, ...)',
    });
    expect(parseError(() => parseFilterValue('is.maybe')).details).toBe(
      'unexpected "m" expecting null or trilean value (unknown, true, false)',
    );
  });
});

describe('parseTreePath', () => {
  it('splits the embed path from the field and its JSON path', () => {
    expect(parseTreePath('id')).toEqual({ path: [], field: { name: 'id', jsonPath: [] } });
    expect(parseTreePath('reviews.users.name')).toEqual({
      path: ['reviews', 'users'],
      field: { name: 'name', jsonPath: [] },
    });
    expect(parseTreePath('metadata->>pages')).toEqual({
      path: [],
      field: { name: 'metadata', jsonPath: [{ arrow: '->>', key: 'pages' }] },
    });
  });
});

describe('parseLogic', () => {
  it('reads nested and/or trees with negation and array literals', () => {
    expect(parseLogic('or', '(stock.eq.0,and(price.gt.40000,tags.cs.{clasico,novela}))')).toEqual({
      path: [],
      tree: {
        type: 'expr',
        negate: false,
        op: 'or',
        children: [
          {
            type: 'filter',
            filter: {
              field: { name: 'stock', jsonPath: [] },
              expr: { negate: false, operation: { type: 'quant', op: 'eq', value: '0' } },
            },
          },
          {
            type: 'expr',
            negate: false,
            op: 'and',
            children: [
              {
                type: 'filter',
                filter: {
                  field: { name: 'price', jsonPath: [] },
                  expr: { negate: false, operation: { type: 'quant', op: 'gt', value: '40000' } },
                },
              },
              {
                type: 'filter',
                filter: {
                  field: { name: 'tags', jsonPath: [] },
                  expr: {
                    negate: false,
                    operation: { type: 'simple', op: 'cs', value: '{clasico,novela}' },
                  },
                },
              },
            ],
          },
        ],
      },
    });
  });

  it('reads negated trees, embed paths, in lists and quoted values', () => {
    const { path, tree } = parseLogic('reviews.not.and', '(rating.in.(1,2),body.eq."a,b")');
    expect(path).toEqual(['reviews']);
    expect(tree).toMatchObject({ type: 'expr', negate: true, op: 'and' });
    expect(
      tree.type === 'expr' &&
        tree.children.map((child) => child.type === 'filter' && child.filter.expr.operation),
    ).toEqual([
      { type: 'in', values: ['1', '2'] },
      { type: 'quant', op: 'eq', value: 'a,b' },
    ]);
  });

  it('fails on an empty or unbalanced tree', () => {
    expect(parseError(() => parseLogic('or', '()')).message).toBe(
      '"failed to parse logic tree (())" (line 1, column 4)',
    );
    expect(parseError(() => parseLogic('and', '(id.eq.1')).message).toMatch(
      /failed to parse logic tree/,
    );
  });
});

describe('parseOrder', () => {
  it('reads directions, null placement, JSON paths and related orders', () => {
    expect(
      parseOrder('name.desc.nullsfirst,metadata->pages.asc,id,author(name).desc,x.nullslast'),
    ).toEqual([
      { type: 'field', field: { name: 'name', jsonPath: [] }, direction: 'desc', nulls: 'first' },
      {
        type: 'field',
        field: { name: 'metadata', jsonPath: [{ arrow: '->', key: 'pages' }] },
        direction: 'asc',
      },
      { type: 'field', field: { name: 'id', jsonPath: [] } },
      {
        type: 'relation',
        relation: 'author',
        field: { name: 'name', jsonPath: [] },
        direction: 'desc',
      },
      { type: 'field', field: { name: 'x', jsonPath: [] }, nulls: 'last' },
    ]);
  });

  it('fails on an unknown direction', () => {
    expect(parseError(() => parseOrder('id.ac')).message).toBe(
      '"failed to parse order (id.ac)" (line 1, column 3)',
    );
  });
});

describe('parseColumns', () => {
  it('reads plain and quoted names', () => {
    expect(parseColumns('columns', '"title", price,"a,b"')).toEqual(['title', 'price', 'a,b']);
  });
});

describe('parseQuery', () => {
  it('sorts parameters into select, filters, logic, order, ranges, columns and on_conflict', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id,reviews(rating)&id=gt.1&reviews.rating=eq.5&or=(a.eq.1,b.eq.2)&order=id.desc&reviews.order=rating&limit=10&offset=5&reviews.limit=2&columns=a,b&on_conflict=id&apikey=secret',
      ),
    );
    expect(query.select).toHaveLength(2);
    expect(query.filters.map(({ path, filter }) => [path, filter.field.name])).toEqual([
      [[], 'id'],
      [['reviews'], 'rating'],
    ]);
    expect(query.logic).toHaveLength(1);
    expect(query.order.map(({ path }) => path)).toEqual([[], ['reviews']]);
    expect([...query.ranges.values()]).toEqual([
      { path: [], limit: 10, offset: 5 },
      { path: ['reviews'], limit: 2 },
    ]);
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.onConflict).toEqual(['id']);
    expect(query.rpcArgs).toEqual([]);
  });

  it('treats values without an operator as arguments on GET /rpc', () => {
    const query = parseQuery(new URLSearchParams('a=1&b=eq.2&name=Ana'), { rpcRead: true });
    expect(query.rpcArgs).toEqual([
      ['a', '1'],
      ['name', 'Ana'],
    ]);
    expect(query.filters.map(({ filter }) => filter.field.name)).toEqual(['b']);
  });

  it('defaults select to * and ignores limits that are not integers', () => {
    const query = parseQuery(new URLSearchParams('limit=abc'));
    expect(query.select).toEqual([{ kind: 'field', field: { name: '*', jsonPath: [] } }]);
    expect(query.ranges.get('')).toEqual({ path: [] });
  });

  it('builds the canonical query string of Content-Location', () => {
    expect(parseQuery(new URLSearchParams('select=id,name&a=eq.1')).canonical).toBe(
      'a=eq.1&select=id%2Cname',
    );
  });
});

describe('parsePrefer', () => {
  it('reads comma-separated preferences, the first of each kind winning', () => {
    expect(
      parsePrefer([
        'return=representation, count=exact',
        'resolution=merge-duplicates,missing=default,return=minimal',
      ]),
    ).toEqual({
      resolution: 'merge-duplicates',
      returnPref: 'representation',
      singleObject: false,
      count: 'exact',
      missing: 'default',
      handling: undefined,
      maxAffected: undefined,
      tx: undefined,
      invalid: [],
    });
  });

  it('collects unknown preferences and reads max-affected', () => {
    const prefer = parsePrefer(
      'handling=strict, max-affected=5, params=single-object, colour=blue',
    );
    expect(prefer).toMatchObject({
      handling: 'strict',
      maxAffected: 5,
      singleObject: true,
      invalid: ['colour=blue'],
    });
  });
});

describe('parseRangeHeader and parseAccept', () => {
  it('reads bounded and open ranges, ignoring other forms', () => {
    expect(parseRangeHeader('0-9')).toEqual({ lower: 0, upper: 9 });
    expect(parseRangeHeader('10-')).toEqual({ lower: 10 });
    expect(parseRangeHeader('items=0-9')).toBeUndefined();
    expect(parseRangeHeader(undefined)).toBeUndefined();
  });

  it('orders media types by quality', () => {
    expect(
      parseAccept(
        'text/csv;q=0.5, application/vnd.pgrst.object+json;nulls=stripped, */*;q=0.1',
      ).map((media) => media.raw),
    ).toEqual(['application/vnd.pgrst.object+json', 'text/csv', '*/*']);
    expect(parseAccept(undefined)).toEqual([{ type: '*', subtype: '*', params: {}, raw: '*/*' }]);
  });
});
