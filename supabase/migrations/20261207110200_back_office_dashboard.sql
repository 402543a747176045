-- The back office's dashboard (issue 38): staff ('Personal') open it too, and it reports any
-- period of Bogotá days, with the work waiting for the back office.
--
-- * `admin_dashboard_stats()` (the store's totals, low stock, orders by status, best sellers) lets
--   the whole back office in (`private.is_back_office()`) and leaves soft-deleted products and
--   accounts out of its counts, low stock and best sellers; otherwise as 20261127100000 wrote it.
-- * `admin_dashboard_report(p_from, p_to)`: the period's cards (orders, revenue of paid orders,
--   paid orders and their average, new customers), its days (zero-filled, oldest first) and the
--   pending work counts. Both days are Bogotá days and both are included; a period of more than
--   366 days, or one that ends before it starts, is refused in Spanish (22023).

-- ---------------------------------------------------------------------------------------------
-- admin_dashboard_stats: the back office, not only admins
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_dashboard_stats() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_today date := private.today_bogota();
  v_since timestamptz := ((v_today - 29)::timestamp at time zone 'America/Bogota');
begin
  perform private.require_role(false);
  return jsonb_build_object(
    'total_products', (select count(*) from public.products where deleted_at is null),
    'total_orders', (select count(*) from public.orders),
    'total_users', (select count(*) from public.user_profiles where deleted_at is null),
    'total_revenue', (select coalesce(sum(total), 0) from public.orders
      where payment_status = 'paid'),
    'low_stock', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name,
        'stock_quantity', p.stock_quantity, 'is_active', p.is_active)
        order by p.stock_quantity, p.name)
      from (select * from public.products where stock_quantity < 10 and deleted_at is null
        order by stock_quantity, name limit 20) p
    ), '[]'::jsonb),
    'revenue_by_day', (
      select jsonb_agg(jsonb_build_object('day', to_char(d.day::timestamp, 'YYYY-MM-DD'),
        'revenue', coalesce(o.revenue, 0), 'orders', coalesce(o.orders, 0)) order by d.day)
      from (select v_today - n as day from generate_series(0, 29) n) d
      left join (
        select (created_at at time zone 'America/Bogota')::date as day,
          count(*) as orders,
          sum(total) filter (where payment_status = 'paid') as revenue
        from public.orders
        where created_at >= v_since
        group by 1
      ) o on o.day = d.day
    ),
    'orders_by_status', (
      select jsonb_object_agg(s.status::text, coalesce(c.orders, 0))
      from unnest(enum_range(null::public.order_status)) s(status)
      left join (
        select status, count(*) as orders from public.orders group by status
      ) c on c.status = s.status
    ),
    'top_products', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'units', p.sales_count)
        order by p.sales_count desc, p.name, p.id)
      from (select id, name, sales_count from public.products
        where sales_count > 0 and deleted_at is null
        order by sales_count desc, name, id limit 5) p
    ), '[]'::jsonb),
    'new_users_week', (select count(*) from public.user_profiles
      where created_at >= now() - interval '7 days' and deleted_at is null)
  );
end
$$;
comment on function public.admin_dashboard_stats is
  'Back office (staff and admins): total_products, total_orders, total_users, total_revenue (paid), low_stock (< 10, 20 at most), revenue_by_day (30 Bogotá days, oldest first: day, revenue of paid orders, orders), orders_by_status, top_products (5 by units sold), new_users_week (last 7 days).';

-- ---------------------------------------------------------------------------------------------
-- admin_dashboard_report: a period of Bogotá days, and the work waiting
-- ---------------------------------------------------------------------------------------------

-- The period p_from..p_to (Bogotá days, both included):
--   from, to, days                the period as asked ('YYYY-MM-DD'), and how many days it has;
--   orders                        orders placed in it (any status);
--   paid_orders, revenue          those of them paid, and the sum of their totals;
--   average_order_value           revenue / paid_orders, in whole pesos (0 without paid orders);
--   new_customers                 customer accounts created in it (not deleted);
--   by_day                        [{ day, orders, paid_orders, revenue }] for every day of it,
--                                 oldest first, zero-filled;
--   pending                       what waits for the back office now, whatever the period:
--                                 redemptions_pending (rewards to deliver), orders_to_ship
--                                 (confirmed or preparing: orders_confirmed + orders_preparing),
--                                 gifts_overdue (paid, due and not sent:
--                                 gift_purchases_overview.overdue).
-- Refused: anyone outside the back office (42501); a missing day, a period that ends before it
-- starts, or one longer than 366 days (22023, in Spanish).
create function public.admin_dashboard_report(p_from date, p_to date) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_start timestamptz;
  v_end timestamptz;
  v_orders bigint;
  v_paid bigint;
  v_revenue numeric;
begin
  perform private.require_role(false);
  if p_from is null or p_to is null then
    perform private.fail('Elige el día inicial y el día final del periodo', '22023');
  end if;
  if p_from > p_to then
    perform private.fail('El día inicial no puede ser posterior al día final', '22023');
  end if;
  -- a year, leap or not
  if p_to - p_from + 1 > 366 then
    perform private.fail('El periodo puede tener hasta 366 días', '22023');
  end if;
  v_start := p_from::timestamp at time zone 'America/Bogota';
  v_end := (p_to + 1)::timestamp at time zone 'America/Bogota';

  select count(*), count(*) filter (where o.payment_status = 'paid'),
      coalesce(sum(o.total) filter (where o.payment_status = 'paid'), 0)
    into v_orders, v_paid, v_revenue
    from public.orders o
    where o.created_at >= v_start and o.created_at < v_end;

  return jsonb_build_object(
    'from', to_char(p_from::timestamp, 'YYYY-MM-DD'),
    'to', to_char(p_to::timestamp, 'YYYY-MM-DD'),
    'days', p_to - p_from + 1,
    'orders', v_orders,
    'paid_orders', v_paid,
    'revenue', v_revenue,
    'average_order_value', case when v_paid = 0 then 0 else round(v_revenue / v_paid) end,
    'new_customers', (select count(*) from public.user_profiles p
      where p.role = 'customer' and p.deleted_at is null
        and p.created_at >= v_start and p.created_at < v_end),
    'by_day', (
      select jsonb_agg(jsonb_build_object('day', to_char(d.day::timestamp, 'YYYY-MM-DD'),
          'orders', coalesce(o.orders, 0), 'paid_orders', coalesce(o.paid_orders, 0),
          'revenue', coalesce(o.revenue, 0))
        order by d.day)
      from (select p_from + n as day from generate_series(0, p_to - p_from) n) d
      left join (
        select (created_at at time zone 'America/Bogota')::date as day,
          count(*) as orders,
          count(*) filter (where payment_status = 'paid') as paid_orders,
          sum(total) filter (where payment_status = 'paid') as revenue
        from public.orders
        where created_at >= v_start and created_at < v_end
        group by 1
      ) o on o.day = d.day
    ),
    'pending', (
      select jsonb_build_object(
        'redemptions_pending', (select count(*) from public.points_redemptions_v2 r
          where r.status = 'pending'),
        'orders_to_ship', s.confirmed + s.preparing,
        'orders_confirmed', s.confirmed,
        'orders_preparing', s.preparing,
        'gifts_overdue', (select count(*) from public.gift_purchases_overview g
          where g.overdue))
      from (
        select count(*) filter (where o.status = 'confirmed') as confirmed,
          count(*) filter (where o.status = 'preparing') as preparing
        from public.orders o where o.status in ('confirmed', 'preparing')
      ) s
    )
  );
end
$$;
comment on function public.admin_dashboard_report is
  'Back office (staff and admins): the period p_from..p_to of Bogotá days, both included (366 at most): orders, paid_orders, revenue (paid), average_order_value, new_customers, by_day (zero-filled, oldest first) and pending { redemptions_pending, orders_to_ship, orders_confirmed, orders_preparing, gifts_overdue }.';

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.admin_dashboard_stats(), public.admin_dashboard_report(date, date)
  from public, anon, authenticated, service_role;
grant execute on function public.admin_dashboard_stats(), public.admin_dashboard_report(date, date)
  to authenticated;
