import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/clients';
import { createLibrary, type Library } from '../support/rest';

describe('REST spreads of to-many embeds (PostgREST 13)', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await createLibrary();
  });

  it('spreads a one-to-many embed as one array per column', async () => {
    const { data, error, status } = await client()
      .from('authors')
      .select('name, ...books(title, price)')
      .eq('id', lib.authorId)
      .order('id', { referencedTable: 'books' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        name: `${lib.tag} autor`,
        title: [`${lib.tag} Uno`, `${lib.tag} Dos`, `${lib.tag} Tres`, `${lib.tag} Cuatro`],
        price: [45000, 39000, 30000, 28000],
      },
    ]);
  });

  it("orders the arrays by the spread's order, with aliases and casts", async () => {
    const { data, error } = await client()
      .from('authors')
      .select('...books(book:title, stock::text)')
      .eq('id', lib.authorId)
      .order('price', { referencedTable: 'books', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        book: [`${lib.tag} Uno`, `${lib.tag} Dos`, `${lib.tag} Tres`, `${lib.tag} Cuatro`],
        stock: ['10', '0', '3', '0'],
      },
    ]);
  });

  it('gives empty arrays for no rows, and drops the row with !inner', async () => {
    const both = await client()
      .from('authors')
      .select('name, ...books(title)')
      .in('id', [lib.authorId, lib.translatorId])
      .eq('books.stock', 3)
      .order('id');
    expect(both.error).toBeNull();
    expect(both.data).toEqual([
      { name: `${lib.tag} autor`, title: [`${lib.tag} Tres`] },
      { name: `${lib.tag} traductor`, title: [] },
    ]);

    const inner = await client()
      .from('authors')
      .select('name, ...books!inner(title)')
      .in('id', [lib.authorId, lib.translatorId])
      .eq('books.stock', 3);
    expect(inner.data).toEqual([{ name: `${lib.tag} autor`, title: [`${lib.tag} Tres`] }]);
  });

  it('spreads many-to-many embeds and keeps the embeds inside the spread', async () => {
    const tags = await client()
      .from('books')
      .select('title, ...tags(tag:name)')
      .eq('id', lib.bookIds[0])
      .order('name', { referencedTable: 'tags' });
    expect(tags.error).toBeNull();
    expect(tags.data).toEqual([
      { title: `${lib.tag} Uno`, tag: [`${lib.tag} corto`, `${lib.tag} realismo`] },
    ]);

    const nested = await client()
      .from('authors')
      .select('...books(title, reviews(rating))')
      .eq('id', lib.authorId)
      .gt('books.stock', 0)
      .order('id', { referencedTable: 'books' })
      .order('rating', { referencedTable: 'books.reviews' });
    expect(nested.error).toBeNull();
    expect(nested.data).toEqual([
      {
        title: [`${lib.tag} Uno`, `${lib.tag} Tres`],
        reviews: [[{ rating: 4 }, { rating: 5 }], [{ rating: 5 }]],
      },
    ]);
  });

  it('keeps to-one spreads as they were', async () => {
    const { data, error } = await client()
      .from('books')
      .select('title, ...authors(author:name)')
      .eq('id', lib.bookIds[0]);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: `${lib.tag} Uno`, author: `${lib.tag} autor` }]);
  });
});
