-- The admin back office (issue 21): what the /admin screens need from the database.
--
-- * `audit_log`: every insert, update and delete an admin makes through the API on the tables
--   the back office manages, with who made it and what changed (before → after). Written by
--   triggers only; admins read it, nobody writes it.
-- * `user_profiles.email`: the account's email, kept in sync from auth.users, so the users
--   screen can list and search it. Read-only for browsers (admins included).
-- * Orders: `customer_email` (the checkout's email, searchable), and what the database does when
--   an admin cancels or refunds an order: the stock goes back once, and the points a paid order
--   earned are taken back once (never below zero), with the buyer's totals.
-- * Products in open orders can't be deleted; deleting a category moves its products to
--   'General' (created when missing), which itself can't be deleted.
-- * `admin_dashboard_stats` answers the dashboard's chart, status counts, top products and new
--   users too; `admin_user_stats` answers the users screen's four cards.
-- * Orders join the realtime publication (RLS decides who hears what: a shopper their own
--   orders, admins every order).

-- ---------------------------------------------------------------------------------------------
-- audit_log
-- ---------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_name text not null,
  actor_email text,
  table_name text not null,
  row_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  changes jsonb not null default '{}'::jsonb check (jsonb_typeof(changes) = 'object')
);
comment on table public.audit_log is
  'Changes admins made through the API (who, when, what). Written by the audit triggers only; admins read it.';
comment on column public.audit_log.actor_id is
  'The admin''s user id (no foreign key: the entry outlives the account).';
comment on column public.audit_log.actor_name is
  'The admin''s full name when the change was made (''Admin Boñis'' when their profile had none).';
comment on column public.audit_log.row_id is 'The changed row''s id, as text.';
comment on column public.audit_log.changes is
  '{ "<column>": { "before": <json|null>, "after": <json|null> } }: the changed columns of an update, the set columns of an insert or delete; updated_at, last_updated and generated columns left out.';

create index audit_log_row_idx on public.audit_log (table_name, row_id, occurred_at desc);
create index audit_log_occurred_idx on public.audit_log (occurred_at desc);

alter table public.audit_log enable row level security;
create policy "admins read the audit log" on public.audit_log
  for select to authenticated using ((select private.is_admin()));
-- No insert, update or delete policy, and no privilege to try: the triggers write it.
revoke all on public.audit_log from anon;
revoke insert, update, delete, truncate on public.audit_log from authenticated;

-- Records one row's change. Runs only for an admin writing through the API: the triggers'
-- WHEN clause decides that as the caller (`private.is_api_caller()` is false inside the
-- project's security definer functions, so a shopper's place_order moving stock, or a
-- cancellation returning it, is not an admin's change), before this security definer body
-- writes the entry.
create function private.audit_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_left_out text[];
  v_changes jsonb;
  v_actor uuid := (select auth.uid());
  v_name text;
  v_email text;
begin
  select array['updated_at', 'last_updated'] || coalesce(array_agg(a.attname::text), '{}')
    into v_left_out
  from pg_catalog.pg_attribute a
  where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attgenerated <> '';

  select coalesce(jsonb_object_agg(k.key, jsonb_build_object(
      'before', coalesce(v_old -> k.key, 'null'::jsonb),
      'after', coalesce(v_new -> k.key, 'null'::jsonb))), '{}'::jsonb)
    into v_changes
  from jsonb_object_keys(coalesce(v_new, v_old)) as k(key)
  where k.key <> all (v_left_out)
    and coalesce(v_old -> k.key, 'null'::jsonb)
      is distinct from coalesce(v_new -> k.key, 'null'::jsonb);

  -- An update that only touched updated_at / last_updated is no change.
  if tg_op = 'UPDATE' and v_changes = '{}'::jsonb then
    return null;
  end if;

  select nullif(trim(p.first_name || ' ' || p.last_name), '') into v_name
    from public.user_profiles p where p.id = v_actor;
  select u.email into v_email from auth.users u where u.id = v_actor;

  insert into public.audit_log (actor_id, actor_name, actor_email, table_name, row_id, action,
    changes)
  values (v_actor, coalesce(v_name, 'Admin Boñis'), v_email, tg_table_name,
    coalesce(v_new ->> 'id', v_old ->> 'id'), lower(tg_op), v_changes);
  return null;
end
$$;

-- One trigger per managed table. When an admin deletes a user (user_profiles), this after-delete
-- trigger fires before user_profiles_delete_account (trigger names run in order) and reads only
-- the acting admin's own profile and account, which stay.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['products', 'categories', 'product_groups',
    'product_subcategories', 'orders', 'user_profiles', 'discount_codes', 'membership_plans',
    'shipping_rates', 'shipping_time_ranges', 'banner_settings', 'roulette_prizes',
    'bonus_store', 'rewards_catalog', 'app_settings', 'newsletter_subscriptions'] loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I
         for each row when (private.is_api_caller() and private.is_admin())
         execute function private.audit_change()',
      v_table || '_audit', v_table);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- user_profiles.email: the account's email, from auth.users
-- ---------------------------------------------------------------------------------------------
alter table public.user_profiles add column email text;
comment on column public.user_profiles.email is
  'The account''s email (auth.users.email), kept in sync by the database; browsers cannot change it.';

update public.user_profiles p set email = u.email from auth.users u where u.id = p.id;

-- Admin search by partial email (`ilike`), as products' trigram indexes.
create index user_profiles_email_trgm_idx on public.user_profiles
  using gin (email extensions.gin_trgm_ops);

-- A profile's email is always its account's: set on insert (the sign-up trigger's insert, or a
-- shopper's own upsert) and whenever something sets the column. Named to run after
-- user_profiles_guard, which refuses a browser's change first.
create function private.set_profile_email() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.email := (select u.email from auth.users u where u.id = new.id);
  return new;
end
$$;

create trigger user_profiles_set_email before insert or update of email on public.user_profiles
  for each row execute function private.set_profile_email();

-- An account's new email (auth's email change, an admin API update) reaches its profile. Named
-- to run after on_auth_user_created, which creates the profile on sign-up.
create function private.sync_profile_email() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.user_profiles set email = new.email
    where id = new.id and email is distinct from new.email;
  return null;
end
$$;

create trigger on_auth_user_email_changed after insert or update of email on auth.users
  for each row execute function private.sync_profile_email();

-- The guard of 20261121100000, plus: a browser (even an admin's) cannot change the email.
create or replace function private.guard_user_profile() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.id is distinct from (select auth.uid()) and not private.is_admin() then
      perform private.fail('No autorizado', '42501');
    end if;
    -- A shopper creating their own row gets the defaults, whatever they sent (the email is
    -- the account's: user_profiles_set_email).
    new.is_admin := false;
    new.membership_type := 'regular';
    new.membership_expiry := null;
    new.total_orders := 0;
    new.total_spent := 0;
    return new;
  end if;
  if new.id is distinct from old.id or new.created_at is distinct from old.created_at
    or new.total_orders is distinct from old.total_orders
    or new.total_spent is distinct from old.total_spent
    or new.email is distinct from old.email then
    perform private.fail('No autorizado', '42501');
  end if;
  if private.is_admin() then
    if new.id = (select auth.uid()) and new.is_admin is distinct from old.is_admin then
      perform private.fail('No puedes cambiar tu propio rol de administrador', '42501');
    end if;
    return new;
  end if;
  if new.is_admin is distinct from old.is_admin
    or new.membership_type is distinct from old.membership_type
    or new.membership_expiry is distinct from old.membership_expiry then
    perform private.fail('No autorizado', '42501');
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Orders: customer email, and cancellations and refunds
-- ---------------------------------------------------------------------------------------------
alter table public.orders
  add column customer_email text generated always as (lower(shipping_address ->> 'email')) stored,
  add column stock_returned_at timestamptz,
  add column points_reversed_at timestamptz,
  add column points_reversed integer not null default 0 check (points_reversed >= 0);
comment on column public.orders.customer_email is
  'The checkout''s email in small letters (shipping_address.email), for the admin''s search.';
comment on column public.orders.stock_returned_at is
  'When cancelling the order put its units back in stock (once; null: never).';
comment on column public.orders.points_reversed_at is
  'When cancelling or refunding the paid order took its points back (once; null: never).';
comment on column public.orders.points_reversed is
  'Points actually taken back: points_earned, or the buyer''s balance when it was smaller.';

create index orders_customer_email_trgm_idx on public.orders
  using gin (customer_email extensions.gin_trgm_ops);

-- The guard of 20261121100000 (admins change only status and payment status), leaving out the
-- generated customer_email, which no one writes and a BEFORE trigger can't compare. The columns
-- the cancellation trigger sets stay guarded: orders_reverse_cancelled runs after this trigger.
create or replace function private.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller()
    and (to_jsonb(new) - 'status' - 'payment_status' - 'updated_at' - 'customer_email')
      is distinct from
        (to_jsonb(old) - 'status' - 'payment_status' - 'updated_at' - 'customer_email')
  then
    perform private.fail('Solo se pueden cambiar el estado y el estado del pago', '42501');
  end if;
  return new;
end
$$;

-- What an order's cancellation or refund undoes, whoever sets it (an admin, a job):
-- * Becoming 'cancelled' returns its units to stock (stock_quantity + quantity, sales_count -
--   quantity), once: stock_returned_at records it. Taking an order out of 'cancelled' again (an
--   admin's correction) does not take the units from stock again, and cancelling it once more
--   returns nothing: the stock moved back exactly once.
-- * An order that was paid (paid_at set, points awarded by private.award_order_points) and is
--   now cancelled or refunded gives back its points once: least(points_earned, balance) through
--   the ledger (never below zero), recorded in points_reversed / points_reversed_at, and the
--   buyer's total_orders and total_spent go down (never below zero). paid_at stays set, so
--   paying the order again never awards its points a second time.
-- Named to run after orders_guard (which checks the browser's change) and
-- orders_payment_points (which may set paid_at in the same update).
create function private.reverse_cancelled_order() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_balance integer;
  v_taken integer := 0;
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled'
    and new.stock_returned_at is null then
    perform 1 from public.products p
      where p.id in (select i.product_id from public.order_items i where i.order_id = new.id)
      order by p.id for update;
    update public.products p
      set stock_quantity = p.stock_quantity + i.quantity,
          sales_count = greatest(p.sales_count - i.quantity, 0)
    from (
      select product_id, sum(quantity)::integer as quantity
      from public.order_items
      where order_id = new.id and product_id is not null
      group by product_id
    ) i
    where p.id = i.product_id;
    new.stock_returned_at := now();
  end if;

  if new.paid_at is not null and new.points_reversed_at is null
    and (new.status = 'cancelled' or new.payment_status = 'refunded') then
    if new.user_id is not null then
      select current_points into v_balance from public.user_points
        where user_id = new.user_id for update;
      v_taken := least(new.points_earned, coalesce(v_balance, 0));
      if v_taken > 0 then
        perform private.move_points(new.user_id, -v_taken, 'spent',
          format('Puntos descontados por el pedido %s (%s)', new.order_number,
            case when new.status = 'cancelled' and old.status is distinct from 'cancelled'
              then 'cancelado'
              when new.payment_status = 'refunded' then 'reembolsado'
              else 'cancelado' end));
      end if;
      update public.user_profiles
        set total_orders = greatest(total_orders - 1, 0),
            total_spent = greatest(total_spent - new.total, 0)
        where id = new.user_id;
    end if;
    new.points_reversed := v_taken;
    new.points_reversed_at := now();
  end if;
  return new;
end
$$;

create trigger orders_reverse_cancelled before update of status, payment_status on public.orders
  for each row execute function private.reverse_cancelled_order();

-- ---------------------------------------------------------------------------------------------
-- Catalog deletes
-- ---------------------------------------------------------------------------------------------

-- A product an open order (not delivered, not cancelled) still holds can't be deleted: the
-- order would lose its line's product. Delivered and cancelled orders keep their snapshot.
create function private.refuse_deleting_product_in_open_orders() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.order_items i
    join public.orders o on o.id = i.order_id
    where i.product_id = old.id and o.status not in ('delivered', 'cancelled')
  ) then
    perform private.fail('No se puede eliminar: el producto está en pedidos abiertos');
  end if;
  return old;
end
$$;

create trigger products_refuse_delete_in_open_orders before delete on public.products
  for each row execute function private.refuse_deleting_product_in_open_orders();

-- Deleting a category moves its products to 'General' (slug general, created when missing),
-- which can't be deleted itself (renaming or hiding it is fine). The move happens where the
-- foreign key would leave the products without a category: its `on delete set null` update of
-- products is redirected to General. (A BEFORE DELETE trigger on categories can't move them:
-- the products' count trigger would then update the very row being deleted, which PostgreSQL
-- refuses.) The category's groups and subcategories go with it (their foreign keys cascade), so
-- the moved products lose their group.
create function private.refuse_deleting_general() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.slug = 'general' then
    perform private.fail('La categoría General no se puede eliminar');
  end if;
  return old;
end
$$;

create trigger categories_keep_general before delete on public.categories
  for each row execute function private.refuse_deleting_general();

-- The id of the 'General' category, created (active, 📦) when there is none.
create function private.general_category_id() returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select c.id into v_id from public.categories c where c.slug = 'general';
  if v_id is null then
    insert into public.categories (name, slug, description, image_url)
      values ('General', 'general', 'Productos sin categoría', '📦')
      on conflict (slug) do nothing;
    select c.id into v_id from public.categories c where c.slug = 'general';
  end if;
  return v_id;
end
$$;

-- A product whose category was just deleted (the foreign key setting category_id to null while
-- that category no longer exists) goes to General instead. Clearing a product's category by hand
-- (its category still there) leaves it without one.
create function private.move_orphaned_product_to_general() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.category_id is null and old.category_id is not null
    and not exists (select 1 from public.categories c where c.id = old.category_id) then
    new.category_id := private.general_category_id();
  end if;
  return new;
end
$$;

create trigger products_category_deleted_to_general before update of category_id
  on public.products
  for each row execute function private.move_orphaned_product_to_general();

-- ---------------------------------------------------------------------------------------------
-- Admin statistics
-- ---------------------------------------------------------------------------------------------

-- The dashboard in one call: the four cards and the low-stock list (as before), revenue and
-- orders per Bogotá day for the last 30 days (oldest first, zero-filled; revenue = paid orders
-- created that day), orders per status, the 5 best-selling products (units sold =
-- sales_count, none unsold) and the profiles created in the last 7 days.
create or replace function public.admin_dashboard_stats() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_today date := private.today_bogota();
  v_since timestamptz := ((v_today - 29)::timestamp at time zone 'America/Bogota');
begin
  if not private.is_admin() then
    perform private.fail('No autorizado', '42501');
  end if;
  return jsonb_build_object(
    'total_products', (select count(*) from public.products),
    'total_orders', (select count(*) from public.orders),
    'total_users', (select count(*) from public.user_profiles),
    'total_revenue', (select coalesce(sum(total), 0) from public.orders
      where payment_status = 'paid'),
    'low_stock', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name,
        'stock_quantity', p.stock_quantity, 'is_active', p.is_active)
        order by p.stock_quantity, p.name)
      from (select * from public.products where stock_quantity < 10
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
      from (select id, name, sales_count from public.products where sales_count > 0
        order by sales_count desc, name, id limit 5) p
    ), '[]'::jsonb),
    'new_users_week', (select count(*) from public.user_profiles
      where created_at >= now() - interval '7 days')
  );
end
$$;
comment on function public.admin_dashboard_stats is
  'Admins only: total_products, total_orders, total_users, total_revenue (paid), low_stock (< 10, 20 at most), revenue_by_day (30 Bogotá days, oldest first: day, revenue of paid orders, orders), orders_by_status, top_products (5 by units sold), new_users_week (last 7 days).';

-- The users screen's four cards: every profile, the admins, the members whose membership is
-- running (not regular, no expiry or expiring today or later, Bogotá) and the profiles created
-- since the first day of this month in Bogotá.
create function public.admin_user_stats() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_today date := private.today_bogota();
  v_month_start timestamptz :=
    ((v_today - (extract(day from v_today)::integer - 1))::timestamp at time zone 'America/Bogota');
begin
  if not private.is_admin() then
    perform private.fail('No autorizado', '42501');
  end if;
  return (
    select jsonb_build_object(
      'total', count(*),
      'admins', count(*) filter (where p.is_admin),
      'members', count(*) filter (where p.membership_type <> 'regular'
        and (p.membership_expiry is null or p.membership_expiry >= v_today)),
      'new_this_month', count(*) filter (where p.created_at >= v_month_start))
    from public.user_profiles p
  );
end
$$;
comment on function public.admin_user_stats is
  'Admins only: total profiles, admins, members with a running membership, and profiles created this month (Bogotá).';

-- ---------------------------------------------------------------------------------------------
-- Realtime: admins see every order's events; a shopper hears only their own (RLS per subscriber)
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.orders;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.admin_dashboard_stats(), public.admin_user_stats()
  from public, anon, authenticated, service_role;
grant execute on function public.admin_dashboard_stats(), public.admin_user_stats()
  to authenticated;
-- The new helpers are trigger functions (a trigger needs no EXECUTE) and general_category_id,
-- which only they call.
revoke execute on function
  private.audit_change(),
  private.set_profile_email(),
  private.sync_profile_email(),
  private.reverse_cancelled_order(),
  private.refuse_deleting_product_in_open_orders(),
  private.refuse_deleting_general(),
  private.general_category_id(),
  private.move_orphaned_product_to_general()
  from public, anon, authenticated;
