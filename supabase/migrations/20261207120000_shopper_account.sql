-- The shopper's account as a real store has it (issue 39):
--
-- * Unpaid online orders expire: an online order gets `pay_by` (30 minutes after it is placed);
--   past it, `pay_order` refuses and `expire_unpaid_purchases` (scheduled every minute) cancels
--   it — the books return its stock — and emails 'Tu pedido {n} se canceló porque no recibimos
--   el pago'. The job takes `p_now`, the tests' way to move the clock.
-- * The shopper cancels their own order while it is pending or confirmed (`cancel_order`): the
--   books return the stock and take back the points; a paid online payment is refunded by the
--   simulated gateway; the discount code's use and the bonus or roulette prize it used come back
--   (`private.sync_order_books` now owns those too, both ways); an email says so.
-- * 'Volver a comprar' (`reorder`) adds every line still sold to the cart, capped by stock, and
--   says which weren't added.
-- * The address book (`user_addresses`): a shopper's own rows, at most 10, exactly one default.
-- * 'Mis pagos' (`payment_history`): the caller's payments of every kind.
-- * Membership and gift payments are confirmed by email, as order payments are.
-- * /payment shows the time left: `payables.pay_by`.

-- ---------------------------------------------------------------------------------------------
-- Emails of this migration
-- ---------------------------------------------------------------------------------------------
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in ('order_confirmation',
    'payment_confirmation', 'shipping_notification', 'order_delivered', 'order_cancelled',
    'membership_confirmation', 'gift_confirmation', 'newsletter_welcome', 'gift_delivery',
    'gift_voided', 'redemption_delivered', 'redemption_cancelled', 'welcome'));

-- ---------------------------------------------------------------------------------------------
-- Unpaid online orders: 30 minutes to pay
-- ---------------------------------------------------------------------------------------------
alter table public.orders add column pay_by timestamptz;
comment on column public.orders.pay_by is
  'An unpaid online order can be paid until then (30 minutes after it was placed); then it is cancelled and its stock returns (pay_by stays, so a late payment is told ''Pedido vencido''). Null for cash orders, once paid, and when its shopper cancelled it.';

-- Online orders placed unpaid get their time to pay; orders already waiting get 30 minutes from
-- now (they were placed before the rule).
create function private.set_order_pay_by() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.payment_method <> 'cash' and new.payment_status in ('pending', 'failed')
    and new.status = 'pending' then
    new.pay_by := now() + interval '30 minutes';
  else
    new.pay_by := null;
  end if;
  return new;
end
$$;

create trigger orders_set_pay_by before insert on public.orders
  for each row execute function private.set_order_pay_by();

update public.orders set pay_by = now() + interval '30 minutes'
  where payment_method <> 'cash' and payment_status in ('pending', 'failed')
    and status = 'pending';

create index orders_pay_by_idx on public.orders (pay_by)
  where status = 'pending' and payment_status in ('pending', 'failed');

-- private.pay_order of 20261126100000, refusing an order past its pay_by.
create or replace function private.pay_order(p_user_id uuid, p_id uuid,
  p_method public.payment_method, p_details jsonb) returns jsonb
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
  -- Past its time to pay (about to be cancelled, or cancelled by the job, which keeps pay_by):
  -- the shopper is told why.
  if v_order.payment_method <> 'cash' and v_order.pay_by is not null
    and v_order.pay_by <= now() then
    perform private.fail('Pedido vencido - El tiempo para pagar este pedido terminó');
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
          status = case when status = 'pending' then 'confirmed'::public.order_status else status end,
          pay_by = null
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

-- The card's expiry as the form checks it (issue 39): a month that doesn't exist ('13/30') is
-- 'Fecha inválida', not 'Campos incompletos'; an expired card stays a decline ('expired').
create or replace function private.card_decline_reason(p_details jsonb) returns text
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
    or v_expiry !~ '^[0-9]{2}/[0-9]{2}$' or v_cvv !~ '^[0-9]{3}$' then
    perform private.fail('Campos incompletos - Por favor completa todos los campos de la tarjeta');
  end if;
  v_month := substr(v_expiry, 1, 2)::integer;
  v_year := 2000 + substr(v_expiry, 4, 2)::integer;
  if v_month not between 1 and 12 then
    perform private.fail('Fecha inválida - Revisa el mes y el año de vencimiento');
  end if;
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

-- confirm_payment of 20261127120000, answering a declined card with why (`decline_reason`:
-- luhn, expired, declined), so the payment page can say 'Tarjeta vencida'.
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
  v_result jsonb;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  perform private.refuse_while_in_maintenance();
  if p_kind = 'order' then
    v_result := private.pay_order(v_user, p_id, p_payment_method, p_details);
  elsif p_kind = 'membership' then
    v_result := private.pay_membership(v_user, p_id, p_payment_method, p_details);
  elsif p_kind = 'gift' then
    v_result := private.pay_gift(v_user, p_id, p_payment_method, p_details);
  else
    perform private.fail('Pago no encontrado');
  end if;
  if not (v_result ->> 'approved')::boolean then
    v_result := v_result || jsonb_build_object('decline_reason', (
      select p.decline_reason from public.payments p
      where p.user_id = v_user and p.status = 'declined'
        and coalesce(p.order_id, p.membership_purchase_id, p.gift_purchase_id) = p_id
      order by p.created_at desc, p.id desc limit 1));
  end if;
  return v_result;
end
$$;

-- The email of an order cancelled by its shopper or left unpaid (gated like the other order
-- emails by order_confirmation_email).
create function private.email_order_cancelled(p_order public.orders, p_subject text,
  p_intro text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.email_enabled('order_confirmation_email')
    and coalesce(p_order.shipping_address ->> 'email', '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.queue_email('order_cancelled', p_order.shipping_address ->> 'email',
      p_subject, private.order_email_body(p_order, p_intro), p_order.user_id, p_order.id);
  end if;
end
$$;

-- expire_unpaid_purchases of 20261207100000, plus unpaid online orders. p_now is when the job
-- runs (now() when scheduled; a test moves the clock with it).
drop function public.expire_unpaid_purchases();
create function public.expire_unpaid_purchases(p_now timestamptz default now())
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_memberships integer;
  v_gifts integer;
  v_orders integer := 0;
  v_order public.orders;
begin
  update public.membership_purchases
    set closed_at = now(), closed_reason = 'expired'
    where payment_status in ('pending', 'failed') and closed_at is null and pay_by <= p_now;
  get diagnostics v_memberships = row_count;
  update public.gift_purchases
    set status = 'cancelled'
    where payment_status in ('pending', 'failed') and status = 'pending' and pay_by <= p_now;
  get diagnostics v_gifts = row_count;
  -- One order at a time, locked and skipped when a payment holds it (it is paid or expires at
  -- the next run).
  for v_order in
    select * from public.orders o
    where o.status = 'pending' and o.payment_status in ('pending', 'failed')
      and o.payment_method <> 'cash' and o.pay_by <= p_now
    order by o.pay_by
    for update skip locked
  loop
    update public.orders set status = 'cancelled'
      where id = v_order.id returning * into v_order;
    perform private.email_order_cancelled(v_order,
      'Tu pedido ' || v_order.order_number || ' se canceló porque no recibimos el pago',
      'Tu pedido ' || v_order.order_number || ' se canceló porque no recibimos el pago a tiempo. '
        || 'Los productos volvieron al inventario; si aún los quieres, puedes comprarlos de nuevo.');
    v_orders := v_orders + 1;
  end loop;
  return v_memberships + v_gifts + v_orders;
end
$$;
comment on function public.expire_unpaid_purchases is
  'Closes membership purchases, cancels gifts and cancels online orders (stock back, email) left unpaid 30 minutes (pay_by <= p_now). service_role only; scheduled every minute.';

-- ---------------------------------------------------------------------------------------------
-- The books follow the state: a discount's use too
-- ---------------------------------------------------------------------------------------------
-- private.sync_order_books of 20261207100000, plus the discount an order used: becoming
-- cancelled gives back the code's use (current_uses - 1, the newsletter code usable again) and
-- the bonus or roulette prize (active again, or expired when its time has passed); leaving
-- cancelled takes them again, refused when the code is used up or the bonus was used since.
create or replace function private.sync_order_books() returns trigger
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
    perform private.sync_order_discount(new, v_hold);
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

-- The discount an order used, given back (p_hold false) or taken again (p_hold true).
create function private.sync_order_discount(p_order public.orders, p_hold boolean) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_code public.discount_codes;
  v_bonus public.user_bonuses;
  v_win public.roulette_wins;
begin
  if p_order.discount_code_id is not null and exists (
    select 1 from public.discount_code_redemptions r where r.order_id = p_order.id
  ) then
    select * into v_code from public.discount_codes c
      where c.id = p_order.discount_code_id for update;
    if found then
      if p_hold then
        if v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses then
          perform private.fail(
            'El código de descuento del pedido ya se agotó: no se puede reactivar el pedido');
        end if;
        update public.discount_codes set current_uses = current_uses + 1 where id = v_code.id;
        update public.newsletter_subscriptions set used_discount = true
          where discount_code = v_code.code;
      else
        update public.discount_codes set current_uses = greatest(current_uses - 1, 0)
          where id = v_code.id;
        update public.newsletter_subscriptions set used_discount = false
          where discount_code = v_code.code;
      end if;
    end if;
  end if;

  if p_order.user_bonus_id is not null then
    select * into v_bonus from public.user_bonuses b where b.id = p_order.user_bonus_id
      for update;
    if found then
      if p_hold then
        if v_bonus.status = 'used' and v_bonus.used_at is not null and exists (
          select 1 from public.orders o where o.user_bonus_id = v_bonus.id
            and o.id <> p_order.id and o.status <> 'cancelled'
        ) then
          perform private.fail(
            'El bono del pedido ya se usó en otro pedido: no se puede reactivar el pedido');
        end if;
        update public.user_bonuses set status = 'used', used_at = coalesce(used_at, now())
          where id = v_bonus.id;
      elsif v_bonus.status = 'used' then
        update public.user_bonuses
          set status = case when expires_at > now() then 'active'::public.bonus_status
            else 'expired'::public.bonus_status end,
              used_at = null
          where id = v_bonus.id;
      end if;
    end if;
  end if;

  if p_order.roulette_win_id is not null then
    select * into v_win from public.roulette_wins w where w.id = p_order.roulette_win_id
      for update;
    if found then
      if p_hold then
        if exists (select 1 from public.orders o where o.roulette_win_id = v_win.id
            and o.id <> p_order.id and o.status <> 'cancelled') then
          perform private.fail(
            'El premio del pedido ya se usó en otro pedido: no se puede reactivar el pedido');
        end if;
        update public.roulette_wins set redeemed = true, redeemed_at = coalesce(redeemed_at, now())
          where id = v_win.id;
        update public.user_bonuses set status = 'used', used_at = coalesce(used_at, now())
          where roulette_win_id = v_win.id and status <> 'used';
      else
        update public.roulette_wins set redeemed = false, redeemed_at = null where id = v_win.id;
        update public.user_bonuses
          set status = case when expires_at > now() then 'active'::public.bonus_status
            else 'expired'::public.bonus_status end,
              used_at = null
          where roulette_win_id = v_win.id and status = 'used';
      end if;
    end if;
  end if;
end
$$;

-- Orders cancelled before this migration kept their discount's use: it is given back now, as
-- the books would have.
update public.discount_codes c set current_uses = greatest(c.current_uses - x.uses, 0)
from (
  select r.discount_code_id, count(*)::integer as uses
  from public.discount_code_redemptions r join public.orders o on o.id = r.order_id
  where o.status = 'cancelled' group by r.discount_code_id
) x
where c.id = x.discount_code_id;
update public.user_bonuses b
  set status = case when b.expires_at > now() then 'active'::public.bonus_status
    else 'expired'::public.bonus_status end, used_at = null
  where b.status = 'used'
    and exists (select 1 from public.orders o where o.user_bonus_id = b.id and o.status = 'cancelled')
    and not exists (select 1 from public.orders o
      where o.user_bonus_id = b.id and o.status <> 'cancelled');
update public.roulette_wins w set redeemed = false, redeemed_at = null
  where w.redeemed
    and exists (select 1 from public.orders o where o.roulette_win_id = w.id and o.status = 'cancelled')
    and not exists (select 1 from public.orders o
      where o.roulette_win_id = w.id and o.status <> 'cancelled');

-- ---------------------------------------------------------------------------------------------
-- The shopper cancels their order
-- ---------------------------------------------------------------------------------------------
-- While it is pending or confirmed (not yet preparing). The books do the rest in the same
-- transaction: stock back, points back, the discount's use back. A paid online order is refunded
-- by the simulated gateway (payment_status refunded, the payment's refunded_at). An email says
-- so. Cancelling a cancelled order answers it as it is.
create function public.cancel_order(p_order_id uuid) returns public.orders
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_order public.orders;
  v_refund boolean;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  select * into v_order from public.orders o
    where o.id = p_order_id and o.user_id = v_user for update;
  if not found then
    perform private.fail('Pedido no encontrado');
  end if;
  if v_order.status = 'cancelled' then
    return v_order;
  end if;
  if v_order.status not in ('pending', 'confirmed') then
    perform private.fail(
      'Este pedido ya no se puede cancelar: ya se está preparando o va en camino');
  end if;

  v_refund := v_order.payment_status = 'paid' and v_order.payment_method <> 'cash';
  update public.orders
    set status = 'cancelled',
        payment_status = case when v_refund then 'refunded'::public.payment_status
          else payment_status end,
        pay_by = null
    where id = v_order.id returning * into v_order;
  if v_refund then
    update public.payments set refunded_at = now()
      where order_id = v_order.id and status = 'approved' and refunded_at is null;
  end if;

  perform private.email_order_cancelled(v_order,
    'Tu pedido ' || v_order.order_number || ' fue cancelado',
    'Cancelaste tu pedido ' || v_order.order_number || '. '
      || case when v_refund
        then 'Te devolvimos ' || private.format_cop(v_order.total) || ' al medio de pago que usaste.'
        else 'No se hizo ningún cobro.' end);
  return v_order;
end
$$;
comment on function public.cancel_order is
  'The caller cancels their own order while it is pending or confirmed: stock, points and the discount''s use come back (private.sync_order_books), a paid online payment is refunded, an email is queued. Idempotent.';

-- ---------------------------------------------------------------------------------------------
-- 'Volver a comprar'
-- ---------------------------------------------------------------------------------------------
-- Adds each line of one of the caller's orders that is still sold to their cart (the quantity
-- capped by stock and the cart's line maximum, as add_to_cart does). Returns
-- { added: [{ product_id, name, quantity, requested }], unavailable: [{ product_id, name, reason }],
--   cart_units } with reason 'agotado' (no units) or 'no_disponible' (no longer sold).
create function public.reorder(p_order_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_line record;
  v_product public.products;
  v_cap integer;
  v_after integer;
  v_before integer;
  v_added jsonb := '[]'::jsonb;
  v_unavailable jsonb := '[]'::jsonb;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión para agregar productos al carrito', '42501');
  end if;
  if not exists (select 1 from public.orders o where o.id = p_order_id and o.user_id = v_user)
  then
    perform private.fail('Pedido no encontrado');
  end if;

  for v_line in
    select i.product_id, min(i.product_name) as name, sum(i.quantity)::integer as quantity
    from public.order_items i
    where i.order_id = p_order_id
    group by i.product_id
    order by min(i.created_at), i.product_id
  loop
    v_product := null;
    if v_line.product_id is not null then
      perform private.lock_shopper_product('cart', v_user, v_line.product_id);
      select * into v_product from public.products p
        where p.id = v_line.product_id and p.is_active and p.deleted_at is null for share;
    end if;
    if v_product.id is null then
      v_unavailable := v_unavailable || jsonb_build_object('product_id', v_line.product_id,
        'name', v_line.name, 'reason', 'no_disponible');
    elsif v_product.stock_quantity <= 0 then
      v_unavailable := v_unavailable || jsonb_build_object('product_id', v_line.product_id,
        'name', v_product.name, 'reason', 'agotado');
    else
      v_cap := least(v_product.stock_quantity, private.cart_line_max());
      select c.quantity into v_before from public.cart_items c
        where c.user_id = v_user and c.product_id = v_product.id for update;
      insert into public.cart_items as c (user_id, product_id, quantity)
      values (v_user, v_product.id, least(v_line.quantity, v_cap))
      on conflict (user_id, product_id) do update
        set quantity = greatest(c.quantity, least(c.quantity + least(v_line.quantity, v_cap), v_cap))
      returning c.quantity into v_after;
      v_added := v_added || jsonb_build_object('product_id', v_product.id,
        'name', v_product.name, 'quantity', v_after - coalesce(v_before, 0),
        'requested', v_line.quantity);
    end if;
  end loop;

  return jsonb_build_object('added', v_added, 'unavailable', v_unavailable,
    'cart_units', private.cart_units(v_user));
end
$$;
comment on function public.reorder is
  'Adds every line of the caller''s order still sold to their cart (capped by stock and 999). Returns added [{product_id, name, quantity, requested}], unavailable [{product_id, name, reason: agotado | no_disponible}], cart_units.';

-- ---------------------------------------------------------------------------------------------
-- Membership and gift payments are confirmed by email
-- ---------------------------------------------------------------------------------------------
create function private.email_membership_paid() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_contact record;
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid'
    and private.email_enabled('order_confirmation_email') then
    select * into v_contact from private.account_contact(new.user_id);
    if coalesce(v_contact.email, '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      perform private.queue_email('membership_confirmation', v_contact.email,
        'Tu membresía ' || new.plan_name || ' está activa',
        concat_ws(E'\n',
          'Hola ' || coalesce(v_contact.first_name, '') || ',',
          '',
          'Recibimos tu pago y tu membresía ' || new.plan_name || ' está activa'
            || coalesce(' hasta el ' || private.spanish_date(new.expires_on), '') || '.',
          '',
          'Referencia: MEM-' || upper(left(new.id::text, 8)),
          'Valor pagado: ' || private.format_cop(new.amount),
          'Pago: ' || case new.payment_method when 'pse' then 'PSE' else 'tarjeta' end,
          '',
          'Puedes ver el recibo en Mis pedidos → Mis pagos.'),
        new.user_id);
    end if;
  end if;
  return null;
end
$$;

create trigger membership_purchases_email_paid after update of payment_status
  on public.membership_purchases
  for each row execute function private.email_membership_paid();

create function private.email_gift_paid() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_contact record;
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid'
    and private.email_enabled('order_confirmation_email') then
    select * into v_contact from private.account_contact(new.buyer_id);
    if coalesce(v_contact.email, '') ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      perform private.queue_email('gift_confirmation', v_contact.email,
        'Tu regalo para ' || new.recipient_name || ' está pagado',
        concat_ws(E'\n',
          'Hola ' || coalesce(v_contact.first_name, '') || ',',
          '',
          'Recibimos tu pago del regalo ' || private.gift_label(new.gift_value) || ' para '
            || new.recipient_name || '.',
          'Le enviaremos el código a ' || new.recipient_email || ' el '
            || private.spanish_date(new.delivery_date) || '.',
          '',
          'Referencia: REG-' || upper(left(new.id::text, 8)),
          'Valor pagado: ' || private.format_cop(new.amount),
          'Pago: ' || case new.payment_method when 'pse' then 'PSE' else 'tarjeta' end,
          '',
          'Puedes ver el recibo en Mis pedidos → Mis pagos.'),
        new.buyer_id);
    end if;
  end if;
  return null;
end
$$;

create trigger gift_purchases_email_paid after update of payment_status
  on public.gift_purchases
  for each row execute function private.email_gift_paid();

-- ---------------------------------------------------------------------------------------------
-- What /payment can pay, with the time left
-- ---------------------------------------------------------------------------------------------
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
    o.created_at,
    o.pay_by
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
    m.created_at,
    case when m.payment_status in ('pending', 'failed') and m.closed_at is null then m.pay_by end
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
    g.created_at,
    case when g.payment_status in ('pending', 'failed') then g.pay_by end
  from public.gift_purchases g
  where g.status <> 'cancelled';
comment on view public.payables is
  'What the payment page can pay: kind (order, membership, gift), id, reference, description, amount, payment_method, payment_status, pay_by (until when an unpaid one can be paid; null when paid or not applicable).';

-- ---------------------------------------------------------------------------------------------
-- 'Mis pagos': the caller's payments of every kind
-- ---------------------------------------------------------------------------------------------
create view public.payment_history with (security_invoker = true) as
  select
    p.id,
    p.payable_kind as kind,
    coalesce(p.order_id, p.membership_purchase_id, p.gift_purchase_id) as payable_id,
    case p.payable_kind
      when 'order' then o.order_number
      when 'membership' then 'MEM-' || upper(left(p.membership_purchase_id::text, 8))
      else 'REG-' || upper(left(p.gift_purchase_id::text, 8))
    end as reference,
    case p.payable_kind
      when 'order' then 'Pedido ' || o.order_number
      when 'membership' then 'Membresía ' || m.plan_name
      else 'Regalo: ' || case g.gift_value
          when 'mensual' then 'Membresía Mensual'
          when 'anual' then 'Membresía Anual'
          when 'c50' then 'Cupón $ 50.000'
          when 'c100' then 'Cupón $ 100.000'
          when 'c200' then 'Cupón $ 200.000'
        end || ' para ' || g.recipient_name
    end as description,
    p.amount,
    p.method,
    p.card_last4,
    p.pse_bank,
    p.document_type,
    p.status,
    p.decline_reason,
    p.refunded_at,
    p.created_at
  from public.payments p
  left join public.orders o on o.id = p.order_id
  left join public.membership_purchases m on m.id = p.membership_purchase_id
  left join public.gift_purchases g on g.id = p.gift_purchase_id
  where p.user_id = (select auth.uid());
comment on view public.payment_history is
  'The caller''s own payments (approved and declined attempts) of orders, memberships and gifts: kind, payable_id, reference, description, amount, method, card_last4, pse_bank, status, refunded_at. Newest first with order by created_at desc, id desc.';
revoke all on public.payment_history from anon;
revoke insert, update, delete, truncate on public.payment_history from authenticated;
grant select on public.payment_history to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The address book
-- ---------------------------------------------------------------------------------------------
create table public.user_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  label text not null check (char_length(trim(label)) between 1 and 40),
  address text not null check (char_length(trim(address)) between 5 and 200),
  -- Colombia's departments as the checkout lists them (@bonis/supabase-client's COLOMBIA),
  -- written out: a check runs as the writer, who can't call a private function.
  department text not null check (department in ('Amazonas', 'Antioquia', 'Arauca', 'Atlántico',
    'Bogotá D.C.', 'Bolívar', 'Boyacá', 'Caldas', 'Caquetá', 'Casanare', 'Cauca', 'Cesar',
    'Chocó', 'Córdoba', 'Cundinamarca', 'Guainía', 'Guaviare', 'Huila', 'La Guajira',
    'Magdalena', 'Meta', 'Nariño', 'Norte de Santander', 'Putumayo', 'Quindío', 'Risaralda',
    'San Andrés y Providencia', 'Santander', 'Sucre', 'Tolima', 'Valle del Cauca', 'Vaupés',
    'Vichada')),
  city text not null check (char_length(trim(city)) between 2 and 80),
  phone text check (phone ~ '^[0-9]{10}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_addresses is
  'A shopper''s saved delivery addresses: at most 10, exactly one default (the first one; setting another unsets it; deleting it promotes the newest).';
create index user_addresses_user_idx on public.user_addresses (user_id, is_default desc, created_at desc);
create unique index user_addresses_one_default on public.user_addresses (user_id) where is_default;

create trigger user_addresses_updated_at before update on public.user_addresses
  for each row execute function private.set_updated_at();

alter table public.user_addresses enable row level security;
create policy "shoppers read their own addresses" on public.user_addresses
  for select to authenticated using (user_id = (select auth.uid()));
create policy "shoppers add their own addresses" on public.user_addresses
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "shoppers change their own addresses" on public.user_addresses
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "shoppers delete their own addresses" on public.user_addresses
  for delete to authenticated using (user_id = (select auth.uid()));
revoke all on public.user_addresses from anon;
revoke truncate on public.user_addresses from authenticated;

-- Before a row is written: at most 10 per shopper; the first one is the default; a new default
-- unsets the others (under a lock on the shopper's profile, so two tabs can't both add an 11th
-- or make two defaults).
create function private.keep_address_book() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.user_profiles p where p.id = new.user_id for update;
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
    perform private.fail('No se puede cambiar el dueño de una dirección', '42501');
  end if;
  new.label := trim(new.label);
  new.address := trim(new.address);
  new.city := trim(new.city);
  if tg_op = 'INSERT' then
    if (select count(*) from public.user_addresses a where a.user_id = new.user_id) >= 10 then
      perform private.fail('Puedes guardar hasta 10 direcciones');
    end if;
    if not exists (select 1 from public.user_addresses a where a.user_id = new.user_id) then
      new.is_default := true;
    end if;
  end if;
  if new.is_default and (tg_op = 'INSERT' or not old.is_default) then
    update public.user_addresses set is_default = false
      where user_id = new.user_id and is_default and id <> new.id;
  elsif tg_op = 'UPDATE' and old.is_default and not new.is_default
    and pg_trigger_depth() = 1 then
    -- A shopper's default stays until another one is chosen (this trigger's own update of the
    -- other rows, one level down, does unset them).
    new.is_default := true;
  end if;
  return new;
end
$$;

create trigger user_addresses_keep_book before insert or update on public.user_addresses
  for each row execute function private.keep_address_book();

-- After the default is deleted, the newest remaining address becomes the default.
create function private.promote_default_address() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.is_default then
    update public.user_addresses set is_default = true
      where id = (select a.id from public.user_addresses a where a.user_id = old.user_id
        order by a.created_at desc, a.id desc limit 1);
  end if;
  return null;
end
$$;

create trigger user_addresses_promote_default after delete on public.user_addresses
  for each row execute function private.promote_default_address();

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.cancel_order(uuid),
  public.reorder(uuid),
  public.expire_unpaid_purchases(timestamptz)
  from public, anon, authenticated;
grant execute on function public.cancel_order(uuid), public.reorder(uuid) to authenticated;
grant execute on function public.expire_unpaid_purchases(timestamptz) to service_role;
revoke execute on function
  private.set_order_pay_by(),
  private.email_order_cancelled(public.orders, text, text),
  private.sync_order_discount(public.orders, boolean),
  private.email_membership_paid(),
  private.email_gift_paid(),
  private.keep_address_book(),
  private.promote_default_address()
  from public, anon, authenticated;
