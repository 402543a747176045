import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/clients';
import { createLibrary, rest, unique, type Library } from '../support/rest';

// The functions are in test/schema/migrations/20240101001000_rest_computed.sql:
// title_upper(books) and stock_value(books) are computed columns; book_reviews(books) (setof
// reviews), author_books(authors) (setof books) are to-many computed relationships,
// book_author(books) (setof authors rows 1) and top_review(books) (one reviews row) to-one.

describe('REST computed columns (functions taking a row, PostgREST)', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('selects a computed column beside the columns, and leaves it out of *', async () => {
    const { data, error, status } = await client()
      .from('books')
      .select('title, title_upper, stock_value')
      .eq('author_id', lib.authorId)
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    const TAG = lib.tag.toUpperCase();
    expect(data).toEqual([
      { title: `${lib.tag} Uno`, title_upper: `${TAG} UNO`, stock_value: 450000 },
      { title: `${lib.tag} Dos`, title_upper: `${TAG} DOS`, stock_value: 0 },
      { title: `${lib.tag} Tres`, title_upper: `${TAG} TRES`, stock_value: 90000 },
      { title: `${lib.tag} Cuatro`, title_upper: `${TAG} CUATRO`, stock_value: 0 },
    ]);
    const star = await client().from('books').select('*').eq('id', lib.bookIds[0]);
    expect(Object.keys(star.data?.[0] ?? {})).not.toContain('title_upper');
  });

  it('renames and casts a computed column', async () => {
    const { data, error } = await client()
      .from('books')
      .select('upper:title_upper, stock_value::text')
      .eq('id', lib.bookIds[0]);
    expect(error).toBeNull();
    expect(data).toEqual([{ upper: `${lib.tag.toUpperCase()} UNO`, stock_value: '450000.00' }]);
  });

  it('filters and orders on computed columns', async () => {
    const filtered = await client()
      .from('books')
      .select('title')
      .eq('author_id', lib.authorId)
      .gt('stock_value', 100000);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ title: `${lib.tag} Uno` }]);

    const liked = await client()
      .from('books')
      .select('title')
      .eq('author_id', lib.authorId)
      .like('title_upper', '*TRES');
    expect(liked.data).toEqual([{ title: `${lib.tag} Tres` }]);

    const either = await client()
      .from('books')
      .select('title')
      .eq('author_id', lib.authorId)
      .or('stock_value.gt.100000,title_upper.like.*CUATRO')
      .order('id');
    expect(either.data).toEqual([{ title: `${lib.tag} Uno` }, { title: `${lib.tag} Cuatro` }]);

    const ordered = await client()
      .from('books')
      .select('title, stock_value')
      .eq('author_id', lib.authorId)
      .order('stock_value', { ascending: false })
      .order('id')
      .limit(2);
    expect(ordered.data).toEqual([
      { title: `${lib.tag} Uno`, stock_value: 450000 },
      { title: `${lib.tag} Tres`, stock_value: 90000 },
    ]);
  });

  it('reads computed columns of embedded rows and of the rows a function returns', async () => {
    const embedded = await client()
      .from('authors')
      .select('name, books(title_upper)')
      .eq('id', lib.authorId)
      .gt('books.stock_value', 0)
      .order('id', { referencedTable: 'books' });
    expect(embedded.error).toBeNull();
    const TAG = lib.tag.toUpperCase();
    expect(embedded.data).toEqual([
      {
        name: `${lib.tag} autor`,
        books: [{ title_upper: `${TAG} UNO` }, { title_upper: `${TAG} TRES` }],
      },
    ]);

    const called = await client()
      .rpc('books_by_author', { author: lib.authorId })
      .select('title_upper, stock_value')
      .gt('stock_value', 0);
    expect(called.error).toBeNull();
    expect(called.data).toEqual([
      { title_upper: `${TAG} UNO`, stock_value: 450000 },
      { title_upper: `${TAG} TRES`, stock_value: 90000 },
    ]);
  });

  it('returns computed columns of written rows', async () => {
    const title = unique('computed');
    const { data, error, status } = await client('service_role')
      .from('books')
      .insert({ title, author_id: lib.authorId, price: 100, stock: 3 })
      .select('title_upper, stock_value');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ title_upper: title.toUpperCase(), stock_value: 300 }]);
    const removed = await client('service_role')
      .from('books')
      .delete()
      .eq('title_upper', title.toUpperCase())
      .select('title');
    expect(removed.data).toEqual([{ title }]);
  });

  it('still answers 42703 for a name that is neither a column nor a computed column', async () => {
    const { error, status } = await client().from('books').select('id, title_lower');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '42703',
      message: 'column books.title_lower does not exist',
    });
  });
});

describe('REST computed relationships (functions taking a row and returning rows)', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('embeds a setof function as a to-many relationship, aliased', async () => {
    const { data, error, status } = await client()
      .from('books')
      .select('title, reviews:book_reviews(rating, body)')
      .eq('author_id', lib.authorId)
      .order('id')
      .order('rating', { referencedTable: 'reviews', ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        title: `${lib.tag} Uno`,
        reviews: [
          { rating: 5, body: 'Obra maestra' },
          { rating: 4, body: 'Muy buena' },
        ],
      },
      { title: `${lib.tag} Dos`, reviews: [] },
      { title: `${lib.tag} Tres`, reviews: [{ rating: 5, body: 'Laberintos' }] },
      { title: `${lib.tag} Cuatro`, reviews: [] },
    ]);
  });

  it('filters, limits and inner-joins a computed relationship', async () => {
    const filtered = await client()
      .from('books')
      .select('title, book_reviews!inner(rating)')
      .eq('author_id', lib.authorId)
      .eq('book_reviews.rating', 4);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ title: `${lib.tag} Uno`, book_reviews: [{ rating: 4 }] }]);

    const limited = await client()
      .from('books')
      .select('title, book_reviews(rating)', { count: 'exact' })
      .eq('author_id', lib.authorId)
      .not('book_reviews', 'is', null)
      .order('id')
      .order('rating', { referencedTable: 'book_reviews' })
      .limit(1, { referencedTable: 'book_reviews' });
    expect(limited.error).toBeNull();
    expect(limited.count).toBe(2);
    expect(limited.data).toEqual([
      { title: `${lib.tag} Uno`, book_reviews: [{ rating: 4 }] },
      { title: `${lib.tag} Tres`, book_reviews: [{ rating: 5 }] },
    ]);
  });

  it('embeds a single-row function (and a setof with rows 1) as a to-one relationship', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, book_author(name), top_review(rating, body)')
      .eq('author_id', lib.authorId)
      .order('id')
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: `${lib.tag} Uno`,
        book_author: { name: `${lib.tag} autor` },
        top_review: { rating: 5, body: 'Obra maestra' },
      },
      // As in PostgREST: a function returning one composite (not setof) gives a row of nulls
      // when it finds nothing, so the embed is an object of nulls (`setof … rows 1` gives null).
      {
        title: `${lib.tag} Dos`,
        book_author: { name: `${lib.tag} autor` },
        top_review: { rating: null, body: null },
      },
    ]);

    const spread = await client()
      .from('books')
      .select('title, ...book_author(author_name:name)')
      .eq('id', lib.bookIds[1]);
    expect(spread.data).toEqual([{ title: `${lib.tag} Dos`, author_name: `${lib.tag} autor` }]);
  });

  it('nests computed relationships and computed columns', async () => {
    const { data, error } = await client()
      .from('authors')
      .select('name, author_books(title_upper, book_reviews(rating))')
      .eq('id', lib.authorId)
      .gt('author_books.stock', 0)
      .order('id', { referencedTable: 'author_books' })
      .order('rating', { referencedTable: 'author_books.book_reviews' });
    expect(error).toBeNull();
    const TAG = lib.tag.toUpperCase();
    expect(data).toEqual([
      {
        name: `${lib.tag} autor`,
        author_books: [
          { title_upper: `${TAG} UNO`, book_reviews: [{ rating: 4 }, { rating: 5 }] },
          { title_upper: `${TAG} TRES`, book_reviews: [{ rating: 5 }] },
        ],
      },
    ]);
  });

  it('embeds a computed relationship in the representation of a write', async () => {
    const title = unique('computed-rel');
    const { data, error } = await client('service_role')
      .from('books')
      .insert({ title, author_id: lib.authorId })
      .select('title, book_author(name), book_reviews(rating)');
    expect(error).toBeNull();
    expect(data).toEqual([{ title, book_author: { name: `${lib.tag} autor` }, book_reviews: [] }]);
    await client('service_role').from('books').delete().eq('title', title);
  });
});

describe('REST function lookup errors (PostgREST 13 wording)', () => {
  it('lists ambiguous overloads in PostgREST order (PGRST203)', async () => {
    const { error, status } = await client().rpc('pick_overload', { a: 'x' });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message:
        'Could not choose the best candidate function between: public.pick_overload(a => integer), public.pick_overload(a => text)',
    });
  });

  it("leaves PGRST202's hint null when nothing is close enough, as PostgREST's fuzzy match", async () => {
    const raw = await rest('/rpc/upper_title', { method: 'POST', body: '{}' });
    expect(raw.status).toBe(404);
    expect(raw.json).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.upper_title without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message:
        'Could not find the function public.upper_title without parameters in the schema cache',
    });
  });

  it('does not offer a function that takes a row as an RPC (it is not callable)', async () => {
    const { error, status } = await client().rpc('title_upper', { id: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.title_upper(id) in the schema cache',
    });
  });
});
