-- The books follow the state (issue 36, ARCHITECTURE §5 "The books follow the state").
--
-- Walking the store as shoppers, an admin and a hostile client found paths where stock, points,
-- totals, gifts and memberships went wrong. This migration fixes each at its cause:
--
-- * Orders: one function (`private.sync_order_books`, run by the `orders_sync_books` trigger on
--   every change of `status` or `payment_status`, whoever makes it) keeps the books on what the
--   state says. The stock is held while the order isn't cancelled (`orders.stock_held`); the
--   points, `total_orders` and `total_spent` count while it is paid and not cancelled
--   (`orders.points_counted`). cancelled → confirmed takes the stock again (or is refused with
--   'No hay stock suficiente para reactivar el pedido'); refunded → paid gives the points back.
-- * Points: earned = floor(total × multiplier / 1000) (it floored before multiplying). The
--   ledger gets an order of its own: `points_transactions.seq` (strictly increasing, taken under
--   the points row lock) and `balance_after`; `points_history` reads them.
-- * Gifts: redeemable from their delivery date (Bogotá) on, never by the buyer's account.
-- * Memberships: only a sale that takes effect (no cheaper plan over a running better one); a
--   purchase is paid at the plan as it is at payment time (a changed or deactivated plan closes
--   its open purchases); unpaid membership and gift purchases expire after 30 minutes.
-- * Admin deletes are soft (`deleted_at`) and reach the database at once (`admin_delete`,
--   `admin_restore`); a scheduled job purges them after 30 days. A deleted account can't sign in.
-- * Data rules: member_price <= price, regular_price >= price.
-- * Scheduled work (`expire_unpaid_purchases`, `purge_deleted_rows`) is scheduled with
--   `cron.schedule` when the database has it (pg_cron on hosted; the local server's job runner).

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- A membership's rank: a plan of a lower or equal rank adds nothing to a running one.
create function private.membership_rank(p_type public.membership_type) returns integer
language sql immutable
set search_path = ''
as $$
  select case p_type
    when 'regular' then 0
    when 'mensual' then 1
    when 'premium' then 1
    when 'anual' then 2
    when 'vip' then 2
  end;
$$;

-- A date as the store writes it in Spanish: '9 de diciembre de 2026'.
create function private.spanish_date(p_date date) returns text
language sql immutable
set search_path = ''
as $$
  select extract(day from p_date)::integer || ' de '
    || (array['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
        'septiembre', 'octubre', 'noviembre', 'diciembre'])[extract(month from p_date)::integer]
    || ' de ' || extract(year from p_date)::integer;
$$;

-- The running membership of a profile row (not regular; no expiry, or today or later in Bogotá).
create function private.membership_running(p_type public.membership_type, p_expiry date)
returns boolean
language sql stable
set search_path = ''
as $$
  select p_type <> 'regular' and (p_expiry is null or p_expiry >= private.today_bogota());
$$;

-- ---------------------------------------------------------------------------------------------
-- Points: a ledger with its own order and the balance after each movement
-- ---------------------------------------------------------------------------------------------
alter table public.points_transactions
  add column seq bigint,
  add column balance_after integer;

-- Rows written before had only created_at, which every movement of one transaction shares (a
-- spin and its prize): within one instant the spending comes first, as the functions wrote it.
with ordered as (
  select t.id, row_number() over (
    order by t.created_at, (t.transaction_type = 'earned'), t.id) as seq
  from public.points_transactions t
)
update public.points_transactions t set seq = o.seq from ordered o where o.id = t.id;

with running as (
  select t.id, sum(t.points_earned - t.points_used) over (
    partition by t.user_id order by t.seq rows between unbounded preceding and current row)
    as balance
  from public.points_transactions t
)
update public.points_transactions t set balance_after = r.balance from running r
  where r.id = t.id;

create sequence public.points_transactions_seq_seq owned by public.points_transactions.seq;
select setval('public.points_transactions_seq_seq',
  coalesce((select max(seq) from public.points_transactions), 0) + 1, false);
alter table public.points_transactions
  alter column seq set default nextval('public.points_transactions_seq_seq'),
  alter column seq set not null,
  alter column balance_after set not null,
  add constraint points_transactions_seq_key unique (seq),
  add constraint points_transactions_balance_after_not_negative check (balance_after >= 0);
comment on column public.points_transactions.seq is
  'The movement''s place in the ledger: strictly increasing, taken under the user''s points row lock, so a user''s movements are in the order they happened.';
comment on column public.points_transactions.balance_after is
  'The user''s balance right after this movement (user_points.current_points then).';

create index points_transactions_user_seq_idx on public.points_transactions (user_id, seq desc);
drop index public.points_transactions_user_idx;

-- Moves points and writes the ledger row (its sequence and the balance after it) in one go,
-- under the balance row's lock. Raises 'Puntos insuficientes' rather than letting the balance
-- go below zero.
create or replace function private.move_points(
  p_user_id uuid,
  p_delta integer,
  p_type public.points_transaction_type,
  p_description text
) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_balance integer;
begin
  select current_points into v_balance from public.user_points
    where user_id = p_user_id for update;
  if not found then
    insert into public.user_points (user_id, current_points) values (p_user_id, 0)
      on conflict (user_id) do nothing;
    select current_points into v_balance from public.user_points
      where user_id = p_user_id for update;
  end if;
  if v_balance + p_delta < 0 then
    perform private.fail('Puntos insuficientes');
  end if;
  if p_delta = 0 then
    return v_balance;
  end if;
  update public.user_points set current_points = current_points + p_delta
    where user_id = p_user_id returning current_points into v_balance;
  insert into public.points_transactions (user_id, transaction_type, points_earned, points_used,
    description, balance_after)
  values (p_user_id, p_type, greatest(p_delta, 0), greatest(-p_delta, 0), p_description,
    v_balance);
  return v_balance;
end
$$;

-- The history reads the ledger's order and stored balance (newest first: order by seq desc).
create or replace view public.points_history with (security_invoker = true) as
  select
    t.id,
    t.user_id,
    t.transaction_type,
    t.points_earned,
    t.points_used,
    t.description,
    t.created_at,
    t.balance_after as balance,
    t.seq
  from public.points_transactions t;
comment on view public.points_history is
  'The caller''s points ledger (RLS of points_transactions): seq (page it with order by seq desc) and balance, the balance right after each movement.';

-- Every user whose stored balance differs from the sum of their ledger or from the last
-- balance_after, or whose ledger's running balance disagrees with a stored one. Empty when the
-- books are right (the tests and the model-based suite check it after every step).
create function private.points_ledger_discrepancies()
returns table (user_id uuid, current_points integer, ledger_sum integer, last_balance integer,
  bad_rows integer)
language sql stable
set search_path = ''
as $$
  with ledger as (
    select t.user_id,
      sum(t.points_earned - t.points_used)::integer as ledger_sum,
      (array_agg(t.balance_after order by t.seq desc))[1] as last_balance,
      count(*) filter (where t.balance_after <> t.running)::integer as bad_rows
    from (
      select x.*, sum(x.points_earned - x.points_used) over (
        partition by x.user_id order by x.seq rows between unbounded preceding and current row)
        as running
      from public.points_transactions x
    ) t
    group by t.user_id
  )
  select coalesce(p.user_id, l.user_id), p.current_points, coalesce(l.ledger_sum, 0),
    l.last_balance, coalesce(l.bad_rows, 0)
  from public.user_points p
  full join ledger l on l.user_id = p.user_id
  where coalesce(p.current_points, 0) <> coalesce(l.ledger_sum, 0)
    or (l.user_id is not null and l.last_balance is distinct from p.current_points)
    or coalesce(l.bad_rows, 0) > 0;
$$;

-- ---------------------------------------------------------------------------------------------
-- Orders: the books follow the state
-- ---------------------------------------------------------------------------------------------
alter table public.orders
  add column stock_held boolean not null default true,
  add column points_counted boolean not null default false;
comment on column public.orders.stock_held is
  'Whether the order''s units are out of stock now: true while it is not cancelled (private.sync_order_books).';
comment on column public.orders.points_counted is
  'Whether the order''s points and the buyer''s total_orders/total_spent count now: true while it is paid and not cancelled (private.sync_order_books).';
comment on column public.orders.points_reversed is
  'Points taken back the last time the order stopped counting: points_earned, or the buyer''s balance when it was smaller; counting again gives back exactly these.';

-- What the rows say today (an order taken out of 'cancelled' before this migration never took
-- its stock again: it is recorded as not holding it, which is the truth).
update public.orders set
  stock_held = status <> 'cancelled' and stock_returned_at is null,
  points_counted = paid_at is not null and points_reversed_at is null
    and payment_status = 'paid' and status <> 'cancelled';

-- A new order's flags say what its inserter did: place_order took the stock of an order that
-- isn't cancelled; a row inserted already paid (the seed's past orders) was credited by whoever
-- inserted it.
create function private.order_books_on_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.stock_held := new.status <> 'cancelled';
  new.points_counted := new.paid_at is not null and new.payment_status = 'paid'
    and new.status <> 'cancelled';
  return new;
end
$$;

create trigger orders_books_on_insert before insert on public.orders
  for each row execute function private.order_books_on_insert();

-- The one function that owns an order's books. On every change of status or payment_status
-- (an admin, the gateway, a job), in the same transaction and once:
-- * stock: held while status <> 'cancelled'. Becoming cancelled returns the units
--   (stock_quantity + q, sales_count - q); leaving cancelled takes them again, refused with
--   'No hay stock suficiente para reactivar el pedido' when a product has fewer units.
-- * points and totals: counted while payment_status = 'paid' and status <> 'cancelled'. The
--   first time, paid_at is set and points_earned = floor(total × multiplier / 1000); the buyer
--   earns them and total_orders + 1, total_spent + total. Stopping counting takes back
--   least(credited, balance) (never below zero; points_reversed records it) and lowers the
--   totals; counting again gives back what was taken and raises the totals.
-- Lines whose product no longer exists (purged) move no stock.
create function private.sync_order_books() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_hold boolean := new.status <> 'cancelled';
  v_count boolean := new.payment_status = 'paid' and new.status <> 'cancelled';
  v_credited integer;
  v_balance integer;
  v_taken integer;
  v_why text;
begin
  if v_hold is distinct from new.stock_held then
    perform 1 from public.products p
      where p.id in (select i.product_id from public.order_items i where i.order_id = new.id)
      order by p.id for update;
    if v_hold and exists (
      select 1
      from (
        select product_id, sum(quantity)::integer as quantity from public.order_items
        where order_id = new.id and product_id is not null group by product_id
      ) i
      join public.products p on p.id = i.product_id
      where p.stock_quantity < i.quantity
    ) then
      perform private.fail('No hay stock suficiente para reactivar el pedido');
    end if;
    update public.products p
      set stock_quantity = p.stock_quantity + case when v_hold then -i.quantity else i.quantity end,
          sales_count = greatest(p.sales_count + case when v_hold then i.quantity else -i.quantity end, 0)
    from (
      select product_id, sum(quantity)::integer as quantity from public.order_items
      where order_id = new.id and product_id is not null group by product_id
    ) i
    where p.id = i.product_id;
    new.stock_held := v_hold;
    if not v_hold then
      new.stock_returned_at := now();
    end if;
  end if;

  if v_count and not new.points_counted then
    if new.paid_at is null then
      new.paid_at := now();
      new.points_earned := floor(new.total * private.points_multiplier(new.membership_type)
        / 1000)::integer;
      v_credited := new.points_earned;
    else
      v_credited := case when new.points_reversed_at is null then new.points_earned
        else new.points_reversed end;
    end if;
    if new.user_id is not null then
      if v_credited > 0 then
        perform private.move_points(new.user_id, v_credited, 'earned',
          case when new.points_reversed_at is null
            then 'Puntos por el pedido ' || new.order_number
            else 'Puntos devueltos por el pedido ' || new.order_number || ' (pagado de nuevo)'
          end);
      end if;
      update public.user_profiles
        set total_orders = total_orders + 1, total_spent = total_spent + new.total
        where id = new.user_id;
    end if;
    new.points_counted := true;
  elsif not v_count and new.points_counted then
    v_credited := case when new.points_reversed_at is null then new.points_earned
      else new.points_reversed end;
    v_taken := 0;
    if new.user_id is not null then
      select current_points into v_balance from public.user_points
        where user_id = new.user_id for update;
      v_taken := least(v_credited, coalesce(v_balance, 0));
      v_why := case
        when new.status = 'cancelled' then 'cancelado'
        when new.payment_status = 'refunded' then 'reembolsado'
        when new.payment_status = 'failed' then 'pago fallido'
        else 'pago pendiente'
      end;
      if v_taken > 0 then
        perform private.move_points(new.user_id, -v_taken, 'spent',
          format('Puntos descontados por el pedido %s (%s)', new.order_number, v_why));
      end if;
      update public.user_profiles
        set total_orders = greatest(total_orders - 1, 0),
            total_spent = greatest(total_spent - new.total, 0)
        where id = new.user_id;
    end if;
    new.points_reversed := v_taken;
    new.points_reversed_at := now();
    new.points_counted := false;
  end if;
  return new;
end
$$;

drop trigger orders_payment_points on public.orders;
drop trigger orders_reverse_cancelled on public.orders;
drop function private.award_order_points();
drop function private.reverse_cancelled_order();

-- Named to run after orders_guard (BEFORE triggers run in name order), which refuses a
-- browser's change of any other column.
create trigger orders_sync_books before update of status, payment_status on public.orders
  for each row execute function private.sync_order_books();

-- The payment email (private.email_payment_confirmation of 20261125180200) still fires when the
-- order becomes paid for the first time: old.paid_at is null, and sync_order_books sets paid_at in
-- that very update.

-- ---------------------------------------------------------------------------------------------
-- Memberships: only a sale that takes effect, at the plan's price when it is paid
-- ---------------------------------------------------------------------------------------------
alter table public.membership_purchases
  add column pay_by timestamptz not null default now() + interval '30 minutes',
  add column closed_at timestamptz,
  add column closed_reason text check (closed_reason in ('plan_changed', 'expired')),
  add constraint membership_purchases_closed_unpaid check (
    (closed_at is null) = (closed_reason is null) and (closed_at is null or paid_at is null));
comment on column public.membership_purchases.pay_by is
  'An unpaid purchase can be paid until then (30 minutes after it was started or last chosen again).';
comment on column public.membership_purchases.closed_at is
  'When the purchase stopped being payable: its plan changed (price, type, duration, deactivated or deleted) or it expired unpaid.';

-- Purchases already unpaid for more than 30 minutes are closed now.
update public.membership_purchases set closed_at = now(), closed_reason = 'expired'
  where payment_status in ('pending', 'failed') and created_at < now() - interval '30 minutes';

-- The open purchases of a plan whose price, type or duration changes, or that stops being
-- active (deactivated, soft-deleted), are closed: they were started on another plan.
create function private.close_purchases_of_changed_plan() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.price is distinct from old.price
    or new.membership_type is distinct from old.membership_type
    or new.duration_days is distinct from old.duration_days
    or (old.is_active and not new.is_active) then
    update public.membership_purchases
      set closed_at = now(), closed_reason = 'plan_changed'
      where plan_id = new.id and payment_status in ('pending', 'failed') and closed_at is null;
  end if;
  return null;
end
$$;

create trigger membership_plans_close_open_purchases after update on public.membership_plans
  for each row execute function private.close_purchases_of_changed_plan();

-- Why p_type would not take effect for p_user_id now (null when it would): a running plan of
-- the same type ('Plan actual') or of a higher or equal rank ('Incluido en tu plan').
create function private.membership_sale_refusal(p_user_id uuid, p_type public.membership_type)
returns text
language sql stable
set search_path = ''
as $$
  select case
    when private.effective_membership(p_user_id) = p_type
      then 'Plan actual - Ya tienes esta membresía activa'
    when private.membership_rank(private.effective_membership(p_user_id))
      >= private.membership_rank(p_type)
      then 'Incluido en tu plan - Tu membresía '
        || case private.effective_membership(p_user_id) when 'vip' then 'VIP'
          else initcap(private.effective_membership(p_user_id)::text) end
        || ' ya incluye este plan'
  end;
$$;

create or replace function public.start_membership_purchase(p_plan_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_plan public.membership_plans;
  v_purchase public.membership_purchases;
  v_expires date;
  v_refusal text;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  select * into v_plan from public.membership_plans mp
    where mp.id = p_plan_id and mp.is_active and mp.deleted_at is null;
  if not found then
    perform private.fail('Error al activar la membresía - Por favor intenta de nuevo');
  end if;
  -- One start at a time per shopper (a double click reuses the same purchase); the same lock
  -- order as confirm_payment: the profile, then the purchase.
  perform 1 from public.user_profiles p where p.id = v_user for update;
  v_refusal := private.membership_sale_refusal(v_user, v_plan.membership_type);
  if v_refusal is not null then
    perform private.fail(v_refusal);
  end if;

  if v_plan.price = 0 then
    v_expires := private.grant_membership(v_user, v_plan.membership_type, v_plan.duration_days);
    insert into public.membership_purchases (user_id, plan_id, plan_name, membership_type,
      duration_days, amount, payment_status, paid_at, expires_on)
    values (v_user, v_plan.id, v_plan.name, v_plan.membership_type, v_plan.duration_days, 0,
      'paid', now(), v_expires)
    returning * into v_purchase;
    return jsonb_build_object('id', v_purchase.id, 'plan_name', v_purchase.plan_name,
      'membership_type', v_purchase.membership_type, 'amount', 0, 'activated', true,
      'expires_on', v_expires);
  end if;

  -- An open purchase of this plan (pending, or declined and not paid since; not closed, not
  -- past its time) is reused, with the plan as it is now and 30 more minutes to pay.
  select * into v_purchase from public.membership_purchases m
    where m.user_id = v_user and m.plan_id = v_plan.id
      and m.payment_status in ('pending', 'failed') and m.closed_at is null
      and m.pay_by > now()
    order by m.created_at desc, m.id
    limit 1
    for update;
  if found then
    update public.membership_purchases
      set plan_name = v_plan.name, membership_type = v_plan.membership_type,
          duration_days = v_plan.duration_days, amount = v_plan.price,
          pay_by = now() + interval '30 minutes'
      where id = v_purchase.id
      returning * into v_purchase;
  else
    insert into public.membership_purchases (user_id, plan_id, plan_name, membership_type,
      duration_days, amount)
    values (v_user, v_plan.id, v_plan.name, v_plan.membership_type, v_plan.duration_days,
      v_plan.price)
    returning * into v_purchase;
  end if;
  return jsonb_build_object('id', v_purchase.id, 'plan_name', v_purchase.plan_name,
    'membership_type', v_purchase.membership_type, 'amount', v_purchase.amount,
    'activated', false);
end
$$;

-- Why an unpaid purchase can't be paid now (null when it can). Expects the purchase locked or
-- read in the caller's transaction.
create function private.membership_purchase_refusal(p_purchase public.membership_purchases)
returns text
language plpgsql stable
set search_path = ''
as $$
declare
  v_plan public.membership_plans;
begin
  if p_purchase.closed_reason = 'expired'
    or (p_purchase.closed_at is null and p_purchase.pay_by <= now()) then
    return 'La compra expiró - Vuelve a elegir el plan';
  end if;
  if p_purchase.closed_at is not null then
    return 'El plan cambió; vuelve a elegirlo';
  end if;
  select * into v_plan from public.membership_plans mp
    where mp.id = p_purchase.plan_id and mp.is_active and mp.deleted_at is null;
  if not found or v_plan.price <> p_purchase.amount
    or v_plan.membership_type <> p_purchase.membership_type
    or v_plan.duration_days <> p_purchase.duration_days then
    return 'El plan cambió; vuelve a elegirlo';
  end if;
  return private.membership_sale_refusal(p_purchase.user_id, p_purchase.membership_type);
end
$$;

-- A membership purchase: paid at the plan as it is now, only when it takes effect; approved,
-- the plan is active now (private.grant_membership).
create or replace function private.pay_membership(p_user_id uuid, p_id uuid,
  p_method public.payment_method, p_details jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_purchase public.membership_purchases;
  v_reason text;
  v_expires date;
  v_refusal text;
  v_plan_id uuid;
begin
  -- Locks: the profile (as start_membership_purchase), the plan (shared: an admin's repricing
  -- waits for this payment, or this payment sees the new price and the closed purchase; an
  -- admin's change locks the plan before its purchases too), then the purchase.
  perform 1 from public.user_profiles p where p.id = p_user_id for update;
  select m.plan_id into v_plan_id from public.membership_purchases m
    where m.id = p_id and m.user_id = p_user_id;
  if not found then
    perform private.fail('Membresía no encontrada');
  end if;
  perform 1 from public.membership_plans mp where mp.id = v_plan_id for share;
  select * into v_purchase from public.membership_purchases m
    where m.id = p_id and m.user_id = p_user_id for update;
  if v_purchase.payment_status = 'paid' then
    return private.membership_payment_result(v_purchase);
  end if;
  if v_purchase.payment_status = 'refunded' then
    perform private.fail('Error - No se pudo procesar el pago');
  end if;
  v_refusal := private.membership_purchase_refusal(v_purchase);
  if v_refusal is not null then
    perform private.fail(v_refusal);
  end if;

  v_reason := private.charge('membership', v_purchase.id, p_user_id, v_purchase.amount, p_method,
    p_details);

  if v_reason is null then
    v_expires := private.grant_membership(p_user_id, v_purchase.membership_type,
      v_purchase.duration_days);
    update public.membership_purchases
      set payment_status = 'paid', payment_method = p_method, paid_at = now(),
          expires_on = v_expires
      where id = v_purchase.id returning * into v_purchase;
  else
    update public.membership_purchases set payment_status = 'failed'
      where id = v_purchase.id returning * into v_purchase;
  end if;
  return private.membership_payment_result(v_purchase);
end
$$;

-- What paying the caller's membership purchase now would give them, for the payment page:
-- { id, plan_name, membership_type, amount, current_type, current_expiry, carried_days,
--   starts_on, expires_on, upgrade, payable, message }. A running plan's remaining days
-- (carried_days, after today) are kept: the new plan starts today and its days are added after
-- them, as private.grant_membership does.
create function public.membership_purchase_quote(p_purchase_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_purchase public.membership_purchases;
  v_profile public.user_profiles;
  v_today date := private.today_bogota();
  v_running boolean;
  v_carried integer := 0;
  v_refusal text;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  select * into v_purchase from public.membership_purchases m
    where m.id = p_purchase_id and m.user_id = v_user;
  if not found then
    perform private.fail('Membresía no encontrada');
  end if;
  select * into v_profile from public.user_profiles p where p.id = v_user;
  v_running := private.membership_running(v_profile.membership_type, v_profile.membership_expiry);
  if v_running and v_profile.membership_expiry is not null then
    v_carried := v_profile.membership_expiry - v_today;
  end if;
  if v_purchase.payment_status = 'paid' then
    v_refusal := null;
  elsif v_purchase.payment_status = 'refunded' then
    v_refusal := 'Error - No se pudo procesar el pago';
  else
    v_refusal := private.membership_purchase_refusal(v_purchase);
  end if;
  return jsonb_build_object(
    'id', v_purchase.id,
    'plan_name', v_purchase.plan_name,
    'membership_type', v_purchase.membership_type,
    'amount', v_purchase.amount,
    'current_type', case when v_running then v_profile.membership_type else 'regular' end,
    'current_expiry', case when v_running then v_profile.membership_expiry end,
    'carried_days', v_carried,
    'starts_on', v_today,
    'expires_on', case when v_purchase.payment_status = 'paid' then v_purchase.expires_on
      else v_today + v_carried + v_purchase.duration_days end,
    'upgrade', v_running and private.membership_rank(v_profile.membership_type)
      < private.membership_rank(v_purchase.membership_type),
    'payable', v_purchase.payment_status <> 'paid' and v_refusal is null,
    'message', v_refusal);
end
$$;
comment on function public.membership_purchase_quote is
  'The caller''s membership purchase as paying it now would leave them: current_type, current_expiry, carried_days (remaining days of the running plan, kept), starts_on (today), expires_on, upgrade, payable and message (why not).';

-- ---------------------------------------------------------------------------------------------
-- Gifts: paid within 30 minutes, redeemed from the delivery date on, never by the buyer
-- ---------------------------------------------------------------------------------------------
alter table public.gift_purchases
  add column pay_by timestamptz not null default now() + interval '30 minutes';
comment on column public.gift_purchases.pay_by is
  'An unpaid gift can be paid until then (30 minutes after it was bought); then it is cancelled.';

update public.gift_purchases set status = 'cancelled'
  where payment_status in ('pending', 'failed') and status = 'pending'
    and created_at < now() - interval '30 minutes';

create or replace function private.pay_gift(p_user_id uuid, p_id uuid,
  p_method public.payment_method, p_details jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_gift public.gift_purchases;
  v_reason text;
  v_code text;
begin
  select * into v_gift from public.gift_purchases g
    where g.id = p_id and g.buyer_id = p_user_id for update;
  if not found then
    perform private.fail('Regalo no encontrado');
  end if;
  if v_gift.payment_status = 'paid' then
    return private.gift_payment_result(v_gift);
  end if;
  if v_gift.payment_status = 'refunded' then
    perform private.fail('Error - No se pudo procesar el pago');
  end if;
  if v_gift.pay_by <= now() or v_gift.status = 'cancelled' then
    perform private.fail('La compra expiró - Vuelve a comprar el regalo');
  end if;

  v_reason := private.charge('gift', v_gift.id, p_user_id, v_gift.amount, p_method, p_details);

  if v_reason is not null then
    update public.gift_purchases set payment_status = 'failed'
      where id = v_gift.id returning * into v_gift;
    return private.gift_payment_result(v_gift);
  end if;

  loop
    v_code := 'GIFT' || private.random_code('0123456789', 8);
    begin
      update public.gift_purchases
        set payment_status = 'paid', payment_method = p_method, paid_at = now(),
            gift_code = v_code
        where id = v_gift.id returning * into v_gift;
      exit;
    exception when unique_violation then
      -- Another gift has this code: draw again.
    end;
  end loop;

  if v_gift.delivery_date <= private.today_bogota() then
    v_gift := private.deliver_gift(v_gift);
  end if;
  return private.gift_payment_result(v_gift);
end
$$;

-- Redeems a gift code for the caller. A wrong, unpaid or used code, the buyer's own gift and a
-- gift before its delivery date are answered { redeemed: false, message } (not raised, so that
-- the counted try is kept).
create or replace function public.redeem_gift(p_code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_key text;
  v_code text := upper(trim(coalesce(p_code, '')));
  v_gift public.gift_purchases;
  v_plan public.membership_plans;
  v_type public.membership_type;
  v_expires date;
  v_value integer;
  v_discount public.discount_codes;
  v_refusal text;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  v_key := 'user:' || v_user::text;
  if private.rate_limit_reached('gift_redeem', v_key) then
    return jsonb_build_object('redeemed', false,
      'message', 'Demasiados intentos - Intenta de nuevo en una hora');
  end if;

  select * into v_gift from public.gift_purchases g
    where v_code <> '' and g.gift_code = v_code for update;
  v_refusal := case
    when not found or v_gift.payment_status <> 'paid' or v_gift.status = 'cancelled'
      then 'Código inválido - Revisa el código de tu regalo'
    when v_gift.status = 'redeemed' or v_gift.redeemed_at is not null
      then 'Regalo ya canjeado - Este código ya fue usado'
    when v_gift.buyer_id = v_user
      then 'No puedes canjear un regalo que compraste'
    when v_gift.delivery_date > private.today_bogota()
      then 'Este regalo se podrá canjear desde el ' || private.spanish_date(v_gift.delivery_date)
  end;
  if v_refusal is not null then
    perform private.record_rate_limit_hit('gift_redeem', v_key);
    return jsonb_build_object('redeemed', false, 'message', v_refusal);
  end if;

  if v_gift.gift_type = 'membership' then
    v_type := v_gift.gift_value::public.membership_type;
    select * into v_plan from public.membership_plans mp
      where mp.is_active and mp.deleted_at is null and mp.membership_type = v_type
      order by mp.price desc, mp.created_at, mp.id limit 1;
    v_expires := private.grant_membership(v_user, v_type,
      coalesce(v_plan.duration_days, case v_type when 'anual' then 365 else 30 end));
    update public.gift_purchases
      set status = 'redeemed', redeemed_by = v_user, redeemed_at = now()
      where id = v_gift.id;
    return jsonb_build_object('redeemed', true, 'gift_type', 'membership',
      'plan_name', coalesce(v_plan.name, initcap(v_gift.gift_value)), 'membership_type', v_type,
      'expires_on', v_expires);
  end if;

  v_value := private.gift_coupon_value(v_gift.gift_value);
  loop
    begin
      insert into public.discount_codes (code, type, value, min_purchase, max_uses,
        owner_user_id, description)
      values ('REGALO' || private.random_code('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 8),
        'fixed', v_value, 0, 1, v_user, 'Regalo: Cupón ' || private.format_cop(v_value))
      returning * into v_discount;
      exit;
    exception when unique_violation then
      -- Another code has these characters: draw again.
    end;
  end loop;
  update public.gift_purchases
    set status = 'redeemed', redeemed_by = v_user, redeemed_at = now(),
        discount_code_id = v_discount.id
    where id = v_gift.id;
  return jsonb_build_object('redeemed', true, 'gift_type', 'coupon',
    'discount_code', v_discount.code, 'value', v_value);
end
$$;
comment on function public.redeem_gift is
  'Redeems a paid gift code once for the caller, from its delivery date (Bogotá) on and never by its buyer: a membership gift activates the plan, a coupon becomes a one-use fixed code owned by the caller. Refusals answer { redeemed: false, message } and count as tries: 10 per account and hour.';

-- ---------------------------------------------------------------------------------------------
-- Unpaid purchases expire
-- ---------------------------------------------------------------------------------------------
-- Closes the membership purchases and cancels the gifts left unpaid past their pay_by. Returns
-- how many. service_role only; scheduled every minute (below).
create function public.expire_unpaid_purchases() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_memberships integer;
  v_gifts integer;
begin
  update public.membership_purchases
    set closed_at = now(), closed_reason = 'expired'
    where payment_status in ('pending', 'failed') and closed_at is null and pay_by <= now();
  get diagnostics v_memberships = row_count;
  update public.gift_purchases
    set status = 'cancelled'
    where payment_status in ('pending', 'failed') and status = 'pending' and pay_by <= now();
  get diagnostics v_gifts = row_count;
  return v_memberships + v_gifts;
end
$$;
comment on function public.expire_unpaid_purchases is
  'Closes membership purchases and cancels gifts left unpaid 30 minutes (pay_by). service_role only; scheduled every minute.';

-- ---------------------------------------------------------------------------------------------
-- Data rules: pairs of columns that must agree
-- ---------------------------------------------------------------------------------------------
-- Rows that broke them are brought in line first (the cheaper price wins for members; a
-- reference price below the price is dropped). Held since earlier migrations: a code's uses
-- within its maximum (discount_codes_uses_within_max), a shipping rate's hours in order
-- (shipping_rates_hours_order), an order's total adding up (orders_total_adds_up).
update public.products set member_price = price where member_price > price;
update public.products set regular_price = null where regular_price < price;

alter table public.products
  add constraint products_member_price_not_above_price
    check (member_price is null or member_price <= price),
  add constraint products_regular_price_not_below_price
    check (regular_price is null or regular_price >= price);

-- ---------------------------------------------------------------------------------------------
-- Soft deletes
-- ---------------------------------------------------------------------------------------------
-- The back office's deletes reach the database at once as soft deletes: `deleted_at` set, the
-- row hidden from every policy (admins' lists included) and, for tables with `is_active`, made
-- inactive so every function that asks for active rows treats it as gone. `admin_restore` puts
-- it back as it was. `purge_deleted_rows` deletes for real (cascades then) 30 days later.
create table private.soft_deletes (
  table_name text not null,
  row_id uuid not null,
  was_active boolean,
  deleted_at timestamptz not null default now(),
  deleted_by uuid,
  primary key (table_name, row_id)
);
comment on table private.soft_deletes is
  'Rows the back office deleted and not yet purged: the table, the row, whether it was active, when and by whom.';
create index soft_deletes_deleted_at_idx on private.soft_deletes (deleted_at);

-- The tables the back office deletes from.
create function private.soft_delete_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['products', 'categories', 'user_profiles', 'discount_codes', 'membership_plans',
    'shipping_rates', 'shipping_time_ranges', 'banner_settings', 'roulette_prizes',
    'bonus_store'];
$$;

do $$
declare
  v_table text;
begin
  foreach v_table in array private.soft_delete_tables() loop
    execute format('alter table public.%I add column deleted_at timestamptz', v_table);
    execute format('comment on column public.%I.deleted_at is %L', v_table,
      'When an admin deleted the row (hidden from every read; purged 30 days later); null while it exists.');
    execute format('create index %I on public.%I (deleted_at) where deleted_at is not null',
      v_table || '_deleted_at_idx', v_table);
  end loop;
end
$$;

-- Policies: a deleted row is as if gone for everyone; nobody deletes through the API.
do $$
declare
  v_table text;
  v_policy record;
begin
  foreach v_table in array private.soft_delete_tables() loop
    if v_table in ('user_profiles') then
      continue;
    end if;
    for v_policy in
      select p.policyname, p.cmd from pg_catalog.pg_policies p
      where p.schemaname = 'public' and p.tablename = v_table
    loop
      execute format('drop policy %I on public.%I', v_policy.policyname, v_table);
    end loop;
    if v_table = 'discount_codes' then
      execute format($p$create policy "admins read discount codes" on public.%I
        for select to authenticated using (deleted_at is null and (select private.is_admin()))$p$,
        v_table);
    else
      execute format($p$create policy %I on public.%I
        for select to anon, authenticated
        using (deleted_at is null and (is_active or (select private.is_admin())))$p$,
        'everyone reads active ' || v_table, v_table);
    end if;
    execute format($p$create policy %I on public.%I
      for insert to authenticated with check (deleted_at is null and (select private.is_admin()))$p$,
      'admins create ' || v_table, v_table);
    execute format($p$create policy %I on public.%I
      for update to authenticated
      using (deleted_at is null and (select private.is_admin()))
      with check (deleted_at is null and (select private.is_admin()))$p$,
      'admins update ' || v_table, v_table);
    execute format('revoke delete on public.%I from anon, authenticated', v_table);
  end loop;
end
$$;

drop policy "shoppers read their own profile" on public.user_profiles;
drop policy "shoppers create their own profile" on public.user_profiles;
drop policy "shoppers update their own profile, admins any" on public.user_profiles;
drop policy "admins delete other users" on public.user_profiles;
create policy "shoppers read their own profile" on public.user_profiles
  for select to authenticated
  using (deleted_at is null and (id = (select auth.uid()) or (select private.is_admin())));
create policy "shoppers create their own profile" on public.user_profiles
  for insert to authenticated
  with check (deleted_at is null and (id = (select auth.uid()) or (select private.is_admin())));
create policy "shoppers update their own profile, admins any" on public.user_profiles
  for update to authenticated
  using (deleted_at is null and (id = (select auth.uid()) or (select private.is_admin())))
  with check (deleted_at is null and (id = (select auth.uid()) or (select private.is_admin())));
revoke delete on public.user_profiles from anon, authenticated;

-- A deleted admin is no admin, whatever token they still hold.
create or replace function private.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.user_profiles p
      where p.id = (select auth.uid()) and p.deleted_at is null),
    false
  );
$$;

-- The checks that run on a real delete now also ignore deleted rows: the last live plan of a
-- type its shoppers hold stays; the probabilities of deleted prizes no longer count.
create or replace function private.refuse_deleting_held_plan() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('membership_plans:' || old.membership_type::text, 0));
  if not exists (
    select 1 from public.membership_plans mp
    where mp.membership_type = old.membership_type and mp.id <> old.id
      and mp.deleted_at is null
  ) and exists (
    select 1 from public.user_profiles p
    where p.membership_type = old.membership_type and p.deleted_at is null
      and (p.membership_expiry is null or p.membership_expiry >= private.today_bogota())
  ) then
    perform private.fail('No se puede eliminar: hay clientes con esta membresía');
  end if;
  return old;
end
$$;

create or replace function private.check_prize_probabilities() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('roulette_prizes:probability_sum', 0));
  if (select coalesce(sum(p.probability), 0) from public.roulette_prizes p
      where p.deleted_at is null) > 100 then
    perform private.fail('La suma de probabilidades no puede exceder 100%');
  end if;
  return null;
end
$$;

-- Admins soft-delete rows of one of the back office's tables, all or none. Each row is first
-- deleted for real inside a savepoint that is then rolled back: whatever the database would
-- refuse on the real delete (a plan its members hold, a product in open orders, the General
-- category, a foreign key) is refused now with its own message, and nothing of it stays. Then
-- deleted_at is set (and is_active cleared, remembered for the restore). A deleted account is
-- banned (it can't sign in or refresh a session) and its sessions end. Written to the audit log
-- as a delete. Returns how many rows were deleted.
create function public.admin_delete(p_table text, p_ids uuid[]) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_id uuid;
  v_found boolean;
  v_has_active boolean;
  v_was_active boolean;
  v_count integer := 0;
  v_name text;
  v_email text;
  v_row jsonb;
  v_changes jsonb;
begin
  if not private.is_admin() then
    perform private.fail('No autorizado', '42501');
  end if;
  if p_table is null or not (p_table = any (private.soft_delete_tables())) then
    perform private.fail('No se puede eliminar este tipo de registro', '22023');
  end if;
  if p_ids is null or cardinality(p_ids) = 0 then
    return 0;
  end if;
  if p_table = 'user_profiles' and v_actor = any (p_ids) then
    perform private.fail('No puedes eliminar tu propia cuenta', '42501');
  end if;
  v_has_active := p_table <> 'user_profiles';
  select nullif(trim(p.first_name || ' ' || p.last_name), ''), p.email into v_name, v_email
    from public.user_profiles p where p.id = v_actor;

  for v_id in select distinct u.id from unnest(p_ids) u(id) order by u.id loop
    execute format('select true from public.%I where id = $1 and deleted_at is null for update',
      p_table) into v_found using v_id;
    if v_found is null then
      perform private.fail('El registro ya no existe; actualiza la lista', 'P0002');
    end if;
    -- The held-plan rule's lock, taken here so that it is kept until commit (a lock taken inside
    -- the rolled-back probe would go with it): a second admin deleting the other plan of the type
    -- waits, then sees this one gone.
    if p_table = 'membership_plans' then
      perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(
        'membership_plans:' || (select mp.membership_type::text from public.membership_plans mp
          where mp.id = v_id), 0));
    end if;
    -- The real delete, refused or rolled back.
    begin
      execute format('delete from public.%I where id = $1', p_table) using v_id;
      raise exception using errcode = 'BN001', message = 'soft delete probe';
    exception when sqlstate 'BN001' then
      null;
    end;
    v_was_active := null;
    if v_has_active then
      execute format('select is_active from public.%I where id = $1', p_table)
        into v_was_active using v_id;
      execute format('update public.%I set deleted_at = now(), is_active = false where id = $1',
        p_table) using v_id;
    else
      execute format('update public.%I set deleted_at = now() where id = $1', p_table)
        using v_id;
    end if;
    insert into private.soft_deletes (table_name, row_id, was_active, deleted_by)
      values (p_table, v_id, v_was_active, v_actor)
      on conflict (table_name, row_id) do update
        set was_active = excluded.was_active, deleted_at = now(), deleted_by = excluded.deleted_by;
    if p_table = 'user_profiles' then
      update auth.users set banned_until = 'infinity' where id = v_id;
      delete from auth.sessions where user_id = v_id;
    end if;
    -- Audited as the delete it is: the row's values as they were (as private.audit_change
    -- records a delete: null columns, updated_at and generated columns left out).
    execute format('select to_jsonb(t) from public.%I t where id = $1', p_table)
      into v_row using v_id;
    select coalesce(jsonb_object_agg(e.key, jsonb_build_object('before', e.value, 'after', null)),
        '{}'::jsonb)
      into v_changes
    from jsonb_each(v_row - 'deleted_at' - 'updated_at' - 'last_updated'
      - coalesce((select array_agg(a.attname::text) from pg_catalog.pg_attribute a
          where a.attrelid = format('public.%I', p_table)::regclass and a.attnum > 0
            and not a.attisdropped and a.attgenerated <> ''), '{}')) e
    where e.value <> 'null'::jsonb;
    insert into public.audit_log (actor_id, actor_name, actor_email, table_name, row_id, action,
      changes)
    values (v_actor, coalesce(v_name, 'Admin Boñis'), v_email, p_table, v_id::text, 'delete',
      v_changes);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
comment on function public.admin_delete is
  'Admins: soft-deletes rows of a back-office table at once (all or none; refused as the real delete would be, with its message); hidden from every read until admin_restore, purged after 30 days. Returns how many.';

-- Admins put soft-deleted rows back as they were (active again if they were). Returns how many.
create function public.admin_restore(p_table text, p_ids uuid[]) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_row private.soft_deletes;
  v_count integer := 0;
  v_name text;
  v_email text;
begin
  if not private.is_admin() then
    perform private.fail('No autorizado', '42501');
  end if;
  if p_table is null or not (p_table = any (private.soft_delete_tables())) then
    perform private.fail('No se puede restaurar este tipo de registro', '22023');
  end if;
  select nullif(trim(p.first_name || ' ' || p.last_name), ''), p.email into v_name, v_email
    from public.user_profiles p where p.id = v_actor;
  for v_row in
    select * from private.soft_deletes s
    where s.table_name = p_table and s.row_id = any (coalesce(p_ids, '{}'))
    order by s.row_id for update
  loop
    if v_row.was_active is not null then
      execute format('update public.%I set deleted_at = null, is_active = $2 where id = $1',
        p_table) using v_row.row_id, v_row.was_active;
    else
      execute format('update public.%I set deleted_at = null where id = $1', p_table)
        using v_row.row_id;
    end if;
    if p_table = 'user_profiles' then
      update auth.users set banned_until = null where id = v_row.row_id;
    end if;
    delete from private.soft_deletes s
      where s.table_name = v_row.table_name and s.row_id = v_row.row_id;
    insert into public.audit_log (actor_id, actor_name, actor_email, table_name, row_id, action,
      changes)
    values (v_actor, coalesce(v_name, 'Admin Boñis'), v_email, p_table, v_row.row_id::text,
      'update', jsonb_build_object('deleted_at',
        jsonb_build_object('before', v_row.deleted_at, 'after', null)));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
comment on function public.admin_restore is
  'Admins: puts soft-deleted rows of a back-office table back as they were. Returns how many.';

-- Deletes for real the rows soft-deleted more than p_after ago (their cascades run now). A row
-- whose real delete is refused by then (a product in an order opened since) stays deleted-soft
-- and is tried again next time. Returns how many were purged. service_role only; scheduled
-- daily (below).
create function public.purge_deleted_rows(p_after interval default interval '30 days')
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row private.soft_deletes;
  v_count integer := 0;
begin
  for v_row in
    select * from private.soft_deletes s where s.deleted_at <= now() - p_after
    order by s.deleted_at, s.table_name, s.row_id
  loop
    begin
      execute format('delete from public.%I where id = $1 and deleted_at is not null',
        v_row.table_name) using v_row.row_id;
      delete from private.soft_deletes s
        where s.table_name = v_row.table_name and s.row_id = v_row.row_id;
      v_count := v_count + 1;
    exception when others then
      -- Refused for now: it stays soft-deleted.
      null;
    end;
  end loop;
  return v_count;
end
$$;
comment on function public.purge_deleted_rows is
  'Deletes for real the rows soft-deleted more than p_after (30 days) ago; refused ones stay. service_role only; scheduled daily.';

-- ---------------------------------------------------------------------------------------------
-- Scheduled work: pg_cron on hosted Supabase, the local server's job runner here. Both give a
-- `cron.schedule(name, schedule, command)`; a database with neither (pg_cron not enabled yet)
-- gets the lines from supabase/README.md.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('expire-unpaid-purchases', '* * * * *',
      'select public.expire_unpaid_purchases()');
    perform cron.schedule('purge-deleted-rows', '17 3 * * *',
      'select public.purge_deleted_rows()');
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.membership_purchase_quote(uuid),
  public.admin_delete(text, uuid[]),
  public.admin_restore(text, uuid[]),
  public.expire_unpaid_purchases(),
  public.purge_deleted_rows(interval)
  from public, anon, authenticated;
grant execute on function
  public.membership_purchase_quote(uuid),
  public.admin_delete(text, uuid[]),
  public.admin_restore(text, uuid[])
  to authenticated;
grant execute on function
  public.expire_unpaid_purchases(),
  public.purge_deleted_rows(interval)
  to service_role;
revoke execute on function
  private.membership_rank(public.membership_type),
  private.spanish_date(date),
  private.membership_running(public.membership_type, date),
  private.points_ledger_discrepancies(),
  private.order_books_on_insert(),
  private.sync_order_books(),
  private.close_purchases_of_changed_plan(),
  private.membership_sale_refusal(uuid, public.membership_type),
  private.membership_purchase_refusal(public.membership_purchases),
  private.soft_delete_tables()
  from public, anon, authenticated;
