-- What the cart, checkout and payment pages need from the database, and payments that can't be
-- faked (issue: mfe-checkout).
--
-- * The quote (preview_checkout, place_order) carries what the cart page shows of each line
--   (image, brand, whether it can still be bought) and the cart's shipping estimate, and applies
--   the code rules of 20261125180100 (owner email, first purchase).
-- * Delivery slots: a delivery day is required, from today to today + 3 (Bogotá), and a time
--   range of today that has already ended can't be chosen (shipping_time_ranges.ends_at).
-- * place_order records the code's use and queues the order confirmation email.
-- * Payments: `payables` is what /payment can pay (orders today; memberships and gifts join it
--   when they become payable); confirm_payment takes the card or PSE details, decides in the
--   database (Luhn, expiry, the decline test card), stores only the card's last four digits,
--   and accepts only an order placed for online payment. A cash order is marked paid by an
--   admin. A paid order queues the payment confirmation email.

-- ---------------------------------------------------------------------------------------------
-- Delivery slots
-- ---------------------------------------------------------------------------------------------
alter table public.shipping_time_ranges
  add column ends_at time check (ends_at > time '00:00');
comment on column public.shipping_time_ranges.ends_at is
  'Bogotá time of day when this range ends: after it, today''s delivery in this range can''t be chosen. Null: always available today.';

-- Whether a delivery on p_date in this range can still be chosen now (Bogotá time).
create function private.slot_open(p_slot public.shipping_time_ranges, p_date date)
returns boolean
language sql stable
set search_path = ''
as $$
  select p_date between private.today_bogota() and private.today_bogota() + 3
    and (p_date > private.today_bogota() or p_slot.ends_at is null
      or (now() at time zone 'America/Bogota')::time < p_slot.ends_at);
$$;

-- ---------------------------------------------------------------------------------------------
-- The code rules, for the quote.
-- ---------------------------------------------------------------------------------------------
-- Refuses a code the caller may not use (raises the message the checkout shows).
create function private.check_code_for(p_code public.discount_codes, p_user_id uuid,
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
  if p_code.owner_email is not null then
    select lower(u.email) into v_email from auth.users u where u.id = p_user_id;
    -- Another account's code reads as an unknown one: it does not say the code exists.
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
-- The checkout quote (same arguments and result type as before; new fields).
-- ---------------------------------------------------------------------------------------------
create or replace function private.checkout_quote(
  p_user_id uuid,
  p_shipping_time_range_id uuid,
  p_discount_code text,
  p_user_bonus_id uuid,
  p_roulette_win_id uuid,
  p_cart_ids uuid[] default null
) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_membership public.membership_type := private.effective_membership(p_user_id);
  v_member_percent numeric := private.member_discount_percent(v_membership);
  v_threshold numeric;
  v_items jsonb;
  v_subtotal integer;
  v_item_count integer;
  v_unavailable integer;
  v_slot public.shipping_time_ranges;
  v_base_shipping integer := 0;
  v_estimate integer;
  v_shipping integer := 0;
  v_free_reason text;
  v_discount integer := 0;
  v_discount_info jsonb;
  v_code public.discount_codes;
  v_bonus public.user_bonuses;
  v_win public.roulette_wins;
  v_free_shipping_bonus boolean := false;
  v_applied integer := (p_discount_code is not null and trim(p_discount_code) <> '')::integer
    + (p_user_bonus_id is not null)::integer + (p_roulette_win_id is not null)::integer;
begin
  if v_applied > 1 then
    perform private.fail('Solo puedes aplicar un descuento por pedido');
  end if;

  select coalesce(s.free_shipping_threshold, 100000) into v_threshold
    from public.app_settings s where s.id = 1;
  v_threshold := coalesce(v_threshold, 100000);

  -- Lines that can't be bought (hidden product, not enough stock) are listed, flagged and left
  -- out of the money: the cart page shows them and blocks checkout; place_order refuses.
  select
    coalesce(jsonb_agg(jsonb_build_object(
      'cart_item_id', line.id,
      'product_id', line.product_id,
      'name', line.name,
      'brand', line.brand,
      'image', line.image,
      'quantity', line.quantity,
      'unit_price', line.unit_price,
      'list_price', line.price,
      'total', line.unit_price * line.quantity,
      'stock_quantity', line.stock_quantity,
      'is_active', line.is_active,
      'available', line.available
    ) order by line.created_at, line.product_id), '[]'::jsonb),
    coalesce(sum(line.unit_price * line.quantity) filter (where line.available), 0),
    coalesce(sum(line.quantity) filter (where line.available), 0),
    count(*) filter (where not line.available)
  into v_items, v_subtotal, v_item_count, v_unavailable
  from (
    select c.id, c.product_id, c.quantity, c.created_at, p.name, p.brand, p.images[1] as image,
      p.price, p.stock_quantity, p.is_active,
      p.is_active and p.stock_quantity >= c.quantity as available,
      private.unit_price(p.price, p.regular_price, p.member_price, v_membership <> 'regular',
        v_member_percent) as unit_price
    from public.cart_items c
    join public.products p on p.id = c.product_id
    where c.user_id = p_user_id and (p_cart_ids is null or c.id = any (p_cart_ids))
  ) line;

  -- Discount: a code, a bonus, or a roulette prize.
  if p_discount_code is not null and trim(p_discount_code) <> '' then
    select * into v_code from public.discount_codes d where d.code = upper(trim(p_discount_code));
    if not found then
      perform private.fail('Código inválido - El código ingresado no es válido o ha expirado');
    end if;
    perform private.check_code_for(v_code, p_user_id, v_subtotal);
    v_discount := case v_code.type
      when 'percentage' then round(v_subtotal * v_code.value / 100)::integer
      else least(round(v_code.value)::integer, v_subtotal)
    end;
    v_discount_info := jsonb_build_object('kind', 'code', 'id', v_code.id, 'code', v_code.code,
      'type', v_code.type, 'value', v_code.value);
  elsif p_user_bonus_id is not null then
    select * into v_bonus from public.user_bonuses b
      where b.id = p_user_bonus_id and b.user_id = p_user_id;
    if not found or v_bonus.status <> 'active' or v_bonus.expires_at <= now() then
      perform private.fail('Bono no disponible - El bono ya fue usado o ha expirado');
    end if;
    if v_bonus.bonus_type = 'product' then
      perform private.fail('Bono no aplicable - Este bono no se puede usar como descuento');
    end if;
    if v_bonus.bonus_type = 'free_shipping' then
      v_free_shipping_bonus := true;
    elsif v_bonus.bonus_type = 'discount' then
      v_discount := round(v_subtotal * least(v_bonus.bonus_value, 100) / 100)::integer;
    else
      v_discount := least(round(v_bonus.bonus_value)::integer, v_subtotal);
    end if;
    v_discount_info := jsonb_build_object('kind', 'bonus', 'id', v_bonus.id,
      'name', v_bonus.bonus_name, 'type', v_bonus.bonus_type, 'value', v_bonus.bonus_value);
  elsif p_roulette_win_id is not null then
    select * into v_win from public.roulette_wins w
      where w.id = p_roulette_win_id and w.user_id = p_user_id;
    if not found or v_win.redeemed or v_win.prize_type not in ('discount', 'free_shipping')
      or (v_win.expires_at is not null and v_win.expires_at <= now()) then
      perform private.fail('Premio no disponible - El premio ya fue usado o ha expirado');
    end if;
    if v_win.prize_type = 'free_shipping' then
      v_free_shipping_bonus := true;
    else
      v_discount := round(v_subtotal * least(v_win.prize_value, 100) / 100)::integer;
    end if;
    v_discount_info := jsonb_build_object('kind', 'prize', 'id', v_win.id,
      'name', v_win.prize_name, 'type', v_win.prize_type, 'value', v_win.prize_value);
  end if;

  -- Shipping: the time slot's cost, free at the threshold, for members, or with a bonus.
  if p_shipping_time_range_id is not null then
    select * into v_slot from public.shipping_time_ranges t
      where t.id = p_shipping_time_range_id and t.is_active;
    if not found then
      perform private.fail('Selecciona envío - Por favor selecciona una opción de envío');
    end if;
    v_base_shipping := v_slot.cost;
  end if;
  v_free_reason := case
    when v_membership <> 'regular' then 'membership'
    when v_item_count > 0 and v_subtotal >= v_threshold then 'threshold'
  end;
  -- A free-shipping bonus or prize is not spent on an order that ships free anyway.
  if v_free_shipping_bonus then
    if v_free_reason is not null then
      perform private.fail('Bono no aplicable - Tu pedido ya tiene envío gratis');
    end if;
    v_free_reason := 'bonus';
  end if;
  v_shipping := case when v_free_reason is null then v_base_shipping else 0 end;
  -- Before a slot is chosen (the cart page): the cheapest active slot, or 0 when free.
  v_estimate := case
    when v_free_reason is not null then 0
    when p_shipping_time_range_id is not null then v_base_shipping
    else coalesce((select min(t.cost) from public.shipping_time_ranges t where t.is_active), 0)
  end;

  return jsonb_build_object(
    'items', v_items,
    'item_count', v_item_count,
    'unavailable_count', v_unavailable,
    'membership_type', v_membership,
    'member_discount_percent', v_member_percent,
    'subtotal', v_subtotal,
    'shipping_base_cost', v_base_shipping,
    'shipping_cost', v_shipping,
    'shipping_estimate', v_estimate,
    'free_shipping', v_free_reason is not null,
    'free_shipping_reason', v_free_reason,
    'free_shipping_threshold', v_threshold,
    'discount_amount', v_discount,
    'discount', v_discount_info,
    'total', greatest(v_subtotal + v_shipping - v_discount, 0),
    'estimated_total', greatest(v_subtotal + v_estimate - v_discount, 0)
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Emails about an order (Spanish, plain text).
-- ---------------------------------------------------------------------------------------------
create function private.order_email_body(p_order public.orders, p_intro text) returns text
language sql stable
set search_path = ''
as $$
  select concat_ws(E'\n',
    'Hola ' || coalesce(nullif(p_order.shipping_address ->> 'firstName', ''), '') || ',',
    '',
    p_intro,
    '',
    'Pedido: ' || p_order.order_number,
    '',
    (select string_agg(i.quantity || ' × ' || i.product_name || ' — '
        || private.format_cop(i.total), E'\n' order by i.created_at, i.id)
      from public.order_items i where i.order_id = p_order.id),
    '',
    'Subtotal: ' || private.format_cop(p_order.subtotal),
    'Envío: ' || case when p_order.shipping_cost = 0 then 'Gratis'
      else private.format_cop(p_order.shipping_cost) end,
    case when p_order.discount_amount > 0
      then 'Descuento: -' || private.format_cop(p_order.discount_amount) end,
    'Total: ' || private.format_cop(p_order.total),
    '',
    'Entrega: ' || coalesce(to_char(p_order.delivery_date, 'DD/MM/YYYY'), '') || ' · '
      || coalesce(p_order.shipping_address ->> 'shippingOption', ''),
    'Dirección: ' || concat_ws(', ', p_order.shipping_address ->> 'address',
      p_order.shipping_address ->> 'city', p_order.shipping_address ->> 'department'),
    'Pago: ' || case p_order.payment_method
      when 'cash' then 'contra entrega'
      when 'credit_card' then 'tarjeta'
      when 'pse' then 'PSE'
      else 'en línea' end
      || ' (' || case p_order.payment_status
        when 'paid' then 'pagado'
        when 'failed' then 'rechazado'
        when 'refunded' then 'reembolsado'
        else 'pendiente' end || ')',
    '',
    'Gracias por comprar en Boñis.',
    'El equipo de Boñis');
$$;

-- ---------------------------------------------------------------------------------------------
-- place_order (same signature; a delivery day is now required and checked with its slot).
-- ---------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------
-- Payments
-- ---------------------------------------------------------------------------------------------
-- Every attempt to pay, approved or declined. Only the card's last four digits are kept; of
-- PSE, the bank and the document type.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  payable_kind text not null default 'order' check (payable_kind in ('order')),
  order_id uuid references public.orders (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  method public.payment_method not null check (method in ('credit_card', 'pse')),
  status text not null check (status in ('approved', 'declined')),
  amount integer not null check (amount >= 0),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  pse_bank text,
  document_type text check (document_type in ('CC', 'CE', 'NIT')),
  decline_reason text,
  created_at timestamptz not null default now(),
  constraint payments_payable check (payable_kind <> 'order' or order_id is not null),
  constraint payments_method_details check (
    (method = 'credit_card' and card_last4 is not null and pse_bank is null)
    or (method = 'pse' and pse_bank is not null and card_last4 is null))
);
create index payments_order_idx on public.payments (order_id, created_at desc);
create index payments_user_idx on public.payments (user_id, created_at desc);

alter table public.payments enable row level security;
create policy "shoppers read their own payments" on public.payments
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
revoke insert, update, delete, truncate on public.payments from anon, authenticated;

-- What /payment can pay: one row per payable record of the caller (RLS of the tables below
-- applies: security_invoker). Memberships and gifts join when they are bought through payment.
create view public.payables with (security_invoker = true) as
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
  where o.status <> 'cancelled';
comment on view public.payables is
  'What the payment page can pay: kind (order), id, reference, description, amount, payment_method, payment_status.';
revoke all on public.payables from anon;
revoke insert, update, delete, truncate on public.payables from authenticated;
grant select on public.payables to authenticated;

-- The PSE banks (storefront spec §9).
create function private.pse_banks() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['Bancolombia', 'Banco de Bogotá', 'BBVA Colombia', 'Davivienda', 'Banco Popular',
    'Colpatria', 'Banco de Occidente', 'Banco Caja Social', 'Banco AV Villas'];
$$;

-- The Luhn check of a card number (digits only): from the right, the check digit (i = 0) as it
-- is, every second digit doubled (digits of the product summed); the sum ends in 0.
create function private.luhn_ok(p_digits text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_digits ~ '^[0-9]{12,19}$' and (
    select sum(case
        when i % 2 = 1 then (d * 2) / 10 + (d * 2) % 10
        else d
      end) % 10 = 0
    from (
      select i, substr(reverse(p_digits), i + 1, 1)::integer as d
      from generate_series(0, length(p_digits) - 1) i
    ) digits
  );
$$;

-- The card the simulated gateway always declines (documented in mfe-checkout's README).
create function private.decline_test_card() returns text
language sql immutable
set search_path = ''
as $$
  select '4000000000000002';
$$;

-- The simulated gateway's decision on a card: null when approved, else why it was declined.
-- Incomplete or malformed details raise the form's message (nothing is recorded).
create function private.card_decline_reason(p_details jsonb) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  v_holder text := trim(coalesce(p_details ->> 'holder', ''));
  v_number text := regexp_replace(coalesce(p_details ->> 'number', ''), '[ -]', '', 'g');
  v_expiry text := trim(coalesce(p_details ->> 'expiry', ''));
  v_cvv text := trim(coalesce(p_details ->> 'cvv', ''));
  v_month integer;
  v_year integer;
  v_today date := private.today_bogota();
begin
  if v_holder = '' or char_length(v_holder) > 80 or v_number !~ '^[0-9]{12,16}$'
    or v_expiry !~ '^(0[1-9]|1[0-2])/[0-9]{2}$' or v_cvv !~ '^[0-9]{3}$' then
    perform private.fail('Campos incompletos - Por favor completa todos los campos de la tarjeta');
  end if;
  v_month := substr(v_expiry, 1, 2)::integer;
  v_year := 2000 + substr(v_expiry, 4, 2)::integer;
  if not private.luhn_ok(v_number) then
    return 'luhn';
  end if;
  if (v_year, v_month) < (extract(year from v_today)::integer, extract(month from v_today)::integer)
  then
    return 'expired';
  end if;
  if v_number = private.decline_test_card() then
    return 'declined';
  end if;
  return null;
end
$$;

-- Checks PSE details (raises the form's message when incomplete). PSE always approves.
create function private.check_pse(p_details jsonb) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if coalesce(p_details ->> 'bank', '') <> all (private.pse_banks())
    or coalesce(p_details ->> 'documentType', 'CC') not in ('CC', 'CE', 'NIT')
    or trim(coalesce(p_details ->> 'documentNumber', '')) !~ '^[0-9]{5,15}(-[0-9])?$' then
    perform private.fail('Campos incompletos - Por favor completa todos los campos de PSE');
  end if;
end
$$;

drop function public.confirm_payment(uuid, public.payment_method);

-- Pays one payable record of the caller through the simulated gateway.
-- Returns { approved, kind, id, payment_status, payment_method, reference, order }.
-- A declined card is recorded (payment_status 'failed') and the shopper may try again; an
-- approved payment marks the order paid (points and the confirmation email follow).
create function public.confirm_payment(
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
  v_order public.orders;
  v_details jsonb := coalesce(p_details, '{}'::jsonb);
  v_reason text;
  v_digits text;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  if p_kind is distinct from 'order' then
    perform private.fail('Pago no encontrado');
  end if;
  select * into v_order from public.orders o
    where o.id = p_id and o.user_id = v_user for update;
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
  if p_payment_method is null or p_payment_method not in ('credit_card', 'pse') then
    perform private.fail('Selecciona pago - Por favor selecciona un método de pago');
  end if;
  if jsonb_typeof(v_details) <> 'object' then
    v_details := '{}'::jsonb;
  end if;

  if p_payment_method = 'credit_card' then
    v_reason := private.card_decline_reason(v_details);
    v_digits := regexp_replace(v_details ->> 'number', '[ -]', '', 'g');
    insert into public.payments (order_id, user_id, method, status, amount, card_last4,
      decline_reason)
    values (v_order.id, v_user, 'credit_card',
      case when v_reason is null then 'approved' else 'declined' end, v_order.total,
      right(v_digits, 4), v_reason);
  else
    perform private.check_pse(v_details);
    insert into public.payments (order_id, user_id, method, status, amount, pse_bank,
      document_type)
    values (v_order.id, v_user, 'pse', 'approved', v_order.total, v_details ->> 'bank',
      coalesce(v_details ->> 'documentType', 'CC'));
  end if;

  if v_reason is null then
    update public.orders
      set payment_method = p_payment_method,
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
comment on function public.confirm_payment is
  'Simulated gateway for the caller''s payable (kind order): card (Luhn, expiry, decline test card; last four kept) or PSE (listed bank, document). Online orders only; cash orders are marked paid by an admin. Returns approved, kind, id, payment_status, payment_method, reference, order.';

-- The payment confirmation email, when an order becomes paid (gateway or admin), once.
create function private.email_payment_confirmation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid'
    and old.paid_at is null and private.email_enabled('order_confirmation_email')
    and coalesce(new.shipping_address ->> 'email', '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.queue_email('payment_confirmation', new.shipping_address ->> 'email',
      'Pago confirmado de tu pedido ' || new.order_number,
      private.order_email_body(new, 'Recibimos el pago de tu pedido. ¡Ya lo estamos preparando!')
        || case when new.points_earned > 0
          then E'\n\nGanaste ' || new.points_earned || ' puntos con esta compra.' else '' end,
      new.user_id, new.id);
  end if;
  return null;
end
$$;

create trigger orders_payment_email after update of payment_status on public.orders
  for each row execute function private.email_payment_confirmation();

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.confirm_payment(text, uuid, public.payment_method, jsonb)
  from public, anon, authenticated;
grant execute on function
  public.confirm_payment(text, uuid, public.payment_method, jsonb)
  to authenticated, service_role;
revoke execute on function
  private.slot_open(public.shipping_time_ranges, date),
  private.check_code_for(public.discount_codes, uuid, integer),
  private.order_email_body(public.orders, text),
  private.pse_banks(),
  private.luhn_ok(text),
  private.decline_test_card(),
  private.card_decline_reason(jsonb),
  private.check_pse(jsonb),
  private.email_payment_confirmation()
  from public, anon, authenticated;
