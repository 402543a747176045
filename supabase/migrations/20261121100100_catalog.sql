-- Catalog: categories and the product taxonomy (main category → groups with icon →
-- subcategories), products, the home banner, store settings and shipping. Everyone reads what
-- the storefront shows (active rows); admins manage everything.

-- ---------------------------------------------------------------------------------------------
-- categories (the main categories perros, gatos, accesorios, servicios, promociones are rows
-- here, addressed by slug; other rows are extra category pages such as /aves)
-- ---------------------------------------------------------------------------------------------
create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 80),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  description text check (char_length(description) <= 1000),
  image_url text check (char_length(image_url) <= 2048),
  featured_brands text[] not null default '{}' check (cardinality(featured_brands) <= 12),
  is_active boolean not null default true,
  product_count integer not null default 0 check (product_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.categories.image_url is 'An emoji or an image URL.';
comment on column public.categories.product_count is
  'Active products in the category, kept by a trigger on products.';
comment on column public.categories.featured_brands is 'Brands the mega-menu features.';

create index categories_active_created_idx on public.categories (is_active, created_at desc);
create index categories_active_name_idx on public.categories (is_active, name);

create trigger categories_updated_at before update on public.categories
  for each row execute function private.set_updated_at();

alter table public.categories enable row level security;
create policy "everyone reads active categories" on public.categories
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create categories" on public.categories
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update categories" on public.categories
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete categories" on public.categories
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- product_groups and product_subcategories: the mega-menu taxonomy
-- ---------------------------------------------------------------------------------------------
create table public.product_groups (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category_id uuid not null references public.categories (id) on delete cascade,
  name text not null check (char_length(trim(name)) between 1 and 80),
  icon text not null default '📦' check (char_length(icon) <= 16),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (category_id, name)
);
comment on table public.product_groups is
  'Groups of a main category (Perros → Alimento, Juguetes, ...). products.product_group references id.';

create index product_groups_category_idx on public.product_groups (category_id, position);

create trigger product_groups_updated_at before update on public.product_groups
  for each row execute function private.set_updated_at();

create table public.product_subcategories (
  id uuid primary key default gen_random_uuid(),
  group_id text not null references public.product_groups (id) on delete cascade
    on update cascade,
  name text not null check (char_length(trim(name)) between 1 and 80),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, name)
);

create index product_subcategories_group_idx on public.product_subcategories (group_id, position);

create trigger product_subcategories_updated_at before update on public.product_subcategories
  for each row execute function private.set_updated_at();

alter table public.product_groups enable row level security;
alter table public.product_subcategories enable row level security;

create policy "everyone reads product groups" on public.product_groups
  for select to anon, authenticated using (true);
create policy "admins create product groups" on public.product_groups
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update product groups" on public.product_groups
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete product groups" on public.product_groups
  for delete to authenticated using ((select private.is_admin()));

create policy "everyone reads product subcategories" on public.product_subcategories
  for select to anon, authenticated using (true);
create policy "admins create product subcategories" on public.product_subcategories
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update product subcategories" on public.product_subcategories
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete product subcategories" on public.product_subcategories
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- products
-- ---------------------------------------------------------------------------------------------
create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  short_description text check (char_length(short_description) <= 300),
  brand text check (char_length(brand) <= 80),
  price integer not null check (price >= 0),
  regular_price integer check (regular_price >= 0),
  member_price integer check (member_price >= 0),
  discount_percentage numeric(5, 2) not null default 0
    check (discount_percentage >= 0 and discount_percentage < 100),
  images text[] not null default '{}' check (cardinality(images) <= 5),
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  in_stock boolean not null generated always as (stock_quantity > 0) stored,
  is_active boolean not null default true,
  featured boolean not null default false,
  home_section public.home_section,
  category_id uuid references public.categories (id) on delete set null,
  product_group text references public.product_groups (id) on delete set null on update cascade,
  subcategory text,
  pet_type public.pet_type not null default 'todos',
  sales_count integer not null default 0 check (sales_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_subcategory_fkey foreign key (product_group, subcategory)
    references public.product_subcategories (group_id, name)
    on update cascade on delete set null (subcategory)
);
comment on column public.products.price is 'Selling price in COP (whole pesos) for non-members.';
comment on column public.products.regular_price is
  'Price before the product''s own discount; member discounts apply to it when member_price is null.';
comment on column public.products.images is
  'Up to 5 images: absolute URLs, or object paths in the product-images bucket.';
comment on column public.products.pet_type is
  'Which pets the product is for (the storefront''s Perros/Gatos/Todos, plus aves and peces for /birds and /fish); /dogs lists perros and todos.';
comment on column public.products.sales_count is 'Units sold; the "most popular" sort.';
comment on column public.products.in_stock is 'stock_quantity > 0; the relevance sort puts it first.';

-- Listings filter by category, pet type or taxonomy and sort by relevance (in stock first,
-- then price), price, popularity, newest or name, reading one page with an exact count: each
-- filter has an index per sort so a page reads 12 index entries, not the whole category.
create index products_active_created_idx on public.products (is_active, created_at desc);
create index products_active_relevance_idx on public.products (in_stock desc, price)
  where is_active;
create index products_name_idx on public.products (name) where is_active;
create index products_category_idx on public.products (category_id, created_at desc)
  where is_active;
create index products_category_relevance_idx on public.products (category_id, in_stock desc, price)
  where is_active;
create index products_category_price_idx on public.products (category_id, price) where is_active;
create index products_category_popular_idx on public.products (category_id, sales_count desc)
  where is_active;
create index products_pet_type_idx on public.products (pet_type, created_at desc) where is_active;
create index products_pet_type_relevance_idx on public.products (pet_type, in_stock desc, price)
  where is_active;
create index products_pet_type_price_idx on public.products (pet_type, price) where is_active;
create index products_pet_type_popular_idx on public.products (pet_type, sales_count desc)
  where is_active;
create index products_home_section_idx on public.products (home_section, created_at desc)
  where is_active and home_section is not null;
create index products_group_idx on public.products (product_group, subcategory) where is_active;
create index products_brand_idx on public.products (brand) where is_active;
create index products_price_idx on public.products (price) where is_active;
create index products_popular_idx on public.products (sales_count desc) where is_active;
create index products_low_stock_idx on public.products (stock_quantity) where stock_quantity < 10;
-- Text search: trigram indexes, used through search_products() below (see there why).
create index products_name_trgm_idx on public.products using gin (name extensions.gin_trgm_ops);
create index products_brand_trgm_idx on public.products using gin (brand extensions.gin_trgm_ops);
create index products_description_trgm_idx on public.products
  using gin (description extensions.gin_trgm_ops);

create trigger products_updated_at before update on public.products
  for each row execute function private.set_updated_at();

-- A browser (even an admin's) cannot move sales_count; orders do.
create function private.guard_product() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() then
    if tg_op = 'INSERT' then
      new.sales_count := 0;
    elsif new.sales_count is distinct from old.sales_count then
      new.sales_count := old.sales_count;
    end if;
  end if;
  return new;
end
$$;

create trigger products_guard before insert or update on public.products
  for each row execute function private.guard_product();

-- categories.product_count: recounted once per statement for the categories it touched.
-- Transition tables exist per event (an INSERT has no old rows), so each branch names only the
-- tables its events have; PL/pgSQL plans a statement when it first runs it.
create function private.refresh_category_counts() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_touched uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct category_id) into v_touched from changed_new;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct category_id) into v_touched from changed_old;
  else
    select array_agg(distinct category_id) into v_touched
    from (select category_id from changed_new union select category_id from changed_old) t;
  end if;
  update public.categories c
    set product_count = (
      select count(*) from public.products p where p.category_id = c.id and p.is_active
    )
  where c.id = any (v_touched);
  return null;
end
$$;

create trigger products_category_count_insert after insert on public.products
  referencing new table as changed_new
  for each statement execute function private.refresh_category_counts();
create trigger products_category_count_update after update on public.products
  referencing new table as changed_new old table as changed_old
  for each statement execute function private.refresh_category_counts();
create trigger products_category_count_delete after delete on public.products
  referencing old table as changed_old
  for each statement execute function private.refresh_category_counts();

alter table public.products enable row level security;
create policy "everyone reads active products" on public.products
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create products" on public.products
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update products" on public.products
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete products" on public.products
  for delete to authenticated using ((select private.is_admin()));

-- Text search over active products' name, brand and description, for the header search and
-- the /search and /all-products pages. Why a function: PostgreSQL will not use an index for a
-- condition that is not leakproof (ILIKE is not) on a table with row-level security, so the
-- same ILIKE sent as a REST filter scans every product. This function runs as its owner (no RLS,
-- so the trigram indexes serve it) and applies the anonymous visitor's rule itself: active
-- products only. Fewer than 3 characters find nothing (the storefront's minimum); `%` and `_`
-- in the term are matched literally. Callers add
-- select, filters, order, range and count as on a table:
--   rpc('search_products', { p_term }).select('*, category:categories(name)').order('price')
create function private.like_pattern(p_term text) returns text
language sql immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(trim(p_term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
$$;

create function public.search_products(p_term text, p_limit integer default null)
returns setof public.products
language sql stable security definer
set search_path = ''
as $$
  select p.*
  from public.products p
  where p.is_active
    and char_length(trim(coalesce(p_term, ''))) >= 3
    and (
      p.name ilike private.like_pattern(p_term)
      or p.brand ilike private.like_pattern(p_term)
      or p.description ilike private.like_pattern(p_term)
    )
  limit case when p_limit is null then null else greatest(p_limit, 0) end;
$$;
comment on function public.search_products is
  'Active products whose name, brand or description contains the term (3+ characters); at most p_limit when given.';

-- ---------------------------------------------------------------------------------------------
-- banner_settings
-- ---------------------------------------------------------------------------------------------
create table public.banner_settings (
  id uuid primary key default gen_random_uuid(),
  title text not null default '' check (char_length(title) <= 200),
  description text not null default '' check (char_length(description) <= 1000),
  image_url text not null check (char_length(image_url) between 1 and 2048),
  cta_text text check (char_length(cta_text) <= 60),
  cta_link text check (char_length(cta_link) <= 2048),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index banner_settings_active_updated_idx on public.banner_settings (is_active, updated_at desc);

create trigger banner_settings_updated_at before update on public.banner_settings
  for each row execute function private.set_updated_at();

alter table public.banner_settings enable row level security;
create policy "everyone reads active banners" on public.banner_settings
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create banners" on public.banner_settings
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update banners" on public.banner_settings
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete banners" on public.banner_settings
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- app_settings: one row (id 1)
-- ---------------------------------------------------------------------------------------------
create table public.app_settings (
  id integer primary key default 1 check (id = 1),
  site_name text not null default 'Boñis' check (char_length(site_name) between 1 and 80),
  site_description text not null default '' check (char_length(site_description) <= 500),
  contact_email text not null default '' check (contact_email = '' or contact_email like '%_@_%'),
  contact_phone text not null default '' check (char_length(contact_phone) <= 30),
  whatsapp_number text not null default '' check (whatsapp_number ~ '^[0-9]{0,15}$'),
  allow_registrations boolean not null default true,
  maintenance_mode boolean not null default false,
  free_shipping_threshold numeric(12, 2) not null default 100000
    check (free_shipping_threshold >= 0),
  standard_shipping_cost numeric(12, 2) not null default 8000 check (standard_shipping_cost >= 0),
  express_shipping_cost numeric(12, 2) not null default 15000 check (express_shipping_cost >= 0),
  shipping_enabled boolean not null default true,
  order_confirmation_email boolean not null default true,
  shipping_notification_email boolean not null default true,
  newsletter_enabled boolean not null default true,
  welcome_email_enabled boolean not null default true,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.app_settings is
  'Store settings, a single row with id 1. free_shipping_threshold governs every free-shipping copy and checkout.';

create trigger app_settings_updated_at before update on public.app_settings
  for each row execute function private.set_updated_at();

alter table public.app_settings enable row level security;
create policy "everyone reads the settings" on public.app_settings
  for select to anon, authenticated using (true);
create policy "admins create the settings" on public.app_settings
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update the settings" on public.app_settings
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The settings row always exists, so every reader finds the threshold.
insert into public.app_settings (id) values (1) on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- shipping_rates and shipping_time_ranges
-- ---------------------------------------------------------------------------------------------
create table public.shipping_rates (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 80),
  description text check (char_length(description) <= 500),
  base_price integer not null check (base_price >= 0),
  delivery_hours_min integer not null check (delivery_hours_min >= 0),
  delivery_hours_max integer not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint shipping_rates_hours_order check (delivery_hours_max >= delivery_hours_min)
);

create index shipping_rates_price_idx on public.shipping_rates (base_price);

create trigger shipping_rates_updated_at before update on public.shipping_rates
  for each row execute function private.set_updated_at();

create table public.shipping_time_ranges (
  id uuid primary key default gen_random_uuid(),
  time_range text not null check (char_length(trim(time_range)) between 1 and 60),
  description text check (char_length(description) <= 300),
  cost integer not null check (cost >= 0),
  icon text not null default '📦' check (icon in ('📦', '🚚', '⚡', '🌙', '☀️', '🕐', '⏰')),
  priority integer not null default 1,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index shipping_time_ranges_priority_idx on public.shipping_time_ranges (is_active, priority);

create trigger shipping_time_ranges_updated_at before update on public.shipping_time_ranges
  for each row execute function private.set_updated_at();

alter table public.shipping_rates enable row level security;
alter table public.shipping_time_ranges enable row level security;

create policy "everyone reads active shipping rates" on public.shipping_rates
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create shipping rates" on public.shipping_rates
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update shipping rates" on public.shipping_rates
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete shipping rates" on public.shipping_rates
  for delete to authenticated using ((select private.is_admin()));

create policy "everyone reads active time ranges" on public.shipping_time_ranges
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create time ranges" on public.shipping_time_ranges
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update time ranges" on public.shipping_time_ranges
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete time ranges" on public.shipping_time_ranges
  for delete to authenticated using ((select private.is_admin()));

revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.is_admin(), private.is_api_caller(),
  private.fail(text, text) to anon, authenticated, service_role;
revoke execute on function public.search_products(text, integer) from public;
grant execute on function public.search_products(text, integer) to anon, authenticated, service_role;
