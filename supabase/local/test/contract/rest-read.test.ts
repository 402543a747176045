import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/clients';
import { createLibrary, rest, type Library } from '../support/rest';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/;

describe('REST reads: columns', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('selects every column with select=*, typed as PostgREST sends them', async () => {
    const { data, error, status } = await client()
      .from('books')
      .select('*')
      .eq('id', lib.bookIds[0]);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1);
    const book = data?.[0];
    expect(Object.keys(book ?? {})).toEqual([
      'id',
      'title',
      'author_id',
      'price',
      'stock',
      'tags',
      'metadata',
      'published_on',
      'created_at',
    ]);
    expect(book).toMatchObject({
      id: lib.bookIds[0],
      title: `${lib.tag} Uno`,
      author_id: lib.authorId,
      price: 45000,
      stock: 10,
      tags: ['novela', 'clasico'],
      metadata: { pages: 471, genre: 'realismo' },
      published_on: '1967-05-30',
    });
    expect(book?.created_at).toMatch(TIMESTAMP);
  });

  it('selects listed columns with aliases and casts', async () => {
    const { data, error } = await client()
      .from('books')
      .select('name:title, price::text, stock')
      .eq('id', lib.bookIds[0]);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: `${lib.tag} Uno`, price: '45000.00', stock: 10 }]);
  });

  it('reads into JSON columns with -> (JSON) and ->> (text)', async () => {
    const { data, error } = await client()
      .from('books')
      .select('metadata->pages, genre:metadata->>genre')
      .eq('author_id', lib.authorId)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { pages: 471, genre: 'realismo' },
      { pages: 368, genre: null },
      { pages: null, genre: null },
      { pages: 174, genre: null },
    ]);
  });

  it('reads a view like a table', async () => {
    const { data, error } = await client()
      .from('cheap_books')
      .select('title')
      .eq('author_id', lib.authorId)
      .order('price');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: `${lib.tag} Cuatro` },
      { title: `${lib.tag} Tres` },
      { title: `${lib.tag} Dos` },
    ]);
  });

  it('embeds through views that keep the key columns of their tables', async () => {
    const fromView = await client()
      .from('cheap_books')
      .select('title, authors(name), reviews(rating)')
      .eq('id', lib.bookIds[2]);
    expect(fromView.error).toBeNull();
    expect(fromView.data).toEqual([
      { title: `${lib.tag} Tres`, authors: { name: `${lib.tag} autor` }, reviews: [{ rating: 5 }] },
    ]);
    const toView = await client()
      .from('authors')
      .select('name, cheap_books(title)')
      .eq('id', lib.authorId)
      .order('price', { referencedTable: 'cheap_books' });
    expect(toView.data).toEqual([
      {
        name: `${lib.tag} autor`,
        cheap_books: [
          { title: `${lib.tag} Cuatro` },
          { title: `${lib.tag} Tres` },
          { title: `${lib.tag} Dos` },
        ],
      },
    ]);
    const joinView = await client()
      .from('book_list')
      .select('title, author_name, authors(country)')
      .eq('id', lib.bookIds[0]);
    expect(joinView.data).toEqual([
      { title: `${lib.tag} Uno`, author_name: `${lib.tag} autor`, authors: { country: 'CO' } },
    ]);
    // Its `id` could come from books or authors: no relationship is guessed through it.
    const ambiguous = await client().from('book_list').select('title, reviews(rating)');
    expect(ambiguous.error?.code).toBe('PGRST200');
  });

  it('answers CSV for Accept: text/csv', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title,stock')
      .eq('author_id', lib.authorId)
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe(
      `title,stock\n"${lib.tag} Uno",10\n"${lib.tag} Dos",0\n"${lib.tag} Tres",3\n"${lib.tag} Cuatro",0`,
    );
  });

  it('leaves null values out with stripNulls()', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, metadata, published_on')
      .eq('id', lib.bookIds[2])
      .stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([{ title: `${lib.tag} Tres` }]);
  });

  it('answers 42703 for an unknown column', async () => {
    const { error, status } = await client().from('books').select('title, isbn');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column books.isbn does not exist' });
  });

  it('answers 404 PGRST205 with a suggestion for an unknown table', async () => {
    const { error, status } = await client().from('bookz').select('*');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.books'",
      message: "Could not find the table 'public.bookz' in the schema cache",
    });
  });

  it('refuses aggregate functions (PGRST123), as hosted Supabase does by default', async () => {
    const { error, status } = await client().from('books').select('count()');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST123');
  });

  it('answers PGRST100 for a malformed select', async () => {
    const response = await rest('/books?select=title,reviews(rating');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      code: 'PGRST100',
      message: expect.stringContaining('failed to parse select parameter'),
    });
  });
});

describe('REST reads: embedded resources', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('embeds a many-to-one resource as an object', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, author:authors(name, country)')
      .eq('id', lib.bookIds[0]);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: `${lib.tag} Uno`, author: { name: `${lib.tag} autor`, country: 'CO' } },
    ]);
  });

  it('embeds through a foreign key column or constraint name as PostgREST allows', async () => {
    const byColumn = await client()
      .from('books')
      .select('title, author_id(name)')
      .eq('id', lib.bookIds[0]);
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual([
      { title: `${lib.tag} Uno`, author_id: { name: `${lib.tag} autor` } },
    ]);
    const byConstraint = await client()
      .from('books')
      .select('title, writer:books_author_id_fkey(name)')
      .eq('id', lib.bookIds[0]);
    expect(byConstraint.data).toEqual([
      { title: `${lib.tag} Uno`, writer: { name: `${lib.tag} autor` } },
    ]);
  });

  it('embeds a one-to-many resource as an array, empty when there are no rows', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, reviews(rating, body)')
      .in('id', [lib.bookIds[0], lib.bookIds[1]])
      .order('id')
      .order('rating', { referencedTable: 'reviews', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: `${lib.tag} Uno`,
        reviews: [
          { rating: 5, body: 'Obra maestra' },
          { rating: 4, body: 'Muy buena' },
        ],
      },
      { title: `${lib.tag} Dos`, reviews: [] },
    ]);
  });

  it('nests embeds several levels deep', async () => {
    const { data, error } = await client()
      .from('authors')
      .select('name, books(title, reviews(rating))')
      .eq('id', lib.authorId)
      .order('id', { referencedTable: 'books' })
      .order('rating', { referencedTable: 'books.reviews' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: `${lib.tag} autor`,
        books: [
          { title: `${lib.tag} Uno`, reviews: [{ rating: 4 }, { rating: 5 }] },
          { title: `${lib.tag} Dos`, reviews: [] },
          { title: `${lib.tag} Tres`, reviews: [{ rating: 5 }] },
          { title: `${lib.tag} Cuatro`, reviews: [] },
        ],
      },
    ]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, tags(name)')
      .eq('author_id', lib.authorId)
      .order('id')
      .order('name', { referencedTable: 'tags' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: `${lib.tag} Uno`,
        tags: [{ name: `${lib.tag} corto` }, { name: `${lib.tag} realismo` }],
      },
      { title: `${lib.tag} Dos`, tags: [] },
      { title: `${lib.tag} Tres`, tags: [{ name: `${lib.tag} corto` }] },
      { title: `${lib.tag} Cuatro`, tags: [] },
    ]);
  });

  it('embeds a one-to-one resource as an object from both sides', async () => {
    const books = await client()
      .from('books')
      .select('title, book_details(summary)')
      .in('id', [lib.bookIds[0], lib.bookIds[1]])
      .order('id');
    expect(books.error).toBeNull();
    expect(books.data).toEqual([
      { title: `${lib.tag} Uno`, book_details: { summary: 'Macondo' } },
      { title: `${lib.tag} Dos`, book_details: null },
    ]);
    const details = await client()
      .from('book_details')
      .select('summary, books(title)')
      .eq('book_id', lib.bookIds[0]);
    expect(details.data).toEqual([{ summary: 'Macondo', books: { title: `${lib.tag} Uno` } }]);
  });

  it('filters embedded rows without touching the parents', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, reviews(rating)')
      .eq('author_id', lib.authorId)
      .eq('reviews.rating', 5)
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((book) => book.reviews)).toEqual([[{ rating: 5 }], [], [{ rating: 5 }], []]);
  });

  it('filters the parents with !inner and a filter on the embedded resource', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, reviews!inner(rating)')
      .eq('author_id', lib.authorId)
      .eq('reviews.rating', 5)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: `${lib.tag} Uno`, reviews: [{ rating: 5 }] },
      { title: `${lib.tag} Tres`, reviews: [{ rating: 5 }] },
    ]);
  });

  it('filters the parents through a to-one !inner embed', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, author:authors!inner(name)')
      .eq('author.name', `${lib.tag} autor`)
      .order('id')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: `${lib.tag} Uno`, author: { name: `${lib.tag} autor` } }]);
  });

  it('limits and offsets embedded rows', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, reviews(rating)')
      .eq('id', lib.bookIds[0])
      .order('rating', { referencedTable: 'reviews' })
      .range(1, 1, { referencedTable: 'reviews' });
    expect(error).toBeNull();
    expect(data).toEqual([{ title: `${lib.tag} Uno`, reviews: [{ rating: 5 }] }]);
  });

  it('keeps only parents whose embed is (not) null with embed=is.null', async () => {
    const withDetails = await client()
      .from('books')
      .select('title, book_details(summary)')
      .eq('author_id', lib.authorId)
      .not('book_details', 'is', null);
    expect(withDetails.data).toEqual([
      { title: `${lib.tag} Uno`, book_details: { summary: 'Macondo' } },
    ]);
    const withoutDetails = await client()
      .from('books')
      .select('title, book_details(summary)', { count: 'exact' })
      .eq('author_id', lib.authorId)
      .is('book_details', null);
    expect(withoutDetails.data).toHaveLength(3);
    expect(withoutDetails.count).toBe(3);
  });

  it('counts embedded rows with embed(count)', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, reviews(count)')
      .eq('author_id', lib.authorId)
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((book) => book.reviews)).toEqual([
      [{ count: 2 }],
      [{ count: 0 }],
      [{ count: 1 }],
      [{ count: 0 }],
    ]);
  });

  it('spreads the columns of a to-one embed into the parent', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, ...authors(author_name:name, country)')
      .eq('id', lib.bookIds[1]);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: `${lib.tag} Dos`, author_name: `${lib.tag} autor`, country: 'CO' },
    ]);
  });

  it('spreads a to-many embed as arrays, as PostgREST 13 (more in rest-spread.test.ts)', async () => {
    const { data, error, status } = await client()
      .from('books')
      .select('title, ...reviews(rating)')
      .eq('id', lib.bookIds[0])
      .order('rating', { referencedTable: 'reviews' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ title: `${lib.tag} Uno`, rating: [4, 5] }]);
  });

  it('chooses between two foreign keys to the same table with a column or constraint hint', async () => {
    const { data, error } = await client()
      .from('translations')
      .select(
        'language, translator:authors!translator_id(name), reviewer:authors!translations_reviewer_id_fkey(name)',
      )
      .eq('book_id', lib.bookIds[0]);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        language: 'en',
        translator: { name: `${lib.tag} traductor` },
        reviewer: { name: `${lib.tag} autor` },
      },
    ]);
  });

  it('answers 300 PGRST201 listing the candidates when an embed is ambiguous', async () => {
    const { error, status } = await client().from('translations').select('language, authors(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.message).toBe(
      "Could not embed because more than one relationship was found for 'translations' and 'authors'",
    );
    expect(error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'translations with authors',
        relationship:
          'translations_translator_id_fkey using translations(translator_id) and authors(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'translations with authors',
        relationship:
          'translations_reviewer_id_fkey using translations(reviewer_id) and authors(id)',
      },
    ]);
    expect(error?.hint).toContain("'authors!translations_translator_id_fkey'");
  });

  it('answers 400 PGRST200 for a relationship that does not exist', async () => {
    const { error, status } = await client().from('books').select('title, publishers(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'books' and 'publishers' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'books' and 'publishers' in the schema 'public', but no matches were found.",
    });
  });

  it('answers PGRST108 for a filter on a resource that is not embedded', async () => {
    const { error, status } = await client().from('books').select('title').eq('reviews.rating', 5);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST108',
      message: "'reviews' is not an embedded resource in this request",
    });
  });

  it('orders the parents by a column of a to-one embed', async () => {
    const response = await rest(
      `/books?select=title,author:authors(name)&id=in.(${lib.bookIds[0]},${lib.bookIds[1]})&order=author(name).desc,id.desc`,
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { title: `${lib.tag} Dos`, author: { name: `${lib.tag} autor` } },
      { title: `${lib.tag} Uno`, author: { name: `${lib.tag} autor` } },
    ]);
    const toMany = await rest('/books?select=title,reviews(rating)&order=reviews(rating)');
    expect(toMany.status).toBe(400);
    expect(toMany.json).toMatchObject({ code: 'PGRST118' });
  });
});
