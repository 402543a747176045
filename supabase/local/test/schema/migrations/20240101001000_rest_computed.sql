-- Functions that take a row, for the REST tests of PostgREST's computed columns and computed
-- relationships (rest-computed.test.ts), and overloads PostgREST can't choose between
-- (rest-computed.test.ts, PGRST203).

-- Computed columns: a row of books in, a value out. One with an unnamed argument (as in
-- PostgREST's documentation), one with a named one.
create function public.title_upper(public.books) returns text
language sql stable as $$ select upper($1.title) $$;

create function public.stock_value(book public.books) returns numeric
language sql stable as $$ select book.price * book.stock $$;

-- Computed relationships: a row in, rows of a table out.
-- To-many (setof):
create function public.book_reviews(public.books) returns setof public.reviews
language sql stable as $$ select * from public.reviews where book_id = $1.id $$;

create function public.author_books(public.authors) returns setof public.books
language sql stable as $$ select * from public.books where author_id = $1.id $$;

-- To-one: setof with `rows 1`, or a single row.
create function public.book_author(public.books) returns setof public.authors rows 1
language sql stable as $$ select * from public.authors where id = $1.author_id $$;

create function public.top_review(public.books) returns public.reviews
language sql stable as $$
  select * from public.reviews where book_id = $1.id order by rating desc, id limit 1
$$;

-- Two overloads with the same parameter name: a call with `a` matches both (PGRST203). Created
-- text first, so the catalog's order is not PostgREST's (fewer parameters, then by type name).
create function public.pick_overload(a text) returns text
language sql immutable as $$ select 'text' $$;

create function public.pick_overload(a integer) returns text
language sql immutable as $$ select 'integer' $$;
