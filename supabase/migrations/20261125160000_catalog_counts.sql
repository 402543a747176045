-- One definition of what a category's storefront page lists, and so of the count its tile
-- shows. Storefront spec §7 selects the dogs page by pet ("subcategory in Perros or Todos";
-- here products.pet_type in perros, todos) and the cats page likewise, while the tile counted
-- the products of the category: 'Perros 39+ productos' led to a page of 60, and /cats listed
-- products of the Perros category that are for every pet.
--
-- The rule, kept by the database and read by the catalog:
--   categories.pet_types set  (the pet categories perros, gatos): the page lists the active
--                              products for those pets (the category's pet and 'todos'),
--                              whatever their category;
--   categories.pet_types null (every other category): the page lists the category's own active
--                              products.
-- categories.product_count counts exactly those products, and product_filter_options() offers
-- the filters of exactly those products. The catalog's listing of a category (/dogs, /cats,
-- /accessories, /<slug>, /products?category=, /all-products?category=) filters by pet_type
-- when pet_types is set, else by category_id.

-- Immutable (a generated column needs it). Only perros and gatos: the spec defines those two
-- pages by pet. aves and peces stay category pages; /birds and /fish list by pet on their own.
create function private.category_pet_types(p_slug text) returns public.pet_type[]
language sql immutable parallel safe
set search_path = ''
as $$
  select case p_slug
    when 'perros' then array['perros', 'todos']::public.pet_type[]
    when 'gatos' then array['gatos', 'todos']::public.pet_type[]
  end;
$$;
comment on function private.category_pet_types is
  'The pets whose products a category''s page lists (perros: perros and todos; gatos: gatos and todos); null for a page of the category''s own products.';

alter table public.categories
  add column pet_types public.pet_type[]
    generated always as (private.category_pet_types(slug)) stored;
comment on column public.categories.pet_types is
  'The pets whose active products the category''s page lists, whatever their category (perros: {perros,todos}); null: the page lists the category''s own active products. product_count counts the same products.';
comment on column public.categories.product_count is
  'Active products on the category''s page (see pet_types), kept by triggers on products and categories.';

-- The number of active products a category's page lists (the rule above).
create function private.category_product_count(
  p_category_id uuid,
  p_pet_types public.pet_type[]
) returns integer
language sql stable
set search_path = ''
as $$
  select count(*)::integer
  from public.products p
  where p.is_active
    and case
      when p_pet_types is null then p.category_id = p_category_id
      else p.pet_type = any (p_pet_types)
    end;
$$;

-- Recounted once per statement: the categories whose own products it touched, and the pet
-- categories of the pets it touched. A count that did not change is not written, so a price
-- edit does not send every shopper a categories change.
create or replace function private.refresh_category_counts() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_touched uuid[];
  v_pets public.pet_type[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct category_id), array_agg(distinct pet_type)
      into v_touched, v_pets from changed_new;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct category_id), array_agg(distinct pet_type)
      into v_touched, v_pets from changed_old;
  else
    select array_agg(distinct category_id), array_agg(distinct pet_type)
      into v_touched, v_pets
    from (
      select category_id, pet_type from changed_new
      union all
      select category_id, pet_type from changed_old
    ) t;
  end if;
  update public.categories c
    set product_count = counted.product_count
  from (
    select k.id, private.category_product_count(k.id, k.pet_types) as product_count
    from public.categories k
    where (k.pet_types is null and k.id = any (v_touched))
      or k.pet_types && v_pets
  ) counted
  where c.id = counted.id
    and c.product_count <> counted.product_count;
  return null;
end
$$;

-- A new category, or one whose slug changes (and with it pet_types), is counted at once. The
-- generated pet_types is not computed yet in a BEFORE trigger, so it is derived from the slug.
create function private.count_category_products() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.product_count := private.category_product_count(
    new.id, private.category_pet_types(new.slug));
  return new;
end
$$;

create trigger categories_count_products before insert or update of slug on public.categories
  for each row execute function private.count_category_products();

-- Existing databases: every count by the rule above.
update public.categories c
  set product_count = private.category_product_count(c.id, c.pet_types)
where c.product_count <> private.category_product_count(c.id, c.pet_types);

-- The /products filter bar, scoped by the same rule. Groups of another category than the one
-- in scope (every group when none is given) are labelled with their category, so two groups of
-- the same name ('Alimento' of Perros and of Gatos) can be told apart: 'Alimento · Perros'.
-- The scope's own groups come first; then by category (menu order: oldest first), position
-- and name.
create or replace function public.product_filter_options(
  p_category_id uuid default null,
  p_group text default null,
  p_subcategory text default null
)
returns table (facet text, value text, label text, products integer)
language sql stable
set search_path = ''
as $$
  with scope_category as (
    select c.id, c.pet_types from public.categories c where c.id = p_category_id
  ),
  scoped as (
    select p.product_group, p.subcategory, p.brand
    from public.products p
    where p.is_active
      and (
        p_category_id is null
        or exists (
          select 1 from scope_category s
          where case
            when s.pet_types is null then p.category_id = s.id
            else p.pet_type = any (s.pet_types)
          end
        )
      )
  ),
  options as (
    select 'group' as facet, 1 as facet_order, g.id as value,
      case
        when g.category_id is not distinct from p_category_id or gc.name is null then g.name
        else g.name || ' · ' || gc.name
      end as label,
      count(*)::integer as products,
      case when g.category_id is not distinct from p_category_id then 0 else 1 end as own_order,
      min(gc.created_at) as category_order, g.position, g.name as sort_name
    from scoped s
    join public.product_groups g on g.id = s.product_group
    left join public.categories gc on gc.id = g.category_id
    group by g.id, g.name, g.position, g.category_id, gc.name
    union all
    select 'subcategory', 2, s.subcategory, s.subcategory, count(*)::integer,
      0, null::timestamptz, min(coalesce(sc.position, 0)), s.subcategory
    from scoped s
    left join public.product_subcategories sc
      on sc.group_id = s.product_group and sc.name = s.subcategory
    where s.subcategory is not null
      and (p_group is null or s.product_group = p_group)
    group by s.subcategory
    union all
    select 'brand', 3, s.brand, s.brand, count(*)::integer, 0, null::timestamptz, 0,
      lower(s.brand)
    from scoped s
    where char_length(trim(coalesce(s.brand, ''))) > 0
      and (p_group is null or s.product_group = p_group)
      and (p_subcategory is null or s.subcategory = p_subcategory)
    group by s.brand
  )
  select o.facet, o.value, o.label, o.products
  from options o
  order by o.facet_order, o.own_order, o.category_order nulls first, o.position, o.sort_name,
    o.value;
$$;
comment on function public.product_filter_options is
  'The /products filter bar: distinct groups, subcategories and brands of the active products on the category''s page (categories.pet_types), with their product counts; groups of other categories are labelled with their category.';

-- The generated column calls category_pet_types whenever a category is written, also by an
-- admin through the API. The column is computed before row-level security checks the row, so
-- an anonymous or shopper write needs EXECUTE too, to be refused by the policy (as before)
-- rather than by the function. It only maps a slug to pets.
revoke execute on function private.category_pet_types(text) from public;
grant execute on function private.category_pet_types(text) to anon, authenticated, service_role;
revoke execute on function private.category_product_count(uuid, public.pet_type[]) from public;
revoke execute on function private.count_category_products() from public;
