-- Everything that moves money, points, stock or codes: one transaction each, in the database.
-- Every function is `security definer` with an empty search_path, takes the caller from
-- auth.uid() (never from an argument), locks the rows it changes, and raises the Spanish
-- message the UI shows as it is ("Título - Descripción" where the spec gives both).

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Today in Colombia (delivery days, membership expiry).
create function private.today_bogota() returns date
language sql stable
set search_path = ''
as $$
  select (now() at time zone 'America/Bogota')::date;
$$;

-- es-CO money text for messages: 150000 → '$ 150.000'.
create function private.format_cop(p_amount numeric) returns text
language sql immutable
set search_path = ''
as $$
  select '$ ' || replace(to_char(round(p_amount), 'FM999,999,999,990'), ',', '.');
$$;

-- The membership that counts now: an expired membership is regular.
create function private.effective_membership(p_user_id uuid) returns public.membership_type
language sql stable
set search_path = ''
as $$
  select coalesce(
    (select case
        when p.membership_expiry is not null and p.membership_expiry < private.today_bogota()
          then 'regular'::public.membership_type
        else p.membership_type
      end
     from public.user_profiles p where p.id = p_user_id),
    'regular'
  );
$$;

-- Member discount in percent: the active plan of that type, else the spec's 10 % / 15 %.
create function private.member_discount_percent(p_type public.membership_type) returns numeric
language sql stable
set search_path = ''
as $$
  select case p_type
    when 'regular' then 0
    when 'premium' then 10
    when 'vip' then 15
    else coalesce(
      (select mp.discount_percent from public.membership_plans mp
        where mp.is_active and mp.membership_type = p_type
        order by mp.price desc limit 1),
      case p_type when 'anual' then 15 else 10 end
    )
  end;
$$;

-- Points multiplier: regular 1.0; members the active plan's multiplier, else 1.5.
create function private.points_multiplier(p_type public.membership_type) returns numeric
language sql stable
set search_path = ''
as $$
  select case p_type
    when 'regular' then 1.0
    when 'premium' then 1.5
    when 'vip' then 1.5
    else coalesce(
      (select mp.points_multiplier from public.membership_plans mp
        where mp.is_active and mp.membership_type = p_type
        order by mp.price desc limit 1),
      1.5
    )
  end;
$$;

-- The price a shopper pays for one unit. Members pay the explicit member_price, else the
-- member discount off the regular price; never more than the non-member price.
create function private.unit_price(
  p_price integer,
  p_regular_price integer,
  p_member_price integer,
  p_is_member boolean,
  p_member_percent numeric
) returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when not p_is_member then p_price
    else least(
      p_price,
      coalesce(p_member_price, round(coalesce(p_regular_price, p_price) * (100 - p_member_percent) / 100)::integer)
    )
  end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The checkout quote: one pricing for preview_checkout and place_order.
-- ---------------------------------------------------------------------------------------------
-- p_cart_ids: only these cart lines (place_order passes the lines it locked); null = the whole
-- cart.
create function private.checkout_quote(
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
  v_slot public.shipping_time_ranges;
  v_base_shipping integer := 0;
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

  select
    coalesce(jsonb_agg(jsonb_build_object(
      'product_id', line.product_id,
      'name', line.name,
      'quantity', line.quantity,
      'unit_price', line.unit_price,
      'list_price', line.price,
      'total', line.unit_price * line.quantity,
      'stock_quantity', line.stock_quantity,
      'available', line.is_active and line.stock_quantity >= line.quantity
    ) order by line.created_at, line.product_id), '[]'::jsonb),
    coalesce(sum(line.unit_price * line.quantity), 0),
    coalesce(sum(line.quantity), 0)
  into v_items, v_subtotal, v_item_count
  from (
    select c.product_id, c.quantity, c.created_at, p.name, p.price, p.stock_quantity, p.is_active,
      private.unit_price(p.price, p.regular_price, p.member_price, v_membership <> 'regular',
        v_member_percent) as unit_price
    from public.cart_items c
    join public.products p on p.id = c.product_id
    where c.user_id = p_user_id and (p_cart_ids is null or c.id = any (p_cart_ids))
  ) line;

  -- Discount: a code, a bonus, or a roulette prize.
  if p_discount_code is not null and trim(p_discount_code) <> '' then
    select * into v_code from public.discount_codes d where d.code = upper(trim(p_discount_code));
    if not found or not v_code.is_active
      or (v_code.expires_at is not null and v_code.expires_at <= now())
      or (v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses) then
      perform private.fail('Código inválido - El código ingresado no es válido o ha expirado');
    end if;
    if v_subtotal < v_code.min_purchase then
      perform private.fail(format('Compra mínima no alcanzada - Este código requiere una compra mínima de %s',
        private.format_cop(v_code.min_purchase)));
    end if;
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

  return jsonb_build_object(
    'items', v_items,
    'item_count', v_item_count,
    'membership_type', v_membership,
    'member_discount_percent', v_member_percent,
    'subtotal', v_subtotal,
    'shipping_base_cost', v_base_shipping,
    'shipping_cost', v_shipping,
    'free_shipping', v_free_reason is not null,
    'free_shipping_reason', v_free_reason,
    'free_shipping_threshold', v_threshold,
    'discount_amount', v_discount,
    'discount', v_discount_info,
    'total', greatest(v_subtotal + v_shipping - v_discount, 0)
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- preview_checkout: the same pricing as place_order, without writing anything.
-- ---------------------------------------------------------------------------------------------
create function public.preview_checkout(
  p_shipping_time_range_id uuid default null,
  p_discount_code text default null,
  p_user_bonus_id uuid default null,
  p_roulette_win_id uuid default null
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  return private.checkout_quote((select auth.uid()), p_shipping_time_range_id, p_discount_code,
    p_user_bonus_id, p_roulette_win_id);
end
$$;
comment on function public.preview_checkout is
  'Prices the caller''s cart as place_order would (member prices, shipping, discount) without writing.';

-- ---------------------------------------------------------------------------------------------
-- place_order
-- ---------------------------------------------------------------------------------------------
create function public.place_order(
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
  if p_shipping_time_range_id is null
    or (p_delivery_date is not null
      and p_delivery_date not between private.today_bogota() and private.today_bogota() + 3) then
    perform private.fail('Selecciona envío - Por favor selecciona una opción de envío');
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

  select * into v_slot from public.shipping_time_ranges t where t.id = p_shipping_time_range_id;
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
  return v_order;
end
$$;
comment on function public.place_order is
  'Creates an order from the caller''s cart: server-side prices, shipping, one discount, stock, order number; empties the cart.';

-- ---------------------------------------------------------------------------------------------
-- Payment: the simulated gateway, and the points a paid order earns.
-- ---------------------------------------------------------------------------------------------
create function public.confirm_payment(p_order_id uuid, p_payment_method public.payment_method)
returns public.orders
language plpgsql security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o
    where o.id = p_order_id and o.user_id = (select auth.uid()) for update;
  if not found then
    perform private.fail('Pedido no encontrado');
  end if;
  if v_order.payment_status = 'paid' then
    return v_order;
  end if;
  if v_order.status = 'cancelled' or v_order.payment_status = 'refunded' then
    perform private.fail('Error - No se pudo procesar el pago');
  end if;
  if p_payment_method = 'cash' then
    update public.orders set payment_method = 'cash', payment_status = 'pending'
      where id = v_order.id returning * into v_order;
  else
    update public.orders
      set payment_method = p_payment_method,
          payment_status = 'paid',
          status = case when status = 'pending' then 'confirmed'::public.order_status else status end
      where id = v_order.id returning * into v_order;
  end if;
  return v_order;
end
$$;
comment on function public.confirm_payment is
  'Simulated gateway: credit_card/pse/online mark the caller''s order paid (idempotent); cash leaves it pending.';

-- When an order becomes paid for the first time (by the gateway or by an admin), the buyer
-- earns 1 point per whole 1,000 COP times their membership multiplier (rounded down), and
-- their totals move.
create function private.award_order_points() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_points integer;
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid'
    and old.paid_at is null then
    new.paid_at := now();
    if new.user_id is not null then
      v_points := floor(floor(new.total / 1000) * private.points_multiplier(new.membership_type));
      new.points_earned := v_points;
      update public.user_profiles
        set total_orders = total_orders + 1, total_spent = total_spent + new.total
        where id = new.user_id;
      if v_points > 0 then
        perform private.move_points(new.user_id, v_points, 'earned',
          'Puntos por el pedido ' || new.order_number);
      end if;
    end if;
  end if;
  return new;
end
$$;

-- Named to fire after orders_guard (BEFORE triggers run in name order).
create trigger orders_payment_points before update of payment_status on public.orders
  for each row execute function private.award_order_points();

-- ---------------------------------------------------------------------------------------------
-- Bonus store, rewards, roulette
-- ---------------------------------------------------------------------------------------------
create function public.purchase_bonus(p_bonus_id uuid) returns public.user_bonuses
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_bonus public.bonus_store;
  v_result public.user_bonuses;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  select * into v_bonus from public.bonus_store b where b.id = p_bonus_id and b.is_active;
  if not found then
    perform private.fail('Error al comprar bono - El bono no está disponible');
  end if;
  perform private.move_points(v_user, -v_bonus.points_cost, 'spent',
    'Compra de bono: ' || v_bonus.name);
  insert into public.user_bonuses (user_id, bonus_id, bonus_name, bonus_type, bonus_value,
    points_spent, status, expires_at)
  values (v_user, v_bonus.id, v_bonus.name, v_bonus.type, v_bonus.value, v_bonus.points_cost,
    'active', now() + interval '30 days')
  returning * into v_result;
  return v_result;
end
$$;

create function public.redeem_reward(p_reward_id uuid) returns public.points_redemptions_v2
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_reward public.rewards_catalog;
  v_membership public.membership_type;
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

create function public.spin_roulette() returns jsonb
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
comment on function public.spin_roulette is
  'Spends 100 points, draws a prize weighted by probability, credits points prizes and saves discount/free-shipping prizes as 30-day bonuses.';

-- ---------------------------------------------------------------------------------------------
-- Gifts, newsletter, membership
-- ---------------------------------------------------------------------------------------------
create function public.buy_gift(
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
  v_number bigint;
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
    when p_gift_type = 'coupon' and p_gift_value = 'c50' then 50000
    when p_gift_type = 'coupon' and p_gift_value = 'c100' then 100000
    when p_gift_type = 'coupon' and p_gift_value = 'c200' then 200000
  end;
  if v_amount is null then
    perform private.fail('Error - Por favor completa todos los campos requeridos');
  end if;

  -- GIFT + the last 8 digits of the millisecond timestamp; the next one if taken.
  v_number := floor(extract(epoch from clock_timestamp()) * 1000)::bigint;
  loop
    insert into public.gift_purchases (buyer_id, gift_type, gift_value, amount, recipient_name,
      recipient_email, recipient_phone, message, delivery_date, gift_code, status)
    values (v_user, p_gift_type, p_gift_value, v_amount, trim(p_recipient_name),
      lower(trim(p_recipient_email)), nullif(trim(p_recipient_phone), ''),
      nullif(p_message, ''), coalesce(p_delivery_date, private.today_bogota()),
      'GIFT' || lpad((v_number % 100000000)::text, 8, '0'), 'pending')
    on conflict (gift_code) do nothing
    returning * into v_result;
    exit when v_result.id is not null;
    v_number := v_number + 1;
  end loop;
  return v_result;
end
$$;

create function public.subscribe_newsletter(p_email text, p_source text default 'home')
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text := lower(trim(coalesce(p_email, '')));
  v_prefix text;
  v_code text;
  v_alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
begin
  if v_email = '' then
    perform private.fail('Por favor ingresa tu email');
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
    perform private.fail('Por favor ingresa un email válido');
  end if;
  if coalesce(p_source, 'home') not in ('home', 'footer') then
    perform private.fail('Origen de suscripción no válido');
  end if;
  if exists (select 1 from public.newsletter_subscriptions s where s.email = v_email) then
    raise exception using message = 'Este email ya está suscrito al newsletter',
      errcode = '23505';
  end if;
  v_prefix := case coalesce(p_source, 'home') when 'footer' then 'NEWSLETTER' else 'WELCOME' end;
  loop
    v_code := v_prefix || (
      select string_agg(substr(v_alphabet, 1 + (get_byte(b, i) % 36), 1), '' order by i)
      from extensions.gen_random_bytes(6) b, generate_series(0, 5) i
    );
    exit when not exists (select 1 from public.discount_codes d where d.code = v_code);
  end loop;
  begin
    insert into public.newsletter_subscriptions (email, discount_code, status, source)
      values (v_email, v_code, 'active', coalesce(p_source, 'home'));
  exception when unique_violation then
    raise exception using message = 'Este email ya está suscrito al newsletter',
      errcode = '23505';
  end;
  insert into public.discount_codes (code, type, value, max_uses, description)
    values (v_code, 'percentage', 10, 1, 'Newsletter: 10% en la primera compra');
  return jsonb_build_object('email', v_email, 'discount_code', v_code);
end
$$;
comment on function public.subscribe_newsletter is
  'Subscribes an email and creates its one-use 10% code (WELCOME/NEWSLETTER + 6). Duplicate email: 23505.';

create function public.activate_membership(p_plan_id uuid) returns public.user_profiles
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_plan public.membership_plans;
  v_profile public.user_profiles;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  select * into v_plan from public.membership_plans mp where mp.id = p_plan_id and mp.is_active;
  if not found then
    perform private.fail('Error al activar la membresía - Por favor intenta de nuevo');
  end if;
  update public.user_profiles
    set membership_type = v_plan.membership_type,
        membership_expiry = private.today_bogota() + v_plan.duration_days
    where id = v_user
    returning * into v_profile;
  if not found then
    perform private.fail('Error al activar la membresía - Por favor intenta de nuevo');
  end if;
  return v_profile;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Admin dashboard: the four cards and the low-stock list in one call.
-- ---------------------------------------------------------------------------------------------
create function public.admin_dashboard_stats() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
    ), '[]'::jsonb)
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges: EXECUTE only where needed.
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.preview_checkout(uuid, text, uuid, uuid),
  public.place_order(jsonb, uuid, public.payment_method, date, text, uuid, uuid),
  public.confirm_payment(uuid, public.payment_method),
  public.purchase_bonus(uuid),
  public.redeem_reward(uuid),
  public.spin_roulette(),
  public.buy_gift(public.gift_type, text, text, text, text, text, date),
  public.activate_membership(uuid),
  public.admin_dashboard_stats(),
  public.subscribe_newsletter(text, text)
  from public, anon, authenticated;
revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.is_admin(), private.is_api_caller(),
  private.fail(text, text) to anon, authenticated, service_role;
grant execute on function
  public.preview_checkout(uuid, text, uuid, uuid),
  public.place_order(jsonb, uuid, public.payment_method, date, text, uuid, uuid),
  public.confirm_payment(uuid, public.payment_method),
  public.purchase_bonus(uuid),
  public.redeem_reward(uuid),
  public.spin_roulette(),
  public.buy_gift(public.gift_type, text, text, text, text, text, date),
  public.activate_membership(uuid),
  public.admin_dashboard_stats()
  to authenticated;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated;
grant execute on all functions in schema public to service_role;
