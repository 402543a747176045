-- Shopping: carts, favourites, discount codes, newsletter, orders and their items.
-- Shoppers write their own cart and favourites; orders, order items, codes and subscriptions
-- are written only by the functions in 20261121100400_commerce_functions.sql.

-- ---------------------------------------------------------------------------------------------
-- cart_items
-- ---------------------------------------------------------------------------------------------
create table public.cart_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  quantity integer not null default 1 check (quantity between 1 and 999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, product_id)
);

create index cart_items_product_idx on public.cart_items (product_id);
create index cart_items_user_created_idx on public.cart_items (user_id, created_at desc);

create trigger cart_items_updated_at before update on public.cart_items
  for each row execute function private.set_updated_at();

alter table public.cart_items enable row level security;
create policy "shoppers read their own cart" on public.cart_items
  for select to authenticated using (user_id = (select auth.uid()));
create policy "shoppers add active products to their own cart" on public.cart_items
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.products p where p.id = product_id and p.is_active)
  );
create policy "shoppers change their own cart" on public.cart_items
  for update to authenticated using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.products p where p.id = product_id and p.is_active)
  );
create policy "shoppers remove from their own cart" on public.cart_items
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- user_favorites
-- ---------------------------------------------------------------------------------------------
create table public.user_favorites (
  id uuid not null default gen_random_uuid() unique,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);

create index user_favorites_product_idx on public.user_favorites (product_id);
create index user_favorites_user_created_idx on public.user_favorites (user_id, created_at desc);

alter table public.user_favorites enable row level security;
create policy "shoppers read their own favourites" on public.user_favorites
  for select to authenticated using (user_id = (select auth.uid()));
create policy "shoppers save their own favourites" on public.user_favorites
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.products p where p.id = product_id and p.is_active)
  );
create policy "shoppers remove their own favourites" on public.user_favorites
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- discount_codes (shoppers never read them: codes are checked by preview_checkout/place_order)
-- ---------------------------------------------------------------------------------------------
create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9_-]{3,40}$'),
  type public.discount_type not null,
  value numeric(12, 2) not null check (value >= 0),
  min_purchase integer not null default 0 check (min_purchase >= 0),
  max_uses integer check (max_uses >= 1),
  current_uses integer not null default 0 check (current_uses >= 0),
  expires_at timestamptz,
  is_active boolean not null default true,
  description text check (char_length(description) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint discount_codes_percentage_max check (type <> 'percentage' or value <= 100),
  constraint discount_codes_uses_within_max check (max_uses is null or current_uses <= max_uses)
);
comment on column public.discount_codes.code is 'Uppercase letters, digits, _ and -; unique.';

create index discount_codes_created_idx on public.discount_codes (created_at desc);

create trigger discount_codes_updated_at before update on public.discount_codes
  for each row execute function private.set_updated_at();

-- Codes are stored uppercase whatever the admin typed (the check then rejects anything else).
create function private.uppercase_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.code := upper(trim(new.code));
  return new;
end
$$;

create trigger discount_codes_uppercase before insert or update of code on public.discount_codes
  for each row execute function private.uppercase_code();

alter table public.discount_codes enable row level security;
create policy "admins read discount codes" on public.discount_codes
  for select to authenticated using ((select private.is_admin()));
create policy "admins create discount codes" on public.discount_codes
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update discount codes" on public.discount_codes
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete discount codes" on public.discount_codes
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- newsletter_subscriptions (written by subscribe_newsletter only)
-- ---------------------------------------------------------------------------------------------
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(trim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    and char_length(email) <= 254),
  discount_code text unique,
  status public.subscription_status not null default 'active',
  used_discount boolean not null default false,
  source text not null default 'home' check (source in ('home', 'footer')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint newsletter_subscriptions_email_key unique (email)
);

create index newsletter_subscriptions_created_idx on public.newsletter_subscriptions (created_at desc);

create trigger newsletter_subscriptions_updated_at before update on public.newsletter_subscriptions
  for each row execute function private.set_updated_at();

alter table public.newsletter_subscriptions enable row level security;
create policy "admins read subscriptions" on public.newsletter_subscriptions
  for select to authenticated using ((select private.is_admin()));
create policy "admins update subscriptions" on public.newsletter_subscriptions
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete subscriptions" on public.newsletter_subscriptions
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- orders and order_items
-- ---------------------------------------------------------------------------------------------
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique check (order_number ~ '^BON-[0-9]{13,}$'),
  user_id uuid references auth.users (id) on delete set null,
  subtotal integer not null check (subtotal >= 0),
  shipping_cost integer not null default 0 check (shipping_cost >= 0),
  discount_amount integer not null default 0 check (discount_amount >= 0),
  total integer not null check (total >= 0),
  status public.order_status not null default 'pending',
  payment_method public.payment_method not null,
  payment_status public.payment_status not null default 'pending',
  shipping_address jsonb not null check (jsonb_typeof(shipping_address) = 'object'),
  shipping_time_range_id uuid references public.shipping_time_ranges (id) on delete set null,
  delivery_date date,
  discount_code_id uuid references public.discount_codes (id) on delete set null,
  discount_code text,
  user_bonus_id uuid,
  roulette_win_id uuid,
  membership_type public.membership_type not null default 'regular',
  points_earned integer not null default 0 check (points_earned >= 0),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_total_adds_up check (total = greatest(subtotal + shipping_cost - discount_amount, 0))
);
comment on column public.orders.shipping_address is
  'firstName, lastName, phone, countryCode, email, address, city, department, shippingOption, notes.';
comment on column public.orders.membership_type is 'The buyer''s membership when the order was placed.';

create index orders_user_created_idx on public.orders (user_id, created_at desc);
create index orders_created_idx on public.orders (created_at desc);
create index orders_paid_idx on public.orders (payment_status) where payment_status = 'paid';

create trigger orders_updated_at before update on public.orders
  for each row execute function private.set_updated_at();

-- Admins change an order's status and payment status; nothing else of an order moves from a
-- browser (totals, items and owner are the function's).
create function private.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and (to_jsonb(new) - 'status' - 'payment_status' - 'updated_at')
    is distinct from (to_jsonb(old) - 'status' - 'payment_status' - 'updated_at') then
    perform private.fail('Solo se pueden cambiar el estado y el estado del pago', '42501');
  end if;
  return new;
end
$$;

create trigger orders_guard before update on public.orders
  for each row execute function private.guard_order_update();

alter table public.orders enable row level security;
create policy "shoppers read their own orders" on public.orders
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "admins update order status" on public.orders
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null,
  product_price integer not null check (product_price >= 0),
  quantity integer not null check (quantity >= 1),
  total integer not null,
  created_at timestamptz not null default now(),
  constraint order_items_total_adds_up check (total = product_price * quantity)
);

create index order_items_order_idx on public.order_items (order_id);
create index order_items_product_idx on public.order_items (product_id);

alter table public.order_items enable row level security;
create policy "shoppers read the items of their own orders" on public.order_items
  for select to authenticated using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())
    )
  );

revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.is_admin(), private.is_api_caller(),
  private.fail(text, text) to anon, authenticated, service_role;
