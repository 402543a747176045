-- Member prices for the storefront: what the signed-in shopper would pay per unit for each of
-- the given active products, priced by the same rule as the checkout (private.unit_price with
-- the caller's effective membership and its plan's discount). Members only: a regular (or
-- expired) membership, or an anonymous caller, gets no rows, so the catalog shows no
-- 'Precio socio' it would not honour.

create function public.member_prices(p_product_ids uuid[])
returns table (product_id uuid, member_price integer)
language sql stable security definer
set search_path = ''
as $$
  with caller as (
    select private.effective_membership((select auth.uid())) as membership
    where (select auth.uid()) is not null
  )
  select p.id,
    private.unit_price(p.price, p.regular_price, p.member_price, true,
      private.member_discount_percent(caller.membership))
  from caller
  join public.products p on p.id = any (coalesce(p_product_ids, '{}'))
  where caller.membership <> 'regular'
    and p.is_active
    and cardinality(p_product_ids) <= 100;
$$;
comment on function public.member_prices is
  'The caller''s member unit price for each active product asked for (at most 100 ids); no rows for non-members.';

revoke execute on function public.member_prices(uuid[]) from public, anon;
grant execute on function public.member_prices(uuid[]) to authenticated, service_role;
