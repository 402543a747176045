-- The cart and the favourites in the database: one definition of adding to the cart, changing a
-- line, removing it, toggling a favourite and the header's counts, for every remote
-- (ARCHITECTURE §4: a cart line's quantity moves only in a function).
--
-- Like the commerce functions: `security definer`, empty search_path, the caller from
-- auth.uid() (there is no user argument), Spanish messages the UI shows as they are, and row
-- locks. Locks, always in this order, the same as place_order's (cart lines, then products):
--   1. add_to_cart and toggle_favorite first take a transaction advisory lock on (caller,
--      product), so two tabs adding the same product, or toggling the same heart, run one after
--      the other and each sees what the previous one left;
--   2. the caller's cart line (`for update`);
--   3. the product (`for share`: its stock can't change under the cap; an order that sells it
--      waits until the cart change commits, and a cart change waits for the order).

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- The most units one cart line holds (cart_items' check).
create function private.cart_line_max() returns integer
language sql immutable
set search_path = ''
as $$
  select 999;
$$;

-- Units in a shopper's cart: the sum of every line's quantity (the header badge).
create function private.cart_units(p_user_id uuid) returns integer
language sql stable
set search_path = ''
as $$
  select coalesce(sum(c.quantity), 0)::integer from public.cart_items c where c.user_id = p_user_id;
$$;

-- Serialises one shopper's calls on one product (p_kind keeps the cart's and the favourites'
-- locks apart). Released when the transaction ends.
create function private.lock_shopper_product(p_kind text, p_user_id uuid, p_product_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(p_kind || ':' || p_user_id::text || ':' || p_product_id::text, 0)
  );
$$;

-- The result of a cart change: the line after it, the units it really added (negative when a
-- quantity went down) and the cart's units.
create function private.cart_change(p_user_id uuid, p_product_id uuid, p_quantity integer,
  p_added integer) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'product_id', p_product_id,
    'quantity', p_quantity,
    'added', p_added,
    'cart_units', private.cart_units(p_user_id)
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- add_to_cart
-- ---------------------------------------------------------------------------------------------
-- Adds units to the caller's line of an active product, capped by the stock and by 999. A line
-- at the cap stays as it is (added 0), and adding never lowers a line: one that holds more than
-- the stock left (the stock fell after it was added) is the checkout's to report.
create function public.add_to_cart(p_product_id uuid, p_quantity integer default 1)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_before integer;
  v_stock integer;
  v_cap integer;
  v_after integer;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión para agregar productos al carrito', '42501');
  end if;
  if p_quantity is null or p_quantity < 1 then
    perform private.fail('La cantidad debe ser un número entero mayor o igual a 1', '22023');
  end if;

  if p_product_id is not null then
    perform private.lock_shopper_product('cart', v_user, p_product_id);
    select c.quantity into v_before from public.cart_items c
      where c.user_id = v_user and c.product_id = p_product_id for update;
  end if;
  select p.stock_quantity into v_stock from public.products p
    where p.id = p_product_id and p.is_active for share;
  if not found then
    perform private.fail('Producto no encontrado');
  end if;
  if v_stock <= 0 then
    perform private.fail('Producto agotado');
  end if;
  v_cap := least(v_stock, private.cart_line_max());

  -- One statement on the (user_id, product_id) key: a new line, or the existing one grown up to
  -- the cap (least() first, so a huge p_quantity can't overflow the sum).
  insert into public.cart_items as c (user_id, product_id, quantity)
  values (v_user, p_product_id, least(p_quantity, v_cap))
  on conflict (user_id, product_id) do update
    set quantity = greatest(c.quantity, least(c.quantity + least(p_quantity, v_cap), v_cap))
  returning c.quantity into v_after;

  return private.cart_change(v_user, p_product_id, v_after, v_after - coalesce(v_before, 0));
end
$$;
comment on function public.add_to_cart is
  'Adds p_quantity units of an active product to the caller''s cart, capped by stock and 999 (added 0 at the cap). Returns product_id, quantity, added, cart_units.';

-- ---------------------------------------------------------------------------------------------
-- set_cart_quantity
-- ---------------------------------------------------------------------------------------------
-- Sets the caller's line to p_quantity, capped by the stock and by 999, never below 1. Quantities
-- below 1 are refused (the cart ignores them; removing is remove_cart_item's).
create function public.set_cart_quantity(p_product_id uuid, p_quantity integer)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_before integer;
  v_stock integer;
  v_after integer;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  if p_quantity is null or p_quantity < 1 then
    perform private.fail('La cantidad debe ser un número entero mayor o igual a 1', '22023');
  end if;

  select c.quantity into v_before from public.cart_items c
    where c.user_id = v_user and c.product_id = p_product_id for update;
  if not found then
    perform private.fail('El producto no está en tu carrito', 'P0002');
  end if;
  select p.stock_quantity into v_stock from public.products p
    where p.id = p_product_id and p.is_active for share;
  if not found then
    perform private.fail('Producto no encontrado');
  end if;

  update public.cart_items c
    set quantity = greatest(1, least(p_quantity, v_stock, private.cart_line_max()))
    where c.user_id = v_user and c.product_id = p_product_id
    returning c.quantity into v_after;

  return private.cart_change(v_user, p_product_id, v_after, v_after - v_before);
end
$$;
comment on function public.set_cart_quantity is
  'Sets the caller''s cart line to p_quantity (>= 1), capped by stock and 999. Returns product_id, quantity, added (new - old), cart_units.';

-- ---------------------------------------------------------------------------------------------
-- remove_cart_item
-- ---------------------------------------------------------------------------------------------
-- Removes the caller's line of a product, whatever the product's state. No line: removed false.
create function public.remove_cart_item(p_product_id uuid)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_removed boolean;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  delete from public.cart_items c where c.user_id = v_user and c.product_id = p_product_id;
  v_removed := found;
  return jsonb_build_object(
    'product_id', p_product_id,
    'removed', v_removed,
    'cart_units', private.cart_units(v_user)
  );
end
$$;
comment on function public.remove_cart_item is
  'Removes the caller''s cart line of a product (removed false when there was none). Returns product_id, removed, cart_units.';

-- ---------------------------------------------------------------------------------------------
-- toggle_favorite
-- ---------------------------------------------------------------------------------------------
-- Saves an active product as the caller's favourite, or removes it when it is one (even if the
-- product has been hidden since).
create function public.toggle_favorite(p_product_id uuid)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_favorite boolean;
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión para guardar favoritos', '42501');
  end if;
  if p_product_id is not null then
    perform private.lock_shopper_product('favorite', v_user, p_product_id);
  end if;

  delete from public.user_favorites f where f.user_id = v_user and f.product_id = p_product_id;
  if found then
    v_favorite := false;
  else
    if not exists (select 1 from public.products p where p.id = p_product_id and p.is_active) then
      perform private.fail('Producto no encontrado');
    end if;
    insert into public.user_favorites (user_id, product_id) values (v_user, p_product_id)
      on conflict (user_id, product_id) do nothing;
    v_favorite := true;
  end if;

  return jsonb_build_object(
    'product_id', p_product_id,
    'favorite', v_favorite,
    'favorites_count',
      (select count(*)::integer from public.user_favorites f where f.user_id = v_user)
  );
end
$$;
comment on function public.toggle_favorite is
  'Saves an active product as the caller''s favourite, or removes it when it is one. Returns product_id, favorite (now), favorites_count.';

-- ---------------------------------------------------------------------------------------------
-- header_counts
-- ---------------------------------------------------------------------------------------------
create function public.header_counts()
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    perform private.fail('Debes iniciar sesión', '42501');
  end if;
  return jsonb_build_object(
    'cart_units', private.cart_units(v_user),
    'favorites', (select count(*)::integer from public.user_favorites f where f.user_id = v_user),
    'points',
      coalesce((select pt.current_points from public.user_points pt where pt.user_id = v_user), 0)
  );
end
$$;
comment on function public.header_counts is
  'The header''s badges for the caller in one call: cart_units, favorites, points.';

-- ---------------------------------------------------------------------------------------------
-- Privileges: signed-in shoppers only.
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.add_to_cart(uuid, integer),
  public.set_cart_quantity(uuid, integer),
  public.remove_cart_item(uuid),
  public.toggle_favorite(uuid),
  public.header_counts()
  from public, anon, authenticated;
-- The helpers are this file's own (a blanket revoke on the private schema would also undo a
-- grant another migration made).
revoke execute on function
  private.cart_line_max(),
  private.cart_units(uuid),
  private.lock_shopper_product(text, uuid, uuid),
  private.cart_change(uuid, uuid, integer, integer)
  from public, anon, authenticated;
grant execute on function
  public.add_to_cart(uuid, integer),
  public.set_cart_quantity(uuid, integer),
  public.remove_cart_item(uuid),
  public.toggle_favorite(uuid),
  public.header_counts()
  to authenticated, service_role;
