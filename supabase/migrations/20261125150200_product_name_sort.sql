-- 'Nombre: A-Z' in Spanish order. Ordering by `name` follows the database's collation: "C" on
-- PGlite (byte order: every capital before every small letter, 'Arena Sanicat' before 'Arena de
-- Sílica', 'árbol' after 'zanahoria'), the cluster's locale on PostgreSQL. An ICU collation
-- can't fix it the same way everywhere: PGlite's ICU carries only the root locale (no 'es'
-- data, so 'ñ' sorts as 'n'), while a PostgreSQL with full ICU sorts 'ñ' after 'n'.
--
-- So the sort key is a column, computed the same way on every database: the name without
-- accents and in small letters, with 'ñ' placed after every 'n' ('n' followed by '~', which
-- sorts after the letters), compared byte by byte (collate "C"). Case and accents are ignored,
-- as in a Spanish dictionary; the listing breaks ties by id.
--
-- The catalog orders by it through PostgREST: `.order('name_sort').order('id')`.

create extension if not exists unaccent with schema extensions;

-- Immutable (a generated column needs it): the dictionary is named, so the search_path can't
-- change the result. unaccent itself is only stable for that reason.
create function private.name_sort_key(p_name text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary,
    replace(replace(p_name, 'ñ', 'n~'), 'Ñ', 'N~')));
$$;
comment on function private.name_sort_key is
  'Spanish dictionary order as bytes: no accents, small letters, ñ after n. For collate "C".';

alter table public.products
  add column name_sort text collate "C" not null
    generated always as (private.name_sort_key(name)) stored;
comment on column public.products.name_sort is
  'Sort key for ''Nombre: A-Z'': the name without case or accents, ñ after n. Order by name_sort, then id.';

-- The listings' name sort: active products in key order, ties by id (as the listing pages).
create index products_name_sort_idx on public.products (name_sort, id) where is_active;

-- The key is computed whenever a product row is written, by whoever writes it: an admin
-- through the API, and an attempt by anyone else, which must then meet RLS's refusal rather
-- than a missing EXECUTE (the expression runs before the policy check). Reads use the stored
-- value.
revoke execute on function private.name_sort_key(text) from public;
grant execute on function private.name_sort_key(text) to anon, authenticated, service_role;
