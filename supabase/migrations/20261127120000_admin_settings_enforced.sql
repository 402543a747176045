-- The admin back office, part 2 (issue 22): the rules of the screens that manage discounts,
-- memberships, banners, roulette prizes, the bonus store, the newsletter and the settings, held
-- by the database, and the settings the store obeys (ARCHITECTURE §5: enforced, not just
-- stored).
--
-- * banner_settings: the call-to-action link is empty, a path of this site or an https URL
--   (banner_settings_cta_link_safe); the image is an https URL or an object path of the
--   product-images bucket (banner_settings_image_url_safe). A `javascript:` link, a
--   protocol-relative `//host` or a `data:` image can't be stored, whoever writes it.
-- * roulette_prizes: the sum of every prize's probability (inactive ones included) stays at or
--   under 100, checked under a lock so two admins saving at once can't pass it together; a
--   prize of type product is refused (nothing in the spec fulfils one: supabase/README.md).
-- * membership_plans: the last plan of a membership type that shoppers still hold can't be
--   deleted.
-- * newsletter_subscriptions: admins change a subscription's status only.
-- * app_settings: the database records who saved it (updated_by), and it joins the realtime
--   publication so every open store follows a change at once.
-- * Settings enforced: registrations off refuses sign-ups (an auth hook: Supabase Auth's
--   "before user created", which the local server runs too), maintenance refuses orders and
--   payments to everyone but admins, and each email switch gates its outbox kind: order and
--   payment confirmations, the shipping notification (new: when an order becomes shipped) and
--   the account's welcome email (new: when its email is confirmed). newsletter_enabled already
--   refuses subscribe_newsletter (20261125180100), so no welcome code is sent either.
-- * Existing rules this migration relies on and only tests: discount codes are stored
--   uppercase, unique, percentage ≤ 100, max_uses null or ≥ 1, min_purchase ≥ 0
--   (20261121100200); a deleted bonus leaves what shoppers bought (user_bonuses.bonus_id
--   on delete set null, 20261121100300).

-- ---------------------------------------------------------------------------------------------
-- banner_settings: safe links and images
-- ---------------------------------------------------------------------------------------------
-- A link is safe when it is empty, a path of this site ('/dogs', not '//host', which a browser
-- reads as another site) or an https URL with a host. No whitespace, control character or
-- backslash anywhere: browsers drop tabs and newlines inside a URL and read '\' as '/', so
-- '/\evil.example' or '/<tab>/evil.example' would leave the site.
-- An image is an https URL or an object path of the product-images bucket ('banners/x.png':
-- starts with a letter, digit, '_' or '-', no ':' (no scheme), no '//', no '.' or '..' segment).
--
-- Rows saved before these rules: an unsafe link is removed (the banner stays, without a link),
-- and an http:// image becomes https://. (The seed's banners already follow the rules.)
update public.banner_settings set cta_link = null
where cta_link is not null and cta_link <> ''
  and not (cta_link !~ '[[:space:][:cntrl:]\\]'
    and (cta_link ~ '^/([^/]|$)' or cta_link ~* '^https://[^/?#]+([/?#].*)?$'));

update public.banner_settings set image_url = 'https://' || substr(image_url, 8)
where image_url ~* '^http://';

alter table public.banner_settings
  add constraint banner_settings_cta_link_safe check (
    cta_link is null or cta_link = ''
    or (cta_link !~ '[[:space:][:cntrl:]\\]'
      and (cta_link ~ '^/([^/]|$)' or cta_link ~* '^https://[^/?#]+([/?#].*)?$'))
  ),
  add constraint banner_settings_image_url_safe check (
    image_url !~ '[[:space:][:cntrl:]\\]'
    and (image_url ~* '^https://[^/?#]+([/?#].*)?$'
      or (image_url ~ '^[A-Za-z0-9_-][^:]*$' and image_url !~ '//'
        and image_url !~ '(^|/)\.\.?(/|$)'))
  );
comment on column public.banner_settings.cta_link is
  'Empty, a path of this site (''/dogs'', not ''//host'') or an https URL; no whitespace or backslash.';
comment on column public.banner_settings.image_url is
  'An https URL, or an object path of the product-images bucket (uploads go under banners/).';

-- ---------------------------------------------------------------------------------------------
-- roulette_prizes: the probability cap, race-free, and no product prizes
-- ---------------------------------------------------------------------------------------------
-- Prizes of type product saved before this migration: the two the seed made become what the
-- seed now has (a points prize at the same 4 %, an inactive discount prize); any other is
-- switched off at 0 % (kept, so an admin can give it another type or delete it; wins of it
-- stay as they are).
update public.roulette_prizes
  set name = '150 puntos', description = 'Suma 150 puntos a tu saldo.', icon = '🎯',
      type = 'points', value = 150
where id = '60c789f9-9bed-50b6-b651-9389c5c68bf3' and type = 'product';
update public.roulette_prizes
  set name = 'Descuento de temporada', type = 'discount', value = 15
where id = 'fac17884-6af7-5735-a5d5-7afb2c4b85cb' and type = 'product';
update public.roulette_prizes set is_active = false, probability = 0 where type = 'product';

-- The sum of every prize's probability, inactive ones included (the spec: "all other prizes
-- plus this one"), may not exceed 100. The check still runs when the transaction commits (a
-- script may lower one prize and raise another in either order), and it first takes a
-- transaction lock that every check takes: a second admin's save waits for the first one's
-- commit and then counts its prize, so two saves of 60 % can't both see 40 % left. (A table
-- lock would deadlock here: each saving transaction already holds ROW EXCLUSIVE on the table.)
-- It relies on READ COMMITTED, PostgREST's isolation: the sum is read after the lock is held.
create or replace function private.check_prize_probabilities() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('roulette_prizes:probability_sum', 0));
  if (select coalesce(sum(p.probability), 0) from public.roulette_prizes p) > 100 then
    perform private.fail('La suma de probabilidades no puede exceder 100%');
  end if;
  return null;
end
$$;

-- A prize of type product can't be created, nor can a prize become one; a product prize saved
-- before this migration may stay while it is inactive (to be given another type or deleted).
create function private.refuse_product_prize() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.type = 'product'
    and (tg_op = 'INSERT' or old.type is distinct from 'product' or new.is_active) then
    perform private.fail('Los premios de tipo producto no están disponibles');
  end if;
  return new;
end
$$;

create trigger roulette_prizes_no_product before insert or update on public.roulette_prizes
  for each row execute function private.refuse_product_prize();

-- ---------------------------------------------------------------------------------------------
-- membership_plans: the last plan of a type its shoppers hold stays
-- ---------------------------------------------------------------------------------------------
-- Deleting a plan is refused when no other plan (active or not) has its membership type and a
-- shopper holds that type unexpired (no expiry, or expiring today or later in Bogotá): their
-- membership's discount, multiplier and renewal come from that plan. Two admins deleting the
-- last two plans of a type at once are checked one after the other (a lock per type), so the
-- second sees the first one gone.
create function private.refuse_deleting_held_plan() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('membership_plans:' || old.membership_type::text, 0));
  if not exists (
    select 1 from public.membership_plans mp
    where mp.membership_type = old.membership_type and mp.id <> old.id
  ) and exists (
    select 1 from public.user_profiles p
    where p.membership_type = old.membership_type
      and (p.membership_expiry is null or p.membership_expiry >= private.today_bogota())
  ) then
    perform private.fail('No se puede eliminar: hay clientes con esta membresía');
  end if;
  return old;
end
$$;

create trigger membership_plans_refuse_delete_while_held before delete
  on public.membership_plans
  for each row execute function private.refuse_deleting_held_plan();

-- ---------------------------------------------------------------------------------------------
-- newsletter_subscriptions: admins read every subscription and change its status only
-- ---------------------------------------------------------------------------------------------
-- (The email, its code and whether the code was used are written by subscribe_newsletter and
-- place_order.) The existing guard of points_redemptions_v2 and gift_purchases.
create trigger newsletter_subscriptions_guard before update on public.newsletter_subscriptions
  for each row execute function private.guard_status_only();

-- ---------------------------------------------------------------------------------------------
-- app_settings: who saved it, and live
-- ---------------------------------------------------------------------------------------------
-- updated_by is the caller, whatever a browser sends (the project's own writes and the service
-- role keep what they set). Everyone reads the row and admins update it (20261121100100); the
-- audit trigger of 20261127100000 records each change.
create function private.set_settings_editor() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() then
    new.updated_by := (select auth.uid());
  end if;
  return new;
end
$$;

create trigger app_settings_updated_by before insert or update on public.app_settings
  for each row execute function private.set_settings_editor();

alter publication supabase_realtime add table public.app_settings;

-- ---------------------------------------------------------------------------------------------
-- Registrations: Supabase Auth's "before user created" hook
-- ---------------------------------------------------------------------------------------------
-- Supabase Auth calls this function before it creates a user through a sign-up (email, phone,
-- OTP or magic link for a new address, anonymous, OAuth, an invitation), and not for a user an
-- admin creates with the service role (auth.admin.createUser). An `error` answer refuses the
-- sign-up with that HTTP status and message, which reaches supabase-js as the AuthApiError's
-- message. (A trigger on auth.users can't do this: Supabase Auth creates admin users with the
-- same insert, and answers any failing trigger with 500 'Database error saving new user'.)
-- Configured in config.toml ([auth.hook.before_user_created]); the local server runs it too.
create function private.before_user_created(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce((select s.allow_registrations from public.app_settings s where s.id = 1), true) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object(
    'http_code', 403, 'message', 'Los registros están cerrados por ahora'));
end
$$;
comment on function private.before_user_created(jsonb) is
  'Supabase Auth hook (before user created): refuses sign-ups with 403 ''Los registros están cerrados por ahora'' while app_settings.allow_registrations is off. Admin-created users don''t pass through it.';

-- ---------------------------------------------------------------------------------------------
-- Maintenance: the store takes no orders or payments from shoppers
-- ---------------------------------------------------------------------------------------------
-- Raises 'La tienda está en mantenimiento. Vuelve pronto.' (P0001) while maintenance_mode is on
-- and the caller is not an admin.
create function private.refuse_while_in_maintenance() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce((select s.maintenance_mode from public.app_settings s where s.id = 1), false)
    and not private.is_admin() then
    perform private.fail('La tienda está en mantenimiento. Vuelve pronto.');
  end if;
end
$$;

-- place_order as 20261125180200 defined it, plus the maintenance check after the sign-in one.
create or replace function public.place_order(
  p_shipping_address jsonb,
  p_shipping_time_range_id uuid,
  p_payment_method public.payment_method,
  p_delivery_date date default null,
  p_discount_code text default null,
  p_user_bonus_id uuid default null,
  p_roulette_win_id uuid default null
) returns public.orders
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_address jsonb := coalesce(p_shipping_address, '{}'::jsonb);
  v_country text;
  v_phone text;
  v_quote jsonb;
  v_item jsonb;
  v_slot public.shipping_time_ranges;
  v_order public.orders;
  v_number bigint;
  v_discount jsonb;
  v_field text;
  v_cart_ids uuid[];
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  -- The store is closed to shoppers while it is in maintenance (admins keep working).
  perform private.refuse_while_in_maintenance();
  if jsonb_typeof(v_address) <> 'object' then
    v_address := '{}'::jsonb;
  end if;

  -- The checkout form's checks, in the spec's order.
  foreach v_field in array array['firstName', 'lastName', 'phone', 'email', 'address', 'city',
    'department'] loop
    if coalesce(trim(v_address ->> v_field), '') = '' then
      perform private.fail('Campos incompletos - Por favor completa todos los campos requeridos');
    end if;
  end loop;
  v_country := coalesce(nullif(trim(v_address ->> 'countryCode'), ''), '+57');
  v_phone := trim(v_address ->> 'phone');
  if v_country not in ('+57', '+1', '+52', '+34', '+54') or v_phone !~ '^[0-9]{1,10}$'
    or (v_country = '+57' and length(v_phone) <> 10) then
    perform private.fail('Teléfono inválido - El teléfono debe tener 10 dígitos');
  end if;
  if position('@' in v_address ->> 'email') = 0 then
    perform private.fail('Email inválido - Por favor ingresa un email válido');
  end if;
  select * into v_slot from public.shipping_time_ranges t
    where t.id = p_shipping_time_range_id and t.is_active;
  if not found or p_delivery_date is null
    or p_delivery_date not between private.today_bogota() and private.today_bogota() + 3 then
    perform private.fail('Selecciona envío - Por favor selecciona una opción de envío');
  end if;
  if not private.slot_open(v_slot, p_delivery_date) then
    perform private.fail('Horario no disponible - Esa franja de hoy ya pasó, elige otra');
  end if;
  if p_payment_method is null or p_payment_method not in ('cash', 'online') then
    perform private.fail('Selecciona pago - Por favor selecciona un método de pago');
  end if;

  -- Locks, always in this order: the caller's cart lines, their products (by id), then the
  -- code, bonus or prize. A second order of the same cart waits here and then finds it empty;
  -- a line added meanwhile (another tab) is not part of this order and stays in the cart.
  select array_agg(locked.id) into v_cart_ids
  from (
    select c.id from public.cart_items c where c.user_id = v_user order by c.id for update
  ) locked;
  if v_cart_ids is null then
    perform private.fail('Tu carrito está vacío');
  end if;
  perform 1 from public.products p
    where p.id in (select c.product_id from public.cart_items c where c.id = any (v_cart_ids))
    order by p.id for update;
  if p_discount_code is not null and trim(p_discount_code) <> '' then
    perform 1 from public.discount_codes d where d.code = upper(trim(p_discount_code)) for update;
  end if;
  if p_user_bonus_id is not null then
    perform 1 from public.user_bonuses b where b.id = p_user_bonus_id for update;
  end if;
  if p_roulette_win_id is not null then
    perform 1 from public.roulette_wins w where w.id = p_roulette_win_id for update;
    perform 1 from public.user_bonuses b where b.roulette_win_id = p_roulette_win_id for update;
  end if;

  v_quote := private.checkout_quote(v_user, p_shipping_time_range_id, p_discount_code,
    p_user_bonus_id, p_roulette_win_id, v_cart_ids);

  for v_item in select * from jsonb_array_elements(v_quote -> 'items') loop
    if not (v_item ->> 'available')::boolean then
      perform private.fail(format('Stock insuficiente - No hay suficientes unidades de %s',
        v_item ->> 'name'));
    end if;
  end loop;

  v_discount := v_quote -> 'discount';

  -- A unique BON-<milliseconds> number: the next millisecond if this one is taken.
  v_number := floor(extract(epoch from clock_timestamp()) * 1000)::bigint;
  loop
    insert into public.orders (order_number, user_id, subtotal, shipping_cost, discount_amount,
      total, status, payment_method, payment_status, shipping_address, shipping_time_range_id,
      delivery_date, discount_code_id, discount_code, user_bonus_id, roulette_win_id,
      membership_type)
    values (
      'BON-' || v_number, v_user,
      (v_quote ->> 'subtotal')::integer,
      (v_quote ->> 'shipping_cost')::integer,
      (v_quote ->> 'discount_amount')::integer,
      (v_quote ->> 'total')::integer,
      'pending', p_payment_method, 'pending',
      jsonb_build_object(
        'firstName', trim(v_address ->> 'firstName'),
        'lastName', trim(v_address ->> 'lastName'),
        'countryCode', v_country,
        'phone', v_phone,
        'email', trim(v_address ->> 'email'),
        'address', trim(v_address ->> 'address'),
        'city', trim(v_address ->> 'city'),
        'department', trim(v_address ->> 'department'),
        'shippingOption', v_slot.time_range,
        'deliveryDate', p_delivery_date,
        'notes', left(coalesce(trim(v_address ->> 'notes'), ''), 500)
      ),
      p_shipping_time_range_id, p_delivery_date,
      case when v_discount ->> 'kind' = 'code' then (v_discount ->> 'id')::uuid end,
      case when v_discount ->> 'kind' = 'code' then v_discount ->> 'code' end,
      case when v_discount ->> 'kind' = 'bonus' then (v_discount ->> 'id')::uuid end,
      case when v_discount ->> 'kind' = 'prize' then (v_discount ->> 'id')::uuid end,
      (v_quote ->> 'membership_type')::public.membership_type
    )
    on conflict (order_number) do nothing
    returning * into v_order;
    exit when v_order.id is not null;
    v_number := v_number + 1;
  end loop;

  insert into public.order_items (order_id, product_id, product_name, product_price, quantity, total)
  select v_order.id, (i ->> 'product_id')::uuid, i ->> 'name', (i ->> 'unit_price')::integer,
    (i ->> 'quantity')::integer, (i ->> 'total')::integer
  from jsonb_array_elements(v_quote -> 'items') i;

  update public.products p
    set stock_quantity = p.stock_quantity - (i ->> 'quantity')::integer,
        sales_count = p.sales_count + (i ->> 'quantity')::integer
  from jsonb_array_elements(v_quote -> 'items') i
  where p.id = (i ->> 'product_id')::uuid;

  if v_discount ->> 'kind' = 'code' then
    update public.discount_codes set current_uses = current_uses + 1
      where id = (v_discount ->> 'id')::uuid;
    insert into public.discount_code_redemptions (discount_code_id, user_id, order_id)
      values ((v_discount ->> 'id')::uuid, v_user, v_order.id);
    update public.newsletter_subscriptions set used_discount = true
      where discount_code = v_discount ->> 'code';
  elsif v_discount ->> 'kind' = 'bonus' then
    update public.user_bonuses set status = 'used', used_at = now()
      where id = (v_discount ->> 'id')::uuid;
    update public.roulette_wins set redeemed = true, redeemed_at = now()
      where id = (select b.roulette_win_id from public.user_bonuses b
        where b.id = (v_discount ->> 'id')::uuid) and not redeemed;
  elsif v_discount ->> 'kind' = 'prize' then
    update public.roulette_wins set redeemed = true, redeemed_at = now()
      where id = (v_discount ->> 'id')::uuid;
    update public.user_bonuses set status = 'used', used_at = now()
      where roulette_win_id = (v_discount ->> 'id')::uuid and status = 'active';
  end if;

  delete from public.cart_items where id = any (v_cart_ids);

  if private.email_enabled('order_confirmation_email') then
    perform private.queue_email('order_confirmation', v_order.shipping_address ->> 'email',
      'Recibimos tu pedido ' || v_order.order_number,
      private.order_email_body(v_order, case p_payment_method
        when 'cash' then 'Recibimos tu pedido. Lo pagas contra entrega.'
        else 'Recibimos tu pedido. Te confirmaremos cuando recibamos el pago.' end),
      v_user, v_order.id);
  end if;
  return v_order;
end
$$;

-- confirm_payment as 20261126100000 defined it, plus the maintenance check: no order, membership
-- or gift is charged while the store is closed (a shopper's stale tab can still call it).
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
  perform private.refuse_while_in_maintenance();
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

-- ---------------------------------------------------------------------------------------------
-- The email switches and their outbox kinds
-- ---------------------------------------------------------------------------------------------
-- order_confirmation_email: order_confirmation (place_order) and payment_confirmation (when an
--   order becomes paid), as before.
-- shipping_notification_email: shipping_notification, when an order first becomes shipped.
-- welcome_email_enabled: welcome, when an account's email is confirmed (at once on sign-up with
--   confirmations off), once per account.
-- newsletter_enabled: no subscription at all while off (subscribe_newsletter refuses), so no
--   newsletter_welcome; while on, the welcome always carries the subscriber's code.
-- Gift deliveries are never gated (they are what the buyer paid for).
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in ('order_confirmation',
    'payment_confirmation', 'shipping_notification', 'newsletter_welcome', 'gift_delivery',
    'welcome'));

-- The shipping notification, to the checkout's email, the first time the order becomes shipped
-- (whoever sets it; a correction back and forth sends nothing more).
create function private.email_shipping_notification() returns trigger
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
      private.order_email_body(new,
        '¡Tu pedido va en camino! Pronto llegará a la dirección de entrega.'),
      new.user_id, new.id);
  end if;
  return null;
end
$$;

create trigger orders_shipping_email after update of status on public.orders
  for each row execute function private.email_shipping_notification();

-- The welcome email, once per account, when its email is confirmed.
create function private.email_account_welcome() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_name text := nullif(trim(new.raw_user_meta_data ->> 'first_name'), '');
begin
  if new.email_confirmed_at is null
    or (tg_op = 'UPDATE' and old.email_confirmed_at is not null)
    or coalesce(new.email, '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    or char_length(new.email) > 254
    or not private.email_enabled('welcome_email_enabled')
    or exists (select 1 from public.email_outbox e where e.user_id = new.id and e.kind = 'welcome')
  then
    return null;
  end if;
  perform private.queue_email('welcome', new.email, '¡Bienvenido a Boñis!',
    concat_ws(E'\n',
      case when v_name is null then 'Hola,' else 'Hola ' || left(v_name, 100) || ',' end,
      '',
      '¡Gracias por crear tu cuenta en Boñis!',
      '',
      'Ya tienes 100 puntos de bienvenida. Con cada compra sumas más puntos y puedes cambiarlos '
        || 'por premios, bonos y giros en la ruleta.',
      '',
      'Con cariño para ti y tu mascota,',
      'El equipo de Boñis'),
    new.id, null);
  return null;
end
$$;

-- Named to run after on_auth_user_created (the profile and the welcome points).
create trigger on_auth_user_welcome after insert or update of email_confirmed_at on auth.users
  for each row execute function private.email_account_welcome();

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
-- Supabase Auth calls the hook as supabase_auth_admin; nobody else may.
grant usage on schema private to supabase_auth_admin;
revoke execute on function private.before_user_created(jsonb)
  from public, anon, authenticated, service_role;
grant execute on function private.before_user_created(jsonb) to supabase_auth_admin;
-- The rest are trigger functions (a trigger needs no EXECUTE) and the maintenance check, which
-- only the functions above call.
revoke execute on function
  private.refuse_product_prize(),
  private.refuse_deleting_held_plan(),
  private.set_settings_editor(),
  private.refuse_while_in_maintenance(),
  private.email_shipping_notification(),
  private.email_account_welcome()
  from public, anon, authenticated;
