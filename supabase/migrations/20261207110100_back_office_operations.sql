-- Running the store from the back office (issue 38).
--
-- * Roles: `user_profiles.role` (customer, staff, admin); `is_admin` stays and always equals
--   role = 'admin' (either column may be written; the other follows). `private.is_back_office()`
--   is staff or admin. Staff ('Personal') read everything the back office shows and write only
--   orders (status and shipping; refunds are the admin's), redemptions, gifts, and products'
--   stock and active flag; any other write of theirs is refused with 42501 and a Spanish reason.
-- * Redemptions: pending → delivered | cancelled, only through `admin_deliver_redemption` and
--   `admin_cancel_redemption` (points and stock back, an email either way).
-- * Rewards catalogue: soft-deletable; a reward with pending redemptions can't be deleted.
-- * Gifts: `admin_resend_gift` (the delivery email again), `admin_void_gift` (refunded in the
--   simulated gateway, code dead, email to the buyer); `gift_purchases_overview` gives each gift's
--   state.
-- * Bonuses: `admin_void_bonus`, `admin_extend_bonus`, with a reason.
-- * Points: `admin_adjust_points` (a signed amount and a reason; one 'adjustment' ledger row).
-- * Shipping: orders record carrier and tracking number (`admin_ship_order`,
--   `admin_mark_order_delivered`); `order_events` is each order's timeline; the shipping email
--   carries the carrier and the number; a delivered email follows.
-- * `internal_notes`: the back office's notes on an order or a customer.
-- Every operation is written to the audit log with the acting admin's name.

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------
alter table public.user_profiles add column role public.user_role not null default 'customer';
update public.user_profiles set role = 'admin' where is_admin;
alter table public.user_profiles
  add constraint user_profiles_role_matches_is_admin check (is_admin = (role = 'admin'));
comment on column public.user_profiles.role is
  'customer, staff (''Personal'': orders, shipping, redemptions, gifts, stock and active flags) or admin (everything). is_admin = (role = ''admin'').';

create index user_profiles_role_idx on public.user_profiles (role) where role <> 'customer';

-- is_admin and role say the same thing: whichever a write changed, the other follows.
create function private.sync_role() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.is_admin then
      new.role := 'admin';
    elsif new.role = 'admin' then
      new.is_admin := true;
    end if;
    return new;
  end if;
  if new.role is distinct from old.role then
    new.is_admin := new.role = 'admin';
  elsif new.is_admin is distinct from old.is_admin then
    new.role := case when new.is_admin then 'admin'::public.user_role
      when old.role = 'admin' then 'customer'::public.user_role else old.role end;
  end if;
  return new;
end
$$;

-- Named to run after user_profiles_guard (BEFORE triggers run in name order).
create trigger user_profiles_role_sync before insert or update of role, is_admin
  on public.user_profiles
  for each row execute function private.sync_role();

-- Staff or admin, not deleted: whoever works in the back office.
create function private.is_back_office() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select p.role in ('staff', 'admin') from public.user_profiles p
      where p.id = (select auth.uid()) and p.deleted_at is null),
    false
  );
$$;

-- The guard of 20261127100000, plus the role: a browser creating a profile gets 'customer';
-- nobody but an admin changes a role, and an admin never their own.
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
    new.is_admin := false;
    new.role := 'customer';
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
    if new.id = (select auth.uid())
      and (new.is_admin is distinct from old.is_admin or new.role is distinct from old.role) then
      perform private.fail('No puedes cambiar tu propio rol de administrador', '42501');
    end if;
    return new;
  end if;
  if new.id is distinct from (select auth.uid()) then
    perform private.fail('El rol Personal no puede editar usuarios', '42501');
  end if;
  if new.is_admin is distinct from old.is_admin
    or new.role is distinct from old.role
    or new.membership_type is distinct from old.membership_type
    or new.membership_expiry is distinct from old.membership_expiry then
    perform private.fail('No autorizado', '42501');
  end if;
  return new;
end
$$;

-- Refuses a staff member's write that their role doesn't allow (42501, in Spanish). Runs only
-- for staff writing through the API (the triggers' WHEN clause); TG_ARGV lists the columns they
-- may change on that table (none: every write refused).
create function private.refuse_staff_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_allowed text[] := coalesce(tg_argv::text[], '{}');
  v_changed text[];
begin
  if tg_op = 'UPDATE' and cardinality(v_allowed) > 0 then
    -- Generated columns are left out: in a BEFORE trigger NEW holds them not yet computed.
    select coalesce(array_agg(k.key), '{}') into v_changed
    from jsonb_each(to_jsonb(new)) k
    where k.key <> all (v_allowed || array['updated_at', 'last_updated'])
      and k.value is distinct from to_jsonb(old) -> k.key
      and not exists (select 1 from pg_catalog.pg_attribute a
        where a.attrelid = tg_relid and a.attname = k.key and a.attgenerated <> '');
    if cardinality(v_changed) = 0 then
      return new;
    end if;
  end if;
  perform private.fail(case tg_table_name
    when 'app_settings' then 'El rol Personal no puede cambiar la configuración'
    when 'discount_codes' then 'El rol Personal no puede gestionar códigos de descuento'
    when 'products' then
      'El rol Personal solo puede cambiar el stock y si un producto está activo'
    when 'membership_plans' then 'El rol Personal no puede cambiar las membresías'
    else 'El rol Personal no puede hacer este cambio' end, '42501');
  return null;
end
$$;

-- Everything the back office reads, staff read too: every SELECT policy of the public schema
-- that lets admins in now lets the back office in.
do $$
declare
  v_policy record;
begin
  for v_policy in
    select p.tablename, p.policyname, p.qual from pg_catalog.pg_policies p
    where p.schemaname = 'public' and p.cmd = 'SELECT' and p.qual like '%private.is_admin()%'
  loop
    execute format('alter policy %I on public.%I using (%s)', v_policy.policyname,
      v_policy.tablename, replace(v_policy.qual, 'private.is_admin()',
        'private.is_back_office()'));
  end loop;
end
$$;

-- The back office's writable tables: insert and update policies let staff reach the row, and a
-- trigger then refuses what their role doesn't allow, with its reason (an RLS refusal would be
-- a silent no-op on update). Products: stock and active flag; orders: the columns the browser
-- may write at all (status, payment_status; guard_order_update), refunds refused below.
do $$
declare
  v_table text;
  v_policy record;
  v_allowed text;
begin
  foreach v_table in array array['products', 'categories', 'product_groups',
    'product_subcategories', 'orders', 'discount_codes', 'membership_plans', 'shipping_rates',
    'shipping_time_ranges', 'banner_settings', 'roulette_prizes', 'bonus_store',
    'rewards_catalog', 'app_settings', 'newsletter_subscriptions'] loop
    for v_policy in
      select p.policyname, p.cmd, p.qual, p.with_check from pg_catalog.pg_policies p
      where p.schemaname = 'public' and p.tablename = v_table and p.cmd in ('INSERT', 'UPDATE')
    loop
      if v_policy.cmd = 'INSERT' then
        execute format('alter policy %I on public.%I with check (%s)', v_policy.policyname,
          v_table, replace(v_policy.with_check, 'private.is_admin()', 'private.is_back_office()'));
      else
        execute format('alter policy %I on public.%I using (%s) with check (%s)',
          v_policy.policyname, v_table,
          replace(v_policy.qual, 'private.is_admin()', 'private.is_back_office()'),
          replace(coalesce(v_policy.with_check, v_policy.qual), 'private.is_admin()',
            'private.is_back_office()'));
      end if;
    end loop;
    v_allowed := case v_table
      when 'products' then '''stock_quantity'', ''is_active'''
      when 'orders' then '''status'', ''payment_status'''
      else '' end;
    execute format(
      'create trigger %I before insert or update or delete on public.%I
         for each row when (private.is_api_caller() and not private.is_admin()
           and private.is_back_office())
         execute function private.refuse_staff_write(%s)',
      v_table || '_staff_rights', v_table, v_allowed);
  end loop;
end
$$;

-- Staff reach other profiles' rows on update so that the guard refuses them with its reason
-- ('El rol Personal no puede editar usuarios') instead of a silent no-op.
drop policy "shoppers update their own profile, admins any" on public.user_profiles;
create policy "shoppers update their own profile, admins any" on public.user_profiles
  for update to authenticated
  using (deleted_at is null and (id = (select auth.uid()) or (select private.is_back_office())))
  with check (deleted_at is null
    and (id = (select auth.uid()) or (select private.is_back_office())));

-- Staff may move an order along, not give its money back.
create function private.refuse_staff_refund() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.payment_status = 'refunded' and old.payment_status is distinct from 'refunded' then
    perform private.fail('El rol Personal no puede reembolsar pagos', '42501');
  end if;
  return new;
end
$$;

create trigger orders_staff_refund before update of payment_status on public.orders
  for each row when (private.is_api_caller() and not private.is_admin()
    and private.is_back_office())
  execute function private.refuse_staff_refund();

-- The audit log records staff's changes too.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['products', 'categories', 'product_groups',
    'product_subcategories', 'orders', 'user_profiles', 'discount_codes', 'membership_plans',
    'shipping_rates', 'shipping_time_ranges', 'banner_settings', 'roulette_prizes',
    'bonus_store', 'rewards_catalog', 'app_settings', 'newsletter_subscriptions'] loop
    execute format('drop trigger %I on public.%I', v_table || '_audit', v_table);
    execute format(
      'create trigger %I after insert or update or delete on public.%I
         for each row when (private.is_api_caller() and private.is_back_office())
         execute function private.audit_change()',
      v_table || '_audit', v_table);
  end loop;
end
$$;

-- The acting user's full name, as the back office signs what they do ('Admin Boñis' when their
-- profile has none, as private.audit_change writes it).
create function private.actor_name() returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select nullif(trim(p.first_name || ' ' || p.last_name), '')
    from public.user_profiles p where p.id = (select auth.uid())), 'Admin Boñis');
$$;

-- One audit entry for an operation a function makes on the acting user's behalf:
-- p_changes is { "<column>": { "before": …, "after": … } } as private.audit_change writes it.
create function private.audit(p_table text, p_row_id text, p_changes jsonb) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_name, actor_email, table_name, row_id, action,
    changes)
  select (select auth.uid()), private.actor_name(),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    p_table, p_row_id, 'update', p_changes;
$$;

-- The caller must work in the back office (p_admin_only: be an admin), else 42501.
create function private.require_role(p_admin_only boolean) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if p_admin_only and not private.is_admin() then
    if private.is_back_office() then
      perform private.fail('El rol Personal no puede hacer esta acción', '42501');
    end if;
    perform private.fail('No autorizado', '42501');
  end if;
  if not private.is_back_office() then
    perform private.fail('No autorizado', '42501');
  end if;
end
$$;

-- A reason an admin writes (cancelling, voiding, adjusting): trimmed, 3 to p_max characters.
create function private.checked_reason(p_reason text, p_max integer default 300) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_reason text := trim(coalesce(p_reason, ''));
begin
  if char_length(v_reason) < 3 then
    perform private.fail('Escribe el motivo (al menos 3 caracteres)', '22023');
  end if;
  if char_length(v_reason) > p_max then
    perform private.fail(format('El motivo admite hasta %s caracteres', p_max), '22023');
  end if;
  return v_reason;
end
$$;

-- The users screen's cards, as before, for staff too; `staff` counts the Personal accounts.
create or replace function public.admin_user_stats() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_today date := private.today_bogota();
  v_month_start timestamptz :=
    ((v_today - (extract(day from v_today)::integer - 1))::timestamp at time zone 'America/Bogota');
begin
  if not private.is_back_office() then
    perform private.fail('No autorizado', '42501');
  end if;
  return (
    select jsonb_build_object(
      'total', count(*),
      'admins', count(*) filter (where p.role = 'admin'),
      'staff', count(*) filter (where p.role = 'staff'),
      'members', count(*) filter (where p.membership_type <> 'regular'
        and (p.membership_expiry is null or p.membership_expiry >= v_today)),
      'new_this_month', count(*) filter (where p.created_at >= v_month_start))
    from public.user_profiles p
    where p.deleted_at is null
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Emails the back office causes
-- ---------------------------------------------------------------------------------------------
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in ('order_confirmation',
    'payment_confirmation', 'shipping_notification', 'order_delivered', 'newsletter_welcome',
    'gift_delivery', 'gift_voided', 'redemption_delivered', 'redemption_cancelled', 'welcome'));

-- The account's email and first name, for a message to a shopper.
create function private.account_contact(p_user_id uuid, out email text, out first_name text)
language sql stable security definer
set search_path = ''
as $$
  select u.email, nullif(trim(p.first_name), '')
  from auth.users u left join public.user_profiles p on p.id = u.id
  where u.id = p_user_id;
$$;

-- ---------------------------------------------------------------------------------------------
-- Points: the ledger's two new movements
-- ---------------------------------------------------------------------------------------------
alter table public.points_transactions
  drop constraint points_transactions_one_direction,
  add constraint points_transactions_one_direction check (
    (transaction_type in ('earned', 'returned') and points_earned > 0 and points_used = 0)
    or (transaction_type in ('spent', 'redeemed') and points_used > 0 and points_earned = 0)
    or (transaction_type = 'adjustment'
      and ((points_earned > 0 and points_used = 0) or (points_used > 0 and points_earned = 0))));

-- An admin gives (p_amount > 0) or takes (< 0) points with a reason the shopper reads in their
-- history as it is written. Never below zero. Returns the new balance.
create function public.admin_adjust_points(p_user_id uuid, p_amount integer, p_reason text)
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_before integer;
  v_after integer;
begin
  perform private.require_role(true);
  v_reason := private.checked_reason(p_reason, 150);
  if p_amount is null or p_amount = 0 then
    perform private.fail('Escribe una cantidad de puntos distinta de cero', '22023');
  end if;
  if abs(p_amount) > 1000000 then
    perform private.fail('El ajuste admite hasta 1.000.000 puntos', '22023');
  end if;
  if not exists (select 1 from public.user_profiles p
      where p.id = p_user_id and p.deleted_at is null) then
    perform private.fail('El cliente ya no existe', 'P0002');
  end if;
  insert into public.user_points (user_id, current_points) values (p_user_id, 0)
    on conflict (user_id) do nothing;
  select current_points into v_before from public.user_points
    where user_id = p_user_id for update;
  if v_before + p_amount < 0 then
    perform private.fail(format(
      'El ajuste dejaría el saldo en negativo: el cliente tiene %s puntos', v_before), '22023');
  end if;
  v_after := private.move_points(p_user_id, p_amount, 'adjustment', v_reason);
  perform private.audit('user_points', p_user_id::text, jsonb_build_object(
    'current_points', jsonb_build_object('before', v_before, 'after', v_after),
    'reason', jsonb_build_object('before', null, 'after', v_reason)));
  return v_after;
end
$$;
comment on function public.admin_adjust_points is
  'Admins: gives or takes a shopper''s points with a reason (one ''adjustment'' ledger row, never below zero, audited). Returns the new balance.';

-- ---------------------------------------------------------------------------------------------
-- Redemptions: pending → delivered | cancelled
-- ---------------------------------------------------------------------------------------------
alter table public.points_redemptions_v2
  add column note text check (char_length(note) <= 500),
  add column cancel_reason text check (char_length(cancel_reason) <= 300),
  add column delivered_at timestamptz,
  add column cancelled_at timestamptz,
  add column handled_by_name text;
comment on column public.points_redemptions_v2.note is
  'The back office''s note to the shopper when the reward was delivered (shown in /premios).';
comment on column public.points_redemptions_v2.cancel_reason is
  'Why the back office cancelled the redemption (shown to the shopper; the points came back).';

update public.points_redemptions_v2 set delivered_at = updated_at where status = 'delivered';
update public.points_redemptions_v2 set cancelled_at = updated_at,
  cancel_reason = coalesce(cancel_reason, 'Cancelado por la tienda') where status = 'cancelled';

alter table public.points_redemptions_v2
  add constraint points_redemptions_v2_delivered_at check (
    (status = 'delivered') = (delivered_at is not null)),
  add constraint points_redemptions_v2_cancelled check (
    (status = 'cancelled') = (cancelled_at is not null and cancel_reason is not null));

create index points_redemptions_status_idx on public.points_redemptions_v2 (status, created_at);

-- Only the functions below move a redemption: no browser writes it.
drop policy "admins update redemption status" on public.points_redemptions_v2;
revoke insert, update, delete on public.points_redemptions_v2 from anon, authenticated;

-- The redemptions queue: each redemption with its reward's tier and image and the shopper's
-- name and contact (RLS of the tables underneath: a shopper sees their own, the back office all).
create view public.points_redemptions_overview with (security_invoker = true) as
  select
    r.*,
    rc.tier as reward_tier,
    rc.image_url as reward_image_url,
    nullif(trim(p.first_name || ' ' || p.last_name), '') as shopper_name,
    p.email as shopper_email,
    p.phone as shopper_phone
  from public.points_redemptions_v2 r
  left join public.rewards_catalog rc on rc.id = r.reward_id
  left join public.user_profiles p on p.id = r.user_id;
comment on view public.points_redemptions_overview is
  'Redemptions the caller may read (RLS), with the reward''s tier and image and the shopper''s name, email and phone.';
grant select on public.points_redemptions_overview to authenticated;

-- The reward is delivered: an optional note for the shopper, and an email.
create function public.admin_deliver_redemption(p_redemption_id uuid, p_note text default null)
returns public.points_redemptions_v2
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row public.points_redemptions_v2;
  v_note text := nullif(trim(coalesce(p_note, '')), '');
  v_contact record;
begin
  perform private.require_role(false);
  if char_length(v_note) > 500 then
    perform private.fail('La nota admite hasta 500 caracteres', '22023');
  end if;
  select * into v_row from public.points_redemptions_v2 r where r.id = p_redemption_id for update;
  if not found then
    perform private.fail('El canje ya no existe', 'P0002');
  end if;
  if v_row.status <> 'pending' then
    perform private.fail(case v_row.status when 'delivered' then 'Este canje ya fue entregado'
      else 'Este canje fue cancelado' end, '55000');
  end if;
  update public.points_redemptions_v2
    set status = 'delivered', delivered_at = now(), note = v_note,
      handled_by_name = private.actor_name()
    where id = v_row.id
    returning * into v_row;
  select * into v_contact from private.account_contact(v_row.user_id);
  if coalesce(v_contact.email, '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.queue_email('redemption_delivered', v_contact.email,
      'Tu premio ' || v_row.reward_name || ' fue entregado',
      concat_ws(E'\n',
        'Hola' || coalesce(' ' || v_contact.first_name, '') || ',',
        '',
        '¡Tu premio ' || v_row.reward_name || ' fue entregado!',
        case when v_note is not null then E'\nNota de la tienda: ' || v_note end,
        '',
        'Puedes ver tus canjes en Mis premios.',
        '',
        'Con cariño para ti y tu mascota,',
        'El equipo de Boñis'),
      v_row.user_id, null);
  end if;
  perform private.audit('points_redemptions_v2', v_row.id::text, jsonb_build_object(
    'status', jsonb_build_object('before', 'pending', 'after', 'delivered'),
    'note', jsonb_build_object('before', null, 'after', v_note)));
  return v_row;
end
$$;
comment on function public.admin_deliver_redemption is
  'Back office: marks a pending redemption delivered (optional note for the shopper) and emails them.';

-- The redemption is cancelled with a reason: the points come back through the ledger, the unit
-- back to the reward's stock, and the shopper gets an email with the reason.
create function public.admin_cancel_redemption(p_redemption_id uuid, p_reason text)
returns public.points_redemptions_v2
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row public.points_redemptions_v2;
  v_reason text;
  v_contact record;
begin
  perform private.require_role(false);
  v_reason := private.checked_reason(p_reason, 300);
  select * into v_row from public.points_redemptions_v2 r where r.id = p_redemption_id for update;
  if not found then
    perform private.fail('El canje ya no existe', 'P0002');
  end if;
  if v_row.status <> 'pending' then
    perform private.fail(case v_row.status when 'delivered' then 'Este canje ya fue entregado'
      else 'Este canje ya fue cancelado' end, '55000');
  end if;
  if v_row.reward_id is not null then
    perform 1 from public.rewards_catalog r where r.id = v_row.reward_id for update;
    update public.rewards_catalog set stock = stock + 1 where id = v_row.reward_id;
  end if;
  perform private.move_points(v_row.user_id, v_row.points_used, 'returned',
    left('Devolución del canje ' || v_row.reward_name || ': ' || v_reason, 200));
  update public.points_redemptions_v2
    set status = 'cancelled', cancelled_at = now(), cancel_reason = v_reason,
      handled_by_name = private.actor_name()
    where id = v_row.id
    returning * into v_row;
  select * into v_contact from private.account_contact(v_row.user_id);
  if coalesce(v_contact.email, '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.queue_email('redemption_cancelled', v_contact.email,
      'Tu canje de ' || v_row.reward_name || ' fue cancelado',
      concat_ws(E'\n',
        'Hola' || coalesce(' ' || v_contact.first_name, '') || ',',
        '',
        'Cancelamos tu canje de ' || v_row.reward_name || '.',
        'Motivo: ' || v_reason,
        '',
        'Te devolvimos ' || v_row.points_used || ' puntos; ya están en tu saldo.',
        '',
        'Con cariño para ti y tu mascota,',
        'El equipo de Boñis'),
      v_row.user_id, null);
  end if;
  perform private.audit('points_redemptions_v2', v_row.id::text, jsonb_build_object(
    'status', jsonb_build_object('before', 'pending', 'after', 'cancelled'),
    'cancel_reason', jsonb_build_object('before', null, 'after', v_reason)));
  return v_row;
end
$$;
comment on function public.admin_cancel_redemption is
  'Back office: cancels a pending redemption with a reason; points back through the ledger, the unit back in stock, an email to the shopper.';

-- ---------------------------------------------------------------------------------------------
-- Rewards catalogue: soft deletes; a reward with pending redemptions stays
-- ---------------------------------------------------------------------------------------------
alter table public.rewards_catalog add column deleted_at timestamptz;
comment on column public.rewards_catalog.deleted_at is
  'When an admin deleted the row (hidden from every read; purged 30 days later); null while it exists.';
create index rewards_catalog_deleted_at_idx on public.rewards_catalog (deleted_at)
  where deleted_at is not null;

create or replace function private.soft_delete_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['products', 'categories', 'user_profiles', 'discount_codes', 'membership_plans',
    'shipping_rates', 'shipping_time_ranges', 'banner_settings', 'roulette_prizes',
    'bonus_store', 'rewards_catalog'];
$$;

drop policy "everyone reads active rewards" on public.rewards_catalog;
drop policy "admins create rewards" on public.rewards_catalog;
drop policy "admins update rewards" on public.rewards_catalog;
drop policy "admins delete rewards" on public.rewards_catalog;
create policy "everyone reads active rewards_catalog" on public.rewards_catalog
  for select to anon, authenticated
  using (deleted_at is null and (is_active or (select private.is_back_office())));
create policy "admins create rewards_catalog" on public.rewards_catalog
  for insert to authenticated
  with check (deleted_at is null and (select private.is_back_office()));
create policy "admins update rewards_catalog" on public.rewards_catalog
  for update to authenticated
  using (deleted_at is null and (select private.is_back_office()))
  with check (deleted_at is null and (select private.is_back_office()));
revoke delete on public.rewards_catalog from anon, authenticated;

create function private.refuse_deleting_reward_with_pending() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.points_redemptions_v2 r
      where r.reward_id = old.id and r.status = 'pending') then
    perform private.fail(
      'No se puede eliminar: el premio tiene canjes pendientes. Desactívalo en su lugar');
  end if;
  return old;
end
$$;

create trigger rewards_catalog_pending_redemptions before delete on public.rewards_catalog
  for each row execute function private.refuse_deleting_reward_with_pending();

-- ---------------------------------------------------------------------------------------------
-- Gifts: resend, void, and each gift's state
-- ---------------------------------------------------------------------------------------------
alter table public.gift_purchases
  add column voided_at timestamptz,
  add column void_reason text check (char_length(void_reason) <= 300),
  add constraint gift_purchases_voided check ((status = 'void') = (voided_at is not null));

alter table public.payments add column refunded_at timestamptz;
comment on column public.payments.refunded_at is
  'When the simulated gateway refunded this approved payment (a voided gift); null otherwise.';

drop policy "admins update gift status" on public.gift_purchases;
revoke insert, update, delete on public.gift_purchases from anon, authenticated;

-- Where each gift stands, one word: unpaid (waiting for its payment), scheduled (paid, its email
-- goes on the delivery date), sent, redeemed, expired (left unpaid), void (an admin voided it,
-- payment refunded), refunded or cancelled (older admin outcomes). `overdue`: paid, due and not
-- sent (the delivery job failed to send it). Buyer and redeemer names for the back office.
create view public.gift_purchases_overview with (security_invoker = true) as
  select
    g.*,
    case
      when g.status = 'void' then 'void'
      when g.status = 'redeemed' then 'redeemed'
      when g.status = 'cancelled' and g.paid_at is null then 'expired'
      when g.status = 'cancelled' then 'cancelled'
      when g.payment_status = 'refunded' then 'refunded'
      when g.payment_status <> 'paid' then 'unpaid'
      when g.status = 'sent' then 'sent'
      else 'scheduled'
    end as state,
    (g.status = 'pending' and g.payment_status = 'paid'
      and g.delivery_date < (now() at time zone 'America/Bogota')::date) as overdue,
    nullif(trim(b.first_name || ' ' || b.last_name), '') as buyer_name,
    b.email as buyer_email,
    nullif(trim(r.first_name || ' ' || r.last_name), '') as redeemer_name
  from public.gift_purchases g
  left join public.user_profiles b on b.id = g.buyer_id
  left join public.user_profiles r on r.id = g.redeemed_by;
comment on view public.gift_purchases_overview is
  'Gift purchases the caller may read (RLS), with state (unpaid, scheduled, sent, redeemed, expired, void, refunded, cancelled), overdue, and buyer/redeemer names.';
grant select on public.gift_purchases_overview to authenticated;

-- The delivery email again (a sent gift), or now (a paid gift due and not sent yet).
create function public.admin_resend_gift(p_gift_id uuid) returns public.gift_purchases
language plpgsql security definer
set search_path = ''
as $$
declare
  v_gift public.gift_purchases;
begin
  perform private.require_role(false);
  select * into v_gift from public.gift_purchases g where g.id = p_gift_id for update;
  if not found then
    perform private.fail('El regalo ya no existe', 'P0002');
  end if;
  if v_gift.payment_status <> 'paid' or v_gift.status in ('cancelled', 'void') then
    perform private.fail('Este regalo no está pagado o fue anulado', '55000');
  end if;
  if v_gift.status = 'redeemed' then
    perform private.fail('Este regalo ya fue canjeado', '55000');
  end if;
  if v_gift.status = 'pending' and v_gift.delivery_date > private.today_bogota() then
    perform private.fail('El regalo se enviará el ' || private.spanish_date(v_gift.delivery_date),
      '55000');
  end if;
  v_gift := private.deliver_gift(v_gift);
  perform private.audit('gift_purchases', v_gift.id::text, jsonb_build_object(
    'email_resent', jsonb_build_object('before', null, 'after', v_gift.recipient_email)));
  return v_gift;
end
$$;
comment on function public.admin_resend_gift is
  'Back office: queues a paid, unredeemed gift''s delivery email again (or now, when due). Audited.';

-- Voids a paid gift not yet redeemed: its payment refunded in the simulated gateway, its code
-- dead (redeem_gift wants it paid), an email to the buyer.
create function public.admin_void_gift(p_gift_id uuid, p_reason text) returns public.gift_purchases
language plpgsql security definer
set search_path = ''
as $$
declare
  v_gift public.gift_purchases;
  v_reason text;
  v_contact record;
begin
  perform private.require_role(false);
  v_reason := private.checked_reason(p_reason, 300);
  select * into v_gift from public.gift_purchases g where g.id = p_gift_id for update;
  if not found then
    perform private.fail('El regalo ya no existe', 'P0002');
  end if;
  if v_gift.status = 'redeemed' then
    perform private.fail('Este regalo ya fue canjeado: no se puede anular', '55000');
  end if;
  if v_gift.payment_status <> 'paid' or v_gift.status not in ('pending', 'sent') then
    perform private.fail('Solo se puede anular un regalo pagado y sin canjear', '55000');
  end if;
  update public.gift_purchases
    set status = 'void', payment_status = 'refunded', voided_at = now(), void_reason = v_reason
    where id = v_gift.id
    returning * into v_gift;
  update public.payments set refunded_at = now()
    where gift_purchase_id = v_gift.id and status = 'approved' and refunded_at is null;
  select * into v_contact from private.account_contact(v_gift.buyer_id);
  if coalesce(v_contact.email, '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.queue_email('gift_voided', v_contact.email,
      'Anulamos tu regalo para ' || v_gift.recipient_name,
      concat_ws(E'\n',
        'Hola' || coalesce(' ' || v_contact.first_name, '') || ',',
        '',
        'Anulamos el regalo ' || private.gift_label(v_gift.gift_value) || ' que compraste para '
          || v_gift.recipient_name || '. Su código ya no se puede canjear.',
        'Motivo: ' || v_reason,
        '',
        'Te reembolsamos ' || private.format_cop(v_gift.amount) || ' al mismo medio de pago.',
        '',
        'Con cariño para ti y tu mascota,',
        'El equipo de Boñis'),
      v_gift.buyer_id, null);
  end if;
  perform private.audit('gift_purchases', v_gift.id::text, jsonb_build_object(
    'status', jsonb_build_object('before', 'paid', 'after', 'void'),
    'void_reason', jsonb_build_object('before', null, 'after', v_reason)));
  return v_gift;
end
$$;
comment on function public.admin_void_gift is
  'Back office: voids a paid, unredeemed gift with a reason: payment refunded, code dead, email to the buyer. Audited.';

-- ---------------------------------------------------------------------------------------------
-- Bonuses: void or extend, with a reason
-- ---------------------------------------------------------------------------------------------
alter table public.user_bonuses
  add column status_reason text check (char_length(status_reason) <= 300),
  add column voided_at timestamptz,
  add constraint user_bonuses_voided check ((status = 'void') = (voided_at is not null));
comment on column public.user_bonuses.status_reason is
  'Why an admin voided or extended the bonus.';

create function public.admin_void_bonus(p_bonus_id uuid, p_reason text)
returns public.user_bonuses
language plpgsql security definer
set search_path = ''
as $$
declare
  v_bonus public.user_bonuses;
  v_reason text;
begin
  perform private.require_role(true);
  v_reason := private.checked_reason(p_reason, 300);
  select * into v_bonus from public.user_bonuses b where b.id = p_bonus_id for update;
  if not found then
    perform private.fail('El bono ya no existe', 'P0002');
  end if;
  if v_bonus.status <> 'active' then
    perform private.fail(case v_bonus.status when 'used' then 'Este bono ya fue usado'
      when 'void' then 'Este bono ya fue anulado' else 'Este bono ya venció' end, '55000');
  end if;
  update public.user_bonuses
    set status = 'void', voided_at = now(), status_reason = v_reason
    where id = v_bonus.id
    returning * into v_bonus;
  perform private.audit('user_bonuses', v_bonus.id::text, jsonb_build_object(
    'status', jsonb_build_object('before', 'active', 'after', 'void'),
    'reason', jsonb_build_object('before', null, 'after', v_reason)));
  return v_bonus;
end
$$;
comment on function public.admin_void_bonus is
  'Admins: voids an active bonus with a reason (it can no longer be used). Audited.';

-- A new expiry (later than now and than the current one, within a year); an expired bonus that
-- was never used becomes usable again.
create function public.admin_extend_bonus(p_bonus_id uuid, p_expires_at timestamptz,
  p_reason text) returns public.user_bonuses
language plpgsql security definer
set search_path = ''
as $$
declare
  v_bonus public.user_bonuses;
  v_reason text;
  v_before timestamptz;
begin
  perform private.require_role(true);
  v_reason := private.checked_reason(p_reason, 300);
  select * into v_bonus from public.user_bonuses b where b.id = p_bonus_id for update;
  if not found then
    perform private.fail('El bono ya no existe', 'P0002');
  end if;
  if v_bonus.status not in ('active', 'expired') then
    perform private.fail(case v_bonus.status when 'used' then 'Este bono ya fue usado'
      else 'Este bono fue anulado' end, '55000');
  end if;
  if p_expires_at is null or p_expires_at <= greatest(now(), v_bonus.expires_at) then
    perform private.fail('La nueva fecha de vencimiento debe ser posterior a la actual', '22023');
  end if;
  if p_expires_at > now() + interval '1 year' then
    perform private.fail('Se puede extender hasta un año desde hoy', '22023');
  end if;
  v_before := v_bonus.expires_at;
  update public.user_bonuses
    set status = 'active', expires_at = p_expires_at, status_reason = v_reason
    where id = v_bonus.id
    returning * into v_bonus;
  if v_bonus.roulette_win_id is not null then
    update public.roulette_wins set expires_at = p_expires_at where id = v_bonus.roulette_win_id;
  end if;
  perform private.audit('user_bonuses', v_bonus.id::text, jsonb_build_object(
    'expires_at', jsonb_build_object('before', v_before, 'after', p_expires_at),
    'reason', jsonb_build_object('before', null, 'after', v_reason)));
  return v_bonus;
end
$$;
comment on function public.admin_extend_bonus is
  'Admins: moves a bonus''s expiry later (within a year) with a reason; an expired unused bonus is active again. Audited.';

-- ---------------------------------------------------------------------------------------------
-- Shipping: carrier, tracking number, the order's timeline
-- ---------------------------------------------------------------------------------------------
create function private.carriers() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['Servientrega', 'Coordinadora', 'Interrapidísimo', 'Envía', 'TCC', 'Deprisa',
    'Otra'];
$$;

alter table public.orders
  -- The list of private.carriers(), written out: a check runs as the writer, who can't call it.
  add column carrier text check (carrier in ('Servientrega', 'Coordinadora', 'Interrapidísimo',
    'Envía', 'TCC', 'Deprisa', 'Otra')),
  add column tracking_number text check (tracking_number ~ '^[A-Za-z0-9-]{4,40}$'),
  add column shipped_at timestamptz,
  add column delivered_at timestamptz;
comment on column public.orders.carrier is
  'The carrier the order was handed to (Servientrega, Coordinadora, Interrapidísimo, Envía, TCC, Deprisa, Otra).';
comment on column public.orders.tracking_number is 'The carrier''s tracking number (guía).';

-- Each change of an order's status or payment, with when: the shopper's timeline.
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null check (kind in ('created', 'pending', 'confirmed', 'preparing', 'shipped',
    'delivered', 'cancelled', 'paid', 'payment_pending', 'payment_failed', 'refunded')),
  carrier text,
  tracking_number text,
  occurred_at timestamptz not null default now()
);
comment on table public.order_events is
  'An order''s timeline: created, each status it entered, each payment change (paid, refunded…), with when. Written by triggers only.';
create index order_events_order_idx on public.order_events (order_id, occurred_at, id);

alter table public.order_events enable row level security;
create policy "shoppers read their own orders' events" on public.order_events
  for select to authenticated using (
    (select private.is_back_office())
    or exists (select 1 from public.orders o
      where o.id = order_id and o.user_id = (select auth.uid())));
revoke insert, update, delete, truncate on public.order_events from anon, authenticated;

-- What is known of existing orders: created, paid, and the status they are in now.
insert into public.order_events (order_id, kind, occurred_at)
  select o.id, 'created', o.created_at from public.orders o;
insert into public.order_events (order_id, kind, occurred_at)
  select o.id, 'paid', o.paid_at from public.orders o where o.paid_at is not null;
insert into public.order_events (order_id, kind, occurred_at)
  select o.id, o.status::text, o.updated_at from public.orders o where o.status <> 'pending';
insert into public.order_events (order_id, kind, occurred_at)
  select o.id, 'refunded', o.updated_at from public.orders o where o.payment_status = 'refunded';

-- Shipped and delivered times follow the status, whoever sets it.
create function private.stamp_order_shipping() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'shipped' and old.status is distinct from 'shipped' then
    new.shipped_at := coalesce(new.shipped_at, now());
  end if;
  if new.status = 'delivered' and old.status is distinct from 'delivered' then
    new.delivered_at := now();
    new.shipped_at := coalesce(new.shipped_at, now());
  end if;
  return new;
end
$$;

create trigger orders_stamp_shipping before update of status on public.orders
  for each row execute function private.stamp_order_shipping();

create function private.record_order_events() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.order_events (order_id, kind) values (new.id, 'created');
    if new.payment_status = 'paid' then
      insert into public.order_events (order_id, kind) values (new.id, 'paid');
    end if;
    return null;
  end if;
  if new.status is distinct from old.status then
    insert into public.order_events (order_id, kind, carrier, tracking_number)
    values (new.id, new.status::text,
      case when new.status = 'shipped' then new.carrier end,
      case when new.status = 'shipped' then new.tracking_number end);
  end if;
  if new.payment_status is distinct from old.payment_status then
    insert into public.order_events (order_id, kind)
    values (new.id, case new.payment_status when 'paid' then 'paid'
      when 'refunded' then 'refunded' when 'failed' then 'payment_failed'
      else 'payment_pending' end);
  end if;
  return null;
end
$$;

create trigger orders_record_events after insert or update of status, payment_status
  on public.orders
  for each row execute function private.record_order_events();

-- The carrier's lines of a shipping email ('' when the order has none).
create function private.order_tracking_lines(p_order public.orders) returns text
language sql stable
set search_path = ''
as $$
  select case when p_order.carrier is not null then concat_ws(E'\n',
    'Transportadora: ' || p_order.carrier,
    'Número de guía: ' || coalesce(p_order.tracking_number, '—')) else '' end;
$$;

-- The shipping notification of 20261127120000, with the carrier and the tracking number.
create or replace function private.email_shipping_notification() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status = 'shipped' and old.status is distinct from 'shipped'
    and private.email_enabled('shipping_notification_email')
    and coalesce(new.shipping_address ->> 'email', '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    and not exists (
      select 1 from public.email_outbox e
      where e.order_id = new.id and e.kind = 'shipping_notification'
    ) then
    perform private.queue_email('shipping_notification', new.shipping_address ->> 'email',
      'Tu pedido ' || new.order_number || ' va en camino',
      private.order_email_body(new, concat_ws(E'\n\n',
        '¡Tu pedido va en camino! Pronto llegará a la dirección de entrega.',
        nullif(private.order_tracking_lines(new), ''))),
      new.user_id, new.id);
  end if;
  if new.status = 'delivered' and old.status is distinct from 'delivered'
    and private.email_enabled('shipping_notification_email')
    and coalesce(new.shipping_address ->> 'email', '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    and not exists (
      select 1 from public.email_outbox e
      where e.order_id = new.id and e.kind = 'order_delivered'
    ) then
    perform private.queue_email('order_delivered', new.shipping_address ->> 'email',
      'Tu pedido ' || new.order_number || ' fue entregado',
      private.order_email_body(new,
        '¡Tu pedido fue entregado! Esperamos que tu mascota lo disfrute.'),
      new.user_id, new.id);
  end if;
  return null;
end
$$;

-- Hands an order to a carrier: carrier and tracking number recorded, status shipped (the
-- shipping email goes out once, honouring shipping_notification_email). On a shipped order it
-- corrects the carrier or number (no second email).
create function public.admin_ship_order(p_order_id uuid, p_carrier text, p_tracking_number text)
returns public.orders
language plpgsql security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_tracking text := upper(trim(coalesce(p_tracking_number, '')));
  v_before jsonb;
begin
  perform private.require_role(false);
  if p_carrier is null or not (p_carrier = any (private.carriers())) then
    perform private.fail('Elige una transportadora', '22023');
  end if;
  if v_tracking !~ '^[A-Z0-9-]{4,40}$' then
    perform private.fail('Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
      '22023');
  end if;
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    perform private.fail('El pedido ya no existe', 'P0002');
  end if;
  if v_order.status = 'cancelled' then
    perform private.fail('No se puede enviar un pedido cancelado', '55000');
  end if;
  if v_order.status = 'delivered' then
    perform private.fail('Este pedido ya fue entregado', '55000');
  end if;
  if v_order.payment_method <> 'cash' and v_order.payment_status <> 'paid' then
    perform private.fail('Este pedido aún no está pagado', '55000');
  end if;
  v_before := jsonb_build_object('status', v_order.status, 'carrier', v_order.carrier,
    'tracking_number', v_order.tracking_number);
  update public.orders
    set carrier = p_carrier, tracking_number = v_tracking, status = 'shipped'
    where id = v_order.id
    returning * into v_order;
  perform private.audit('orders', v_order.id::text, (
    select coalesce(jsonb_object_agg(k, jsonb_build_object('before', v_before -> k,
      'after', to_jsonb(v_order) -> k)), '{}'::jsonb)
    from unnest(array['status', 'carrier', 'tracking_number']) k
    where v_before -> k is distinct from to_jsonb(v_order) -> k));
  return v_order;
end
$$;
comment on function public.admin_ship_order is
  'Back office: records carrier and tracking number and marks the order shipped (shipping email once). Audited.';

create function public.admin_mark_order_delivered(p_order_id uuid) returns public.orders
language plpgsql security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform private.require_role(false);
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    perform private.fail('El pedido ya no existe', 'P0002');
  end if;
  if v_order.status = 'delivered' then
    perform private.fail('Este pedido ya fue entregado', '55000');
  end if;
  if v_order.status <> 'shipped' then
    perform private.fail('Solo un pedido enviado se puede marcar como entregado', '55000');
  end if;
  update public.orders set status = 'delivered' where id = v_order.id returning * into v_order;
  perform private.audit('orders', v_order.id::text, jsonb_build_object(
    'status', jsonb_build_object('before', 'shipped', 'after', 'delivered')));
  return v_order;
end
$$;
comment on function public.admin_mark_order_delivered is
  'Back office: marks a shipped order delivered (delivered email, honouring shipping_notification_email). Audited.';

-- ---------------------------------------------------------------------------------------------
-- Internal notes on an order or a customer
-- ---------------------------------------------------------------------------------------------
create table public.internal_notes (
  id uuid primary key default gen_random_uuid(),
  order_id uuid references public.orders (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  body text not null check (char_length(trim(body)) between 1 and 2000),
  author_id uuid default auth.uid(),
  author_name text not null default '',
  created_at timestamptz not null default now(),
  constraint internal_notes_one_subject check (num_nonnulls(order_id, user_id) = 1)
);
comment on table public.internal_notes is
  'The back office''s notes on an order or a customer (never shown to shoppers). Append-only; the author is the caller.';
create index internal_notes_order_idx on public.internal_notes (order_id, created_at desc)
  where order_id is not null;
create index internal_notes_user_idx on public.internal_notes (user_id, created_at desc)
  where user_id is not null;

create function private.stamp_note_author() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.author_id := (select auth.uid());
  new.author_name := private.actor_name();
  new.body := trim(new.body);
  new.created_at := now();
  return new;
end
$$;

create trigger internal_notes_author before insert on public.internal_notes
  for each row execute function private.stamp_note_author();

alter table public.internal_notes enable row level security;
create policy "the back office reads internal notes" on public.internal_notes
  for select to authenticated using ((select private.is_back_office()));
create policy "the back office writes internal notes" on public.internal_notes
  for insert to authenticated with check ((select private.is_back_office()));
revoke update, delete, truncate on public.internal_notes from anon, authenticated;
revoke all on public.internal_notes from anon;

-- ---------------------------------------------------------------------------------------------
-- Realtime: the queues the back office watches
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.points_redemptions_v2, public.gift_purchases;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.admin_adjust_points(uuid, integer, text),
  public.admin_deliver_redemption(uuid, text),
  public.admin_cancel_redemption(uuid, text),
  public.admin_resend_gift(uuid),
  public.admin_void_gift(uuid, text),
  public.admin_void_bonus(uuid, text),
  public.admin_extend_bonus(uuid, timestamptz, text),
  public.admin_ship_order(uuid, text, text),
  public.admin_mark_order_delivered(uuid)
  from public, anon, authenticated;
grant execute on function
  public.admin_adjust_points(uuid, integer, text),
  public.admin_deliver_redemption(uuid, text),
  public.admin_cancel_redemption(uuid, text),
  public.admin_resend_gift(uuid),
  public.admin_void_gift(uuid, text),
  public.admin_void_bonus(uuid, text),
  public.admin_extend_bonus(uuid, timestamptz, text),
  public.admin_ship_order(uuid, text, text),
  public.admin_mark_order_delivered(uuid)
  to authenticated;
revoke execute on function
  private.sync_role(),
  private.refuse_staff_write(),
  private.refuse_staff_refund(),
  private.actor_name(),
  private.audit(text, text, jsonb),
  private.require_role(boolean),
  private.checked_reason(text, integer),
  private.account_contact(uuid),
  private.refuse_deleting_reward_with_pending(),
  private.carriers(),
  private.stamp_order_shipping(),
  private.record_order_events(),
  private.order_tracking_lines(public.orders),
  private.stamp_note_author()
  from public, anon, authenticated;
grant execute on function private.is_back_office() to anon, authenticated, service_role;
