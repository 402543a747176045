-- The filter bar of the storefront's /products listing: the distinct product groups,
-- subcategories and brands among the active products in scope, each with how many products it
-- holds, in one round trip and without sending the catalog to the browser (PostgREST has no
-- DISTINCT). Options narrow as filters are chosen:
--   groups        — of the category (or of every category when none is given)
--   subcategories — of the category and, when given, the group
--   brands        — of the category, the group and the subcategory when given
-- Runs as the caller (RLS applies) and filters is_active itself, because RLS lets admins read
-- inactive products that shoppers never see listed.

create function public.product_filter_options(
  p_category_id uuid default null,
  p_group text default null,
  p_subcategory text default null
)
returns table (facet text, value text, label text, products integer)
language sql stable
set search_path = ''
as $$
  with scoped as (
    select p.product_group, p.subcategory, p.brand
    from public.products p
    where p.is_active
      and (p_category_id is null or p.category_id = p_category_id)
  ),
  options as (
    select 'group' as facet, 1 as facet_order, g.id as value, g.name as label,
      count(*)::integer as products, g.position, g.name as sort_name
    from scoped s
    join public.product_groups g on g.id = s.product_group
    group by g.id, g.name, g.position
    union all
    select 'subcategory', 2, s.subcategory, s.subcategory, count(*)::integer,
      min(coalesce(sc.position, 0)), s.subcategory
    from scoped s
    left join public.product_subcategories sc
      on sc.group_id = s.product_group and sc.name = s.subcategory
    where s.subcategory is not null
      and (p_group is null or s.product_group = p_group)
    group by s.subcategory
    union all
    select 'brand', 3, s.brand, s.brand, count(*)::integer, 0, lower(s.brand)
    from scoped s
    where char_length(trim(coalesce(s.brand, ''))) > 0
      and (p_group is null or s.product_group = p_group)
      and (p_subcategory is null or s.subcategory = p_subcategory)
    group by s.brand
  )
  select o.facet, o.value, o.label, o.products
  from options o
  order by o.facet_order, o.position, o.sort_name, o.value;
$$;
comment on function public.product_filter_options is
  'The /products filter bar: distinct groups, subcategories and brands of the active products in scope, with their product counts.';

revoke execute on function public.product_filter_options(uuid, text, text) from public;
grant execute on function public.product_filter_options(uuid, text, text)
  to anon, authenticated, service_role;
