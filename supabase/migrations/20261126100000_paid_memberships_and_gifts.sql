-- Paid memberships and gifts, gift redemption and delivery, the points history (issue 20).
--
-- Before this migration `activate_membership` granted any plan to whoever called it, as often
-- as they liked, and `buy_gift` issued a gift code without any payment. Now:
--
-- * Memberships are bought: `start_membership_purchase` records a pending purchase
--   (`membership_purchases`), which /payment pays through `confirm_payment('membership', …)`;
--   the approved payment activates the plan (today + duration, or the running membership's
--   expiry + duration; a running anual is never downgraded). A plan of price 0 activates at
--   once. `activate_membership` is dropped.
-- * Gifts are bought the same way: `buy_gift` records a pending purchase without a code;
--   `confirm_payment('gift', …)` issues the code ('GIFT' + 8 random digits) and, when the
--   delivery date has come, queues the delivery email to the recipient. `deliver_due_gifts`
--   (service_role; pg_cron on hosted Supabase, the dev mailbox locally) delivers the others on
--   their date.
-- * `redeem_gift` lets a signed-in shopper redeem a code once: a membership gift activates the
--   plan, a coupon becomes a one-use fixed-value discount code owned by that account
--   (`discount_codes.owner_user_id`, enforced by `private.check_code_for`). Failed tries are
--   answered, not raised, so that they are counted: 10 per account and hour.
-- * `confirm_payment` pays orders, memberships and gifts; the card/PSE part is written once
--   (`private.charge`), and `payments` records each attempt with the id of its kind.
-- * `payables` (what /payment can pay) lists memberships and gifts too; `points_history` is the
--   caller's ledger with its running balance.
-- * `spin_roulette` and `redeem_reward` say how many points are missing.

-- ---------------------------------------------------------------------------------------------
-- Membership purchases
-- ---------------------------------------------------------------------------------------------
create table public.membership_purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id uuid references public.membership_plans (id) on delete set null,
  plan_name text not null check (char_length(trim(plan_name)) between 1 and 80),
  membership_type public.membership_type not null check (membership_type <> 'regular'),
  duration_days integer not null check (duration_days between 1 and 3660),
  amount integer not null check (amount >= 0),
  payment_status public.payment_status not null default 'pending',
  payment_method public.payment_method check (payment_method in ('credit_card', 'pse')),
  paid_at timestamptz,
  expires_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint membership_purchases_paid_at check (
    (payment_status in ('paid', 'refunded')) = (paid_at is not null)),
  constraint membership_purchases_expires_when_paid check ((paid_at is null) = (expires_on is null)),
  constraint membership_purchases_method_when_paid check (payment_method is null or paid_at is not null)
);
comment on table public.membership_purchases is
  'A plan a shopper chose on /membership, paid on /payment?membership=<id>. Written only by start_membership_purchase and confirm_payment.';
comment on column public.membership_purchases.membership_type is 'The plan''s type when it was chosen.';
comment on column public.membership_purchases.payment_method is
  'How it was paid (credit_card or pse); null until paid, and for a plan of price 0.';
comment on column public.membership_purchases.expires_on is
  'The membership expiry this purchase gave when it was paid.';

create index membership_purchases_user_idx on public.membership_purchases (user_id, created_at desc);
create index membership_purchases_plan_idx on public.membership_purchases (plan_id);

create trigger membership_purchases_updated_at before update on public.membership_purchases
  for each row execute function private.set_updated_at();

alter table public.membership_purchases enable row level security;
create policy "shoppers read their own membership purchases" on public.membership_purchases
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
-- No insert, update or delete policy: the functions write them. Not even a privilege to try.
revoke insert, update, delete, truncate on public.membership_purchases from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Gift purchases: a code only once paid; delivery and redemption recorded.
-- ---------------------------------------------------------------------------------------------
alter table public.gift_purchases
  alter column gift_code drop not null,
  add column payment_status public.payment_status not null default 'pending',
  add column payment_method public.payment_method
    check (payment_method in ('credit_card', 'pse')),
  add column paid_at timestamptz,
  add column delivered_at timestamptz,
  add column redeemed_by uuid references auth.users (id) on delete set null,
  add column redeemed_at timestamptz,
  add column discount_code_id uuid references public.discount_codes (id) on delete set null;

-- The codes buy_gift handed out before were never paid for: they are withdrawn.
update public.gift_purchases set gift_code = null where payment_status = 'pending';

alter table public.gift_purchases
  add constraint gift_purchases_code_when_paid check (
    (gift_code is not null) = (payment_status in ('paid', 'refunded'))),
  add constraint gift_purchases_paid_at check (
    (payment_status in ('paid', 'refunded')) = (paid_at is not null)),
  add constraint gift_purchases_method_when_paid check (payment_method is null or paid_at is not null),
  add constraint gift_purchases_delivered_when_paid check (delivered_at is null or paid_at is not null),
  add constraint gift_purchases_redeemed_when_paid check (redeemed_at is null or paid_at is not null),
  add constraint gift_purchases_redeemer_when_redeemed check (redeemed_by is null or redeemed_at is not null),
  add constraint gift_purchases_coupon_when_redeemed check (
    discount_code_id is null or (redeemed_at is not null and gift_type = 'coupon'));

comment on column public.gift_purchases.gift_code is
  'GIFT + 8 random digits, issued when the purchase is paid (null before).';
comment on column public.gift_purchases.status is
  'pending until delivered; sent once the delivery email is queued; redeemed once redeemed.';
comment on column public.gift_purchases.discount_code_id is
  'The one-use code a redeemed coupon gift became.';

-- The gifts deliver_due_gifts looks for.
create index gift_purchases_due_idx on public.gift_purchases (delivery_date)
  where payment_status = 'paid' and status = 'pending';
create index gift_purchases_redeemed_by_idx on public.gift_purchases (redeemed_by);
create index gift_purchases_discount_code_idx on public.gift_purchases (discount_code_id);

-- Admins still change a gift's status (the existing policy and guard); nobody inserts or
-- deletes one from the API: buy_gift does.
revoke insert, delete, truncate on public.gift_purchases from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Payments of three kinds
-- ---------------------------------------------------------------------------------------------
alter table public.payments
  drop constraint payments_payable_kind_check,
  drop constraint payments_payable,
  add column membership_purchase_id uuid
    references public.membership_purchases (id) on delete cascade,
  add column gift_purchase_id uuid references public.gift_purchases (id) on delete cascade,
  add constraint payments_payable_kind_check
    check (payable_kind in ('order', 'membership', 'gift')),
  -- Exactly the id of its kind is set.
  add constraint payments_payable check (
    case payable_kind
      when 'order' then order_id is not null and membership_purchase_id is null
        and gift_purchase_id is null
      when 'membership' then membership_purchase_id is not null and order_id is null
        and gift_purchase_id is null
      when 'gift' then gift_purchase_id is not null and order_id is null
        and membership_purchase_id is null
      else false
    end);
create index payments_membership_purchase_idx on public.payments (membership_purchase_id);
create index payments_gift_purchase_idx on public.payments (gift_purchase_id);
revoke insert, update, delete, truncate on public.payments from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Discount codes that belong to one account (a redeemed coupon gift)
-- ---------------------------------------------------------------------------------------------
alter table public.discount_codes
  add column owner_user_id uuid references auth.users (id) on delete cascade;
comment on column public.discount_codes.owner_user_id is
  'When set, only this account can use the code (a redeemed coupon gift).';
create index discount_codes_owner_user_idx on public.discount_codes (owner_user_id);

-- The rules of 20261125180200, plus the owner account.
create or replace function private.check_code_for(p_code public.discount_codes, p_user_id uuid,
  p_subtotal integer) returns void
language plpgsql stable
set search_path = ''
as $$
declare
  v_email text;
begin
  if not p_code.is_active
    or (p_code.expires_at is not null and p_code.expires_at <= now())
    or (p_code.max_uses is not null and p_code.current_uses >= p_code.max_uses) then
    perform private.fail('Código inválido - El código ingresado no es válido o ha expirado');
  end if;
  -- Another account's code reads as an unknown one: it does not say the code exists.
  if p_code.owner_user_id is not null and p_code.owner_user_id is distinct from p_user_id then
    perform private.fail('Código inválido - El código ingresado no es válido o ha expirado');
  end if;
  if p_code.owner_email is not null then
    select lower(u.email) into v_email from auth.users u where u.id = p_user_id;
    if v_email is distinct from p_code.owner_email then
      perform private.fail('Código inválido - El código ingresado no es válido o ha expirado');
    end if;
  end if;
  if p_code.first_purchase_only and (
    exists (select 1 from public.orders o
      where o.user_id = p_user_id and o.payment_status in ('paid', 'refunded'))
    or exists (select 1 from public.discount_code_redemptions r
      join public.orders o on o.id = r.order_id
      where r.discount_code_id = p_code.id and r.user_id = p_user_id
        and o.status <> 'cancelled')
  ) then
    perform private.fail('Código no aplicable - Este código es solo para tu primera compra');
  end if;
  if p_subtotal < p_code.min_purchase then
    perform private.fail(format(
      'Compra mínima no alcanzada - Este código requiere una compra mínima de %s',
      private.format_cop(p_code.min_purchase)));
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The outbox: gift deliveries
-- ---------------------------------------------------------------------------------------------
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in ('order_confirmation',
    'payment_confirmation', 'newsletter_welcome', 'gift_delivery')),
  add column gift_purchase_id uuid references public.gift_purchases (id) on delete cascade;
create index email_outbox_gift_purchase_idx on public.email_outbox (gift_purchase_id);

-- ---------------------------------------------------------------------------------------------
-- Views
-- ---------------------------------------------------------------------------------------------
-- What /payment can pay: the caller's orders, membership purchases and gift purchases (RLS of
-- each table applies: security_invoker). Same columns as before.
create or replace view public.payables with (security_invoker = true) as
  select
    'order'::text as kind,
    o.id,
    o.user_id,
    o.order_number as reference,
    'Pedido ' || o.order_number as description,
    o.total as amount,
    o.payment_method,
    o.payment_status,
    o.created_at
  from public.orders o
  where o.status <> 'cancelled'
  union all
  select
    'membership'::text,
    m.id,
    m.user_id,
    'MEM-' || upper(left(m.id::text, 8)),
    'Membresía ' || m.plan_name,
    m.amount,
    'online'::public.payment_method,
    m.payment_status,
    m.created_at
  from public.membership_purchases m
  union all
  select
    'gift'::text,
    g.id,
    g.buyer_id,
    'REG-' || upper(left(g.id::text, 8)),
    'Regalo: ' || case g.gift_value
      when 'mensual' then 'Membresía Mensual'
      when 'anual' then 'Membresía Anual'
      when 'c50' then 'Cupón $ 50.000'
      when 'c100' then 'Cupón $ 100.000'
      when 'c200' then 'Cupón $ 200.000'
    end || ' para ' || g.recipient_name,
    g.amount,
    'online'::public.payment_method,
    g.payment_status,
    g.created_at
  from public.gift_purchases g
  where g.status <> 'cancelled';
comment on view public.payables is
  'What the payment page can pay: kind (order, membership, gift), id, reference, description, amount, payment_method, payment_status.';
revoke all on public.payables from anon;
revoke insert, update, delete, truncate on public.payables from authenticated;
grant select on public.payables to authenticated;

-- The caller's points ledger with the balance after each row. Page it newest first with
-- order by created_at desc, id desc (the same order the balance is summed in, reversed).
create view public.points_history with (security_invoker = true) as
  select
    t.id,
    t.user_id,
    t.transaction_type,
    t.points_earned,
    t.points_used,
    t.description,
    t.created_at,
    (sum(t.points_earned - t.points_used) over (
      partition by t.user_id order by t.created_at, t.id
      rows between unbounded preceding and current row))::integer as balance
  from public.points_transactions t;
comment on view public.points_history is
  'The caller''s points ledger (RLS of points_transactions) with balance: the running balance after each row.';
revoke all on public.points_history from anon;
revoke insert, update, delete, truncate on public.points_history from authenticated;
grant select on public.points_history to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- p_length characters drawn from p_alphabet with pgcrypto's random bytes (two bytes a
-- character, so the modulo bias is at most 1 in 4,096).
create function private.random_code(p_alphabet text, p_length integer) returns text
language sql volatile
set search_path = ''
as $$
  select string_agg(
    substr(p_alphabet, 1 + ((get_byte(b, 2 * i) * 256 + get_byte(b, 2 * i + 1))
      % length(p_alphabet)), 1),
    '' order by i)
  from extensions.gen_random_bytes(2 * p_length) b, generate_series(0, p_length - 1) i;
$$;

-- Gives a user a membership of p_type for p_days and returns the new expiry. Expiry = today
-- (Bogotá) + days; while a membership is running (not regular, expiry today or later) it is
-- the running expiry + days. A membership is never downgraded: a running anual (or vip) stays
-- so when a mensual is added, only its expiry moves. A running membership without expiry (set
-- by an admin) counts from today. Locks the profile.
create function private.grant_membership(p_user_id uuid, p_type public.membership_type,
  p_days integer) returns date
language plpgsql
set search_path = ''
as $$
declare
  v_profile public.user_profiles;
  v_today date := private.today_bogota();
  v_running boolean;
  v_expiry date;
  v_type public.membership_type;
  v_rank constant jsonb := '{"regular": 0, "mensual": 1, "premium": 1, "anual": 2, "vip": 2}';
begin
  select * into v_profile from public.user_profiles p where p.id = p_user_id for update;
  if not found then
    perform private.fail('Error al activar la membresía - Por favor intenta de nuevo');
  end if;
  v_running := v_profile.membership_type <> 'regular'
    and (v_profile.membership_expiry is null or v_profile.membership_expiry >= v_today);
  v_expiry := case when v_running and v_profile.membership_expiry is not null
    then v_profile.membership_expiry else v_today end + p_days;
  v_type := case
    when v_running and (v_rank ->> v_profile.membership_type::text)::integer
      > (v_rank ->> p_type::text)::integer then v_profile.membership_type
    else p_type
  end;
  update public.user_profiles
    set membership_type = v_type, membership_expiry = v_expiry
    where id = p_user_id;
  return v_expiry;
end
$$;

-- What a gift is, as the email says it: 'Membresía Mensual', 'Cupón de $ 50.000'.
create function private.gift_coupon_value(p_gift_value text) returns integer
language sql immutable
set search_path = ''
as $$
  select case p_gift_value when 'c50' then 50000 when 'c100' then 100000 when 'c200' then 200000 end;
$$;

create function private.gift_label(p_gift_value text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when p_gift_value = 'mensual' then 'Membresía Mensual'
    when p_gift_value = 'anual' then 'Membresía Anual'
    else 'Cupón de ' || private.format_cop(private.gift_coupon_value(p_gift_value))
  end;
$$;

-- Queues a paid gift's delivery email to its recipient and marks it sent (the gift row must be
-- locked by the caller). The email is the product the buyer paid for, so no email switch of
-- app_settings turns it off (they gate the store's notices, not what was bought).
create function private.deliver_gift(p_gift public.gift_purchases)
returns public.gift_purchases
language plpgsql
set search_path = ''
as $$
declare
  v_sender text;
  v_item text := private.gift_label(p_gift.gift_value);
  v_result public.gift_purchases;
begin
  select nullif(trim(p.first_name), '') into v_sender
    from public.user_profiles p where p.id = p_gift.buyer_id;
  v_sender := coalesce(v_sender, 'Alguien');
  insert into public.email_outbox (kind, recipient, subject, body, user_id, gift_purchase_id)
  values ('gift_delivery', lower(trim(p_gift.recipient_email)),
    v_sender || ' te envió un regalo en Boñis: ' || v_item,
    concat_ws(E'\n',
      'Hola ' || p_gift.recipient_name || ',',
      '',
      v_sender || ' te regaló ' || v_item || ' en Boñis.',
      case when nullif(trim(p_gift.message), '') is not null
        then E'\nSu mensaje para ti:\n' || trim(p_gift.message) end,
      '',
      'Tu código de regalo es: ' || p_gift.gift_code,
      '',
      'Inicia sesión en Boñis y canjéalo en Regala Boñis → Canjear un regalo.',
      case when p_gift.gift_type = 'membership'
        then 'Al canjearlo, la membresía se activa en tu cuenta.'
        else 'Al canjearlo, recibes un código de descuento de '
          || private.format_cop(private.gift_coupon_value(p_gift.gift_value))
          || ' para usar en una compra.' end,
      '',
      'Con cariño para ti y tu mascota,',
      'El equipo de Boñis'),
    p_gift.buyer_id, p_gift.id);
  update public.gift_purchases set status = 'sent', delivered_at = now()
    where id = p_gift.id
    returning * into v_result;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- start_membership_purchase
-- ---------------------------------------------------------------------------------------------
create function public.start_membership_purchase(p_plan_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_plan public.membership_plans;
  v_purchase public.membership_purchases;
  v_expires date;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  select * into v_plan from public.membership_plans mp where mp.id = p_plan_id and mp.is_active;
  if not found then
    perform private.fail('Error al activar la membresía - Por favor intenta de nuevo');
  end if;
  -- One start at a time per shopper (a double click reuses the same purchase); the same lock
  -- order as confirm_payment: the profile, then the purchase.
  perform 1 from public.user_profiles p where p.id = v_user for update;
  if private.effective_membership(v_user) = v_plan.membership_type then
    perform private.fail('Plan actual - Ya tienes esta membresía activa');
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

  -- An unpaid purchase of this plan (pending, or declined and not paid since) is reused, with
  -- the plan's current name, price and duration.
  select * into v_purchase from public.membership_purchases m
    where m.user_id = v_user and m.plan_id = v_plan.id
      and m.payment_status in ('pending', 'failed')
    order by m.created_at desc, m.id
    limit 1
    for update;
  if found then
    update public.membership_purchases
      set plan_name = v_plan.name, membership_type = v_plan.membership_type,
          duration_days = v_plan.duration_days, amount = v_plan.price
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
comment on function public.start_membership_purchase is
  'A pending purchase of the plan for the caller to pay on /payment?membership=<id> (an unpaid one of the same plan is reused); a plan of price 0 is activated at once. Returns { id, plan_name, membership_type, amount, activated[, expires_on] }.';

-- ---------------------------------------------------------------------------------------------
-- buy_gift: the same checks as before; a pending purchase without a code.
-- ---------------------------------------------------------------------------------------------
create or replace function public.buy_gift(
  p_gift_type public.gift_type,
  p_gift_value text,
  p_recipient_name text,
  p_recipient_email text,
  p_recipient_phone text default null,
  p_message text default null,
  p_delivery_date date default null
) returns public.gift_purchases
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_amount integer;
  v_result public.gift_purchases;
begin
  if v_user is null then
    perform private.fail('Inicia sesión - Debes iniciar sesión para comprar un regalo', '42501');
  end if;
  if p_gift_type is null or coalesce(trim(p_gift_value), '') = ''
    or coalesce(trim(p_recipient_name), '') = '' or coalesce(trim(p_recipient_email), '') = '' then
    perform private.fail('Error - Por favor completa todos los campos requeridos');
  end if;
  if trim(p_recipient_email) !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    or char_length(trim(p_recipient_email)) > 254 then
    perform private.fail('Email inválido - Por favor ingresa un email válido');
  end if;
  if char_length(trim(p_recipient_name)) > 120 then
    perform private.fail('El nombre del destinatario no puede superar 120 caracteres');
  end if;
  if nullif(trim(p_recipient_phone), '') is not null
    and trim(p_recipient_phone) !~ '^\+?[0-9 ]{7,20}$' then
    perform private.fail('Teléfono inválido - Ingresa solo números (7 a 20 dígitos)');
  end if;
  if char_length(coalesce(p_message, '')) > 500 then
    perform private.fail('El mensaje no puede superar 500 caracteres');
  end if;
  if p_delivery_date is not null and p_delivery_date < private.today_bogota() then
    perform private.fail('La fecha de entrega no puede ser anterior a hoy');
  end if;
  v_amount := case
    when p_gift_type = 'membership' and p_gift_value in ('mensual', 'anual') then coalesce(
      (select mp.price from public.membership_plans mp
        where mp.is_active and mp.membership_type::text = p_gift_value
        order by mp.price desc limit 1),
      case p_gift_value when 'anual' then 299900 else 29900 end)
    when p_gift_type = 'coupon' and p_gift_value in ('c50', 'c100', 'c200')
      then private.gift_coupon_value(p_gift_value)
  end;
  if v_amount is null then
    perform private.fail('Error - Por favor completa todos los campos requeridos');
  end if;

  insert into public.gift_purchases (buyer_id, gift_type, gift_value, amount, recipient_name,
    recipient_email, recipient_phone, message, delivery_date, status, payment_status)
  values (v_user, p_gift_type, p_gift_value, v_amount, trim(p_recipient_name),
    lower(trim(p_recipient_email)), nullif(trim(p_recipient_phone), ''),
    nullif(p_message, ''), coalesce(p_delivery_date, private.today_bogota()), 'pending', 'pending')
  returning * into v_result;
  return v_result;
end
$$;
comment on function public.buy_gift is
  'Validates and prices a gift and records it pending, without a code: pay it on /payment?gift=<id> (confirm_payment issues the code and delivers it).';

-- ---------------------------------------------------------------------------------------------
-- confirm_payment: orders, memberships and gifts
-- ---------------------------------------------------------------------------------------------

-- The simulated gateway's part every kind shares: the method, the card (Luhn, expiry, the
-- decline test card; only the last four digits are kept) or PSE (a listed bank, a document),
-- and the payments row of the attempt. Returns null when approved, else why it was declined.
-- Incomplete details raise the form's message and record nothing.
create function private.charge(
  p_kind text,
  p_id uuid,
  p_user_id uuid,
  p_amount integer,
  p_method public.payment_method,
  p_details jsonb
) returns text
language plpgsql
set search_path = ''
as $$
declare
  v_details jsonb := coalesce(p_details, '{}'::jsonb);
  v_reason text;
  v_digits text;
begin
  if p_method is null or p_method not in ('credit_card', 'pse') then
    perform private.fail('Selecciona pago - Por favor selecciona un método de pago');
  end if;
  if jsonb_typeof(v_details) <> 'object' then
    v_details := '{}'::jsonb;
  end if;

  if p_method = 'credit_card' then
    v_reason := private.card_decline_reason(v_details);
    v_digits := regexp_replace(v_details ->> 'number', '[ -]', '', 'g');
    insert into public.payments (payable_kind, order_id, membership_purchase_id,
      gift_purchase_id, user_id, method, status, amount, card_last4, decline_reason)
    values (p_kind,
      case when p_kind = 'order' then p_id end,
      case when p_kind = 'membership' then p_id end,
      case when p_kind = 'gift' then p_id end,
      p_user_id, 'credit_card', case when v_reason is null then 'approved' else 'declined' end,
      p_amount, right(v_digits, 4), v_reason);
  else
    perform private.check_pse(v_details);
    insert into public.payments (payable_kind, order_id, membership_purchase_id,
      gift_purchase_id, user_id, method, status, amount, pse_bank, document_type)
    values (p_kind,
      case when p_kind = 'order' then p_id end,
      case when p_kind = 'membership' then p_id end,
      case when p_kind = 'gift' then p_id end,
      p_user_id, 'pse', 'approved', p_amount, v_details ->> 'bank',
      coalesce(v_details ->> 'documentType', 'CC'));
  end if;
  return v_reason;
end
$$;

-- An order (as 20261125180200 paid it): online orders only; paid → confirmed, and the points
-- and the confirmation email follow from the orders triggers.
create function private.pay_order(p_user_id uuid, p_id uuid, p_method public.payment_method,
  p_details jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_order public.orders;
  v_reason text;
begin
  select * into v_order from public.orders o
    where o.id = p_id and o.user_id = p_user_id for update;
  if not found then
    perform private.fail('Pedido no encontrado');
  end if;
  -- Paying twice (a double click, a second tab) answers with the payment already made.
  if v_order.payment_status = 'paid' then
    return jsonb_build_object('approved', true, 'kind', 'order', 'id', v_order.id,
      'payment_status', v_order.payment_status, 'payment_method', v_order.payment_method,
      'reference', v_order.order_number, 'order', to_jsonb(v_order));
  end if;
  if v_order.status = 'cancelled' or v_order.payment_status = 'refunded' then
    perform private.fail('Error - No se pudo procesar el pago');
  end if;
  if v_order.payment_method = 'cash' then
    perform private.fail('Pago contra entrega - Este pedido se paga al recibirlo');
  end if;

  v_reason := private.charge('order', v_order.id, p_user_id, v_order.total, p_method, p_details);

  if v_reason is null then
    update public.orders
      set payment_method = p_method,
          payment_status = 'paid',
          status = case when status = 'pending' then 'confirmed'::public.order_status else status end
      where id = v_order.id returning * into v_order;
  else
    update public.orders set payment_status = 'failed'
      where id = v_order.id returning * into v_order;
  end if;
  return jsonb_build_object('approved', v_reason is null, 'kind', 'order', 'id', v_order.id,
    'payment_status', v_order.payment_status, 'payment_method', v_order.payment_method,
    'reference', v_order.order_number, 'order', to_jsonb(v_order));
end
$$;

create function private.membership_payment_result(p_purchase public.membership_purchases)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('approved', p_purchase.payment_status = 'paid', 'kind', 'membership',
    'id', p_purchase.id, 'payment_status', p_purchase.payment_status,
    'payment_method', coalesce(p_purchase.payment_method, 'online'),
    'reference', 'MEM-' || upper(left(p_purchase.id::text, 8)),
    'membership', jsonb_build_object('plan_name', p_purchase.plan_name,
      'membership_type', p_purchase.membership_type, 'expires_on', p_purchase.expires_on));
$$;

-- A membership purchase: approved, the plan is active now (private.grant_membership).
create function private.pay_membership(p_user_id uuid, p_id uuid,
  p_method public.payment_method, p_details jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_purchase public.membership_purchases;
  v_reason text;
  v_expires date;
begin
  -- Locks in start_membership_purchase's order: the profile, then the purchase.
  perform 1 from public.user_profiles p where p.id = p_user_id for update;
  select * into v_purchase from public.membership_purchases m
    where m.id = p_id and m.user_id = p_user_id for update;
  if not found then
    perform private.fail('Membresía no encontrada');
  end if;
  if v_purchase.payment_status = 'paid' then
    return private.membership_payment_result(v_purchase);
  end if;
  if v_purchase.payment_status = 'refunded' then
    perform private.fail('Error - No se pudo procesar el pago');
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

create function private.gift_payment_result(p_gift public.gift_purchases) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('approved', p_gift.payment_status = 'paid', 'kind', 'gift',
    'id', p_gift.id, 'payment_status', p_gift.payment_status,
    'payment_method', coalesce(p_gift.payment_method, 'online'),
    'reference', 'REG-' || upper(left(p_gift.id::text, 8)),
    'gift', jsonb_build_object('gift_code', p_gift.gift_code, 'gift_type', p_gift.gift_type,
      'gift_value', p_gift.gift_value, 'recipient_name', p_gift.recipient_name,
      'recipient_email', p_gift.recipient_email, 'delivery_date', p_gift.delivery_date,
      'status', p_gift.status));
$$;

-- A gift purchase: approved, it gets its code ('GIFT' + 8 random digits, unique; another draw
-- on a collision) and, when its delivery date has come, is delivered at once.
create function private.pay_gift(p_user_id uuid, p_id uuid, p_method public.payment_method,
  p_details jsonb) returns jsonb
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
  if v_gift.status = 'cancelled' or v_gift.payment_status = 'refunded' then
    perform private.fail('Error - No se pudo procesar el pago');
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

-- Pays one payable record of the caller through the simulated gateway.
-- Returns { approved, kind, id, payment_status, payment_method, reference } and, by kind,
-- order (the order row), membership { plan_name, membership_type, expires_on } or
-- gift { gift_code, gift_type, gift_value, recipient_name, recipient_email, delivery_date,
-- status }. A declined card is recorded (payment_status 'failed') and may be retried; paying
-- what is already paid answers the payment made.
create or replace function public.confirm_payment(
  p_kind text,
  p_id uuid,
  p_payment_method public.payment_method,
  p_details jsonb
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  if p_kind = 'order' then
    return private.pay_order(v_user, p_id, p_payment_method, p_details);
  elsif p_kind = 'membership' then
    return private.pay_membership(v_user, p_id, p_payment_method, p_details);
  elsif p_kind = 'gift' then
    return private.pay_gift(v_user, p_id, p_payment_method, p_details);
  end if;
  perform private.fail('Pago no encontrado');
  return null;
end
$$;
comment on function public.confirm_payment is
  'Simulated gateway for the caller''s payable of kind order, membership or gift: card (Luhn, expiry, decline test card; last four kept) or PSE (listed bank, document). Orders: online only (cash orders are marked paid by an admin). Memberships: activates the plan. Gifts: issues the code and delivers it when due. Idempotent once paid.';

-- ---------------------------------------------------------------------------------------------
-- Gift delivery on its date
-- ---------------------------------------------------------------------------------------------
-- Hosted Supabase runs this from pg_cron:
--   select cron.schedule('deliver-gifts', '*/15 * * * *', 'select public.deliver_due_gifts()');
-- (the outbox's scheduled Edge Function then sends the emails). The local server's dev mailbox
-- runs it each time the mailbox is read, before it delivers the outbox.
create function public.deliver_due_gifts() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_gift public.gift_purchases;
  v_count integer := 0;
begin
  for v_gift in
    select * from public.gift_purchases g
    where g.payment_status = 'paid' and g.status = 'pending' and g.delivered_at is null
      and g.delivery_date <= private.today_bogota()
    order by g.delivery_date, g.paid_at, g.id
    for update skip locked
  loop
    perform private.deliver_gift(v_gift);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
comment on function public.deliver_due_gifts is
  'Queues the delivery email of every paid, undelivered gift whose delivery date (Bogotá) has come and marks it sent. Returns how many. service_role only (pg_cron on hosted Supabase).';

-- ---------------------------------------------------------------------------------------------
-- Gift redemption, limited per account
-- ---------------------------------------------------------------------------------------------
-- Per-key limits on top of the per-address ones of 20261125180100 (same tables; the key is
-- 'user:<id>' for an account). A redemption counts only its failed tries.
insert into private.rate_limits (bucket, max_hits, per) values
  ('gift_redeem', 10, interval '1 hour');

-- Whether p_key has used up the bucket (hits older than the window are forgotten). Holds a
-- lock on the key until the transaction ends, so parallel calls are counted one after another.
create function private.rate_limit_reached(p_bucket text, p_key text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_limit private.rate_limits;
  v_hits integer;
begin
  select * into v_limit from private.rate_limits where bucket = p_bucket;
  if not found then
    return false;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('rate:' || p_bucket || ':' || p_key, 0));
  delete from private.rate_limit_hits
    where bucket = p_bucket and address = p_key and hit_at <= now() - v_limit.per;
  select count(*) into v_hits from private.rate_limit_hits
    where bucket = p_bucket and address = p_key;
  return v_hits >= v_limit.max_hits;
end
$$;

create function private.record_rate_limit_hit(p_bucket text, p_key text) returns void
language sql security definer
set search_path = ''
as $$
  insert into private.rate_limit_hits (bucket, address) values (p_bucket, p_key);
$$;

-- Redeems a gift code for the caller. A wrong, unpaid or used code is answered
-- { redeemed: false, message } (not raised, so that the counted try is kept).
create function public.redeem_gift(p_code text) returns jsonb
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
  if not found or v_gift.payment_status <> 'paid' or v_gift.status = 'cancelled' then
    perform private.record_rate_limit_hit('gift_redeem', v_key);
    return jsonb_build_object('redeemed', false,
      'message', 'Código inválido - Revisa el código de tu regalo');
  end if;
  if v_gift.status = 'redeemed' or v_gift.redeemed_at is not null then
    perform private.record_rate_limit_hit('gift_redeem', v_key);
    return jsonb_build_object('redeemed', false,
      'message', 'Regalo ya canjeado - Este código ya fue usado');
  end if;

  if v_gift.gift_type = 'membership' then
    v_type := v_gift.gift_value::public.membership_type;
    select * into v_plan from public.membership_plans mp
      where mp.is_active and mp.membership_type = v_type
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
  'Redeems a paid gift code once for the caller: a membership gift activates the plan, a coupon becomes a one-use fixed code owned by the caller. Wrong/used codes answer { redeemed: false, message }; 10 failed tries per account and hour.';

-- ---------------------------------------------------------------------------------------------
-- Points: say how many are missing
-- ---------------------------------------------------------------------------------------------
create or replace function public.spin_roulette() returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_prize public.roulette_prizes;
  v_candidate public.roulette_prizes;
  v_draw numeric := random() * 100;
  v_cumulative numeric := 0;
  v_win public.roulette_wins;
  v_balance integer;
  v_expires timestamptz := now() + interval '30 days';
begin
  if v_user is null then
    perform private.fail('Inicia sesión para usar la ruleta', '42501');
  end if;
  if not exists (select 1 from public.roulette_prizes where is_active) then
    perform private.fail('No hay premios disponibles');
  end if;
  select current_points into v_balance from public.user_points
    where user_id = v_user for update;
  if coalesce(v_balance, 0) < 100 then
    perform private.fail('Puntos insuficientes - Necesitas 100 puntos para girar');
  end if;
  perform private.move_points(v_user, -100, 'spent', 'Giro de ruleta');

  -- Weighted draw in prize order; the last prize takes any remainder.
  for v_candidate in
    select * from public.roulette_prizes where is_active order by created_at, id
  loop
    v_prize := v_candidate;
    v_cumulative := v_cumulative + v_candidate.probability;
    exit when v_draw < v_cumulative;
  end loop;

  insert into public.roulette_wins (user_id, prize_id, prize_name, prize_type, prize_value,
    redeemed, redeemed_at, expires_at)
  values (v_user, v_prize.id, v_prize.name, v_prize.type,
    case when v_prize.type = 'free_shipping' then 1 else v_prize.value end,
    v_prize.type = 'points', case when v_prize.type = 'points' then now() end,
    case when v_prize.type <> 'points' then v_expires end)
  returning * into v_win;

  if v_prize.type = 'points' and v_prize.value >= 1 then
    perform private.move_points(v_user, floor(v_prize.value)::integer, 'earned',
      'Premio de ruleta: ' || v_prize.name);
  elsif v_prize.type in ('discount', 'free_shipping') then
    insert into public.user_bonuses (user_id, roulette_win_id, bonus_name, bonus_type,
      bonus_value, points_spent, status, expires_at)
    values (v_user, v_win.id, v_prize.name, v_prize.type::text::public.bonus_type,
      v_win.prize_value, 0, 'active', v_expires);
  end if;

  select current_points into v_balance from public.user_points where user_id = v_user;
  return jsonb_build_object('win', to_jsonb(v_win), 'prize', to_jsonb(v_prize),
    'current_points', v_balance);
end
$$;

create or replace function public.redeem_reward(p_reward_id uuid)
returns public.points_redemptions_v2
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_reward public.rewards_catalog;
  v_membership public.membership_type;
  v_balance integer;
  v_missing integer;
  v_result public.points_redemptions_v2;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión para canjear premios', '42501');
  end if;
  select * into v_reward from public.rewards_catalog r
    where r.id = p_reward_id and r.is_active for update;
  if not found then
    perform private.fail('Error al canjear premio - El premio no está disponible');
  end if;
  v_membership := private.effective_membership(v_user);
  if (v_reward.tier = 'extended' and v_membership in ('regular'))
    or (v_reward.tier = 'premium' and v_membership in ('regular', 'mensual', 'premium')) then
    perform private.fail('Premio no disponible - Este premio requiere una membresía superior');
  end if;
  if v_reward.stock <= 0 then
    perform private.fail('Premio agotado - Este premio ya no tiene unidades disponibles');
  end if;
  select current_points into v_balance from public.user_points
    where user_id = v_user for update;
  v_missing := v_reward.points_required - coalesce(v_balance, 0);
  if v_missing > 0 then
    perform private.fail(format('Puntos insuficientes - Necesitas %s %s más', v_missing,
      case when v_missing = 1 then 'punto' else 'puntos' end));
  end if;
  perform private.move_points(v_user, -v_reward.points_required, 'redeemed',
    'Canje de premio: ' || v_reward.name);
  update public.rewards_catalog set stock = stock - 1 where id = v_reward.id;
  insert into public.points_redemptions_v2 (user_id, reward_type, reward_id, reward_name,
    points_used, status)
  values (v_user, 'reward', v_reward.id, v_reward.name, v_reward.points_required, 'pending')
  returning * into v_result;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- activate_membership granted any plan without payment: gone.
-- ---------------------------------------------------------------------------------------------
drop function public.activate_membership(uuid);

-- ---------------------------------------------------------------------------------------------
-- Privileges: EXECUTE only where needed.
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.start_membership_purchase(uuid),
  public.redeem_gift(text),
  public.deliver_due_gifts(),
  public.buy_gift(public.gift_type, text, text, text, text, text, date),
  public.confirm_payment(text, uuid, public.payment_method, jsonb),
  public.spin_roulette(),
  public.redeem_reward(uuid)
  from public, anon, authenticated;
grant execute on function
  public.start_membership_purchase(uuid),
  public.redeem_gift(text),
  public.buy_gift(public.gift_type, text, text, text, text, text, date),
  public.confirm_payment(text, uuid, public.payment_method, jsonb),
  public.spin_roulette(),
  public.redeem_reward(uuid)
  to authenticated;
grant execute on function
  public.start_membership_purchase(uuid),
  public.redeem_gift(text),
  public.deliver_due_gifts(),
  public.buy_gift(public.gift_type, text, text, text, text, text, date),
  public.confirm_payment(text, uuid, public.payment_method, jsonb),
  public.spin_roulette(),
  public.redeem_reward(uuid)
  to service_role;
revoke execute on function
  private.check_code_for(public.discount_codes, uuid, integer),
  private.random_code(text, integer),
  private.grant_membership(uuid, public.membership_type, integer),
  private.gift_coupon_value(text),
  private.gift_label(text),
  private.deliver_gift(public.gift_purchases),
  private.charge(text, uuid, uuid, integer, public.payment_method, jsonb),
  private.pay_order(uuid, uuid, public.payment_method, jsonb),
  private.membership_payment_result(public.membership_purchases),
  private.pay_membership(uuid, uuid, public.payment_method, jsonb),
  private.gift_payment_result(public.gift_purchases),
  private.pay_gift(uuid, uuid, public.payment_method, jsonb),
  private.rate_limit_reached(text, text),
  private.record_rate_limit_hit(text, text)
  from public, anon, authenticated;
