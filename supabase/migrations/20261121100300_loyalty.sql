-- Loyalty: membership plans, the bonus store and the shoppers' bonuses, the rewards catalogue
-- and redemptions, roulette prizes and wins, gift purchases. Shoppers read the active
-- catalogue and their own rows; every write that spends points is a function's.

-- ---------------------------------------------------------------------------------------------
-- membership_plans
-- ---------------------------------------------------------------------------------------------
create table public.membership_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 80),
  description text check (char_length(description) <= 500),
  price integer not null default 0 check (price >= 0),
  duration_days integer not null default 30 check (duration_days between 1 and 3660),
  discount_percent numeric(5, 2) not null default 10 check (discount_percent between 0 and 100),
  points_multiplier numeric(4, 2) not null default 1.5
    check (points_multiplier between 0 and 10),
  benefits text[] not null default '{}',
  is_active boolean not null default true,
  membership_type public.membership_type not null generated always as (
    case when lower(name) like '%anual%' then 'anual'::public.membership_type
    else 'mensual'::public.membership_type end
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.membership_plans.membership_type is
  'What activating the plan makes the shopper: anual when the name contains "anual", else mensual.';

create index membership_plans_price_idx on public.membership_plans (is_active, price);

create trigger membership_plans_updated_at before update on public.membership_plans
  for each row execute function private.set_updated_at();

-- Blank benefit lines are dropped.
create function private.clean_benefits() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.benefits := coalesce(
    array(select trim(b) from unnest(new.benefits) as b where trim(b) <> ''), '{}'
  );
  return new;
end
$$;

create trigger membership_plans_clean_benefits before insert or update of benefits
  on public.membership_plans
  for each row execute function private.clean_benefits();

alter table public.membership_plans enable row level security;
create policy "everyone reads active plans" on public.membership_plans
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create plans" on public.membership_plans
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update plans" on public.membership_plans
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete plans" on public.membership_plans
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- bonus_store and user_bonuses
-- ---------------------------------------------------------------------------------------------
create table public.bonus_store (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 120),
  description text check (char_length(description) <= 500),
  icon text not null default '🎁' check (char_length(icon) between 1 and 8),
  category public.bonus_category not null default 'todos',
  type public.bonus_type not null default 'discount',
  value numeric(12, 2) not null default 0 check (value >= 0),
  points_cost integer not null default 0 check (points_cost >= 0),
  popular boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bonus_store_percentage_max check (type <> 'discount' or value <= 100)
);
comment on column public.bonus_store.value is
  'discount: percent off the subtotal; voucher: COP off; free_shipping: 1; product: reference value.';

create index bonus_store_category_cost_idx on public.bonus_store (category, points_cost);
create index bonus_store_active_cost_idx on public.bonus_store (is_active, points_cost);

create trigger bonus_store_updated_at before update on public.bonus_store
  for each row execute function private.set_updated_at();

alter table public.bonus_store enable row level security;
create policy "everyone reads active bonuses" on public.bonus_store
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create bonuses" on public.bonus_store
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update bonuses" on public.bonus_store
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete bonuses" on public.bonus_store
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- roulette_prizes and roulette_wins
-- ---------------------------------------------------------------------------------------------
create table public.roulette_prizes (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 80),
  description text check (char_length(description) <= 300),
  icon text not null default '🎁' check (char_length(icon) between 1 and 8),
  probability numeric(5, 2) not null check (probability between 0 and 100),
  type public.prize_type not null,
  value numeric(12, 2) not null default 0 check (value >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint roulette_prizes_percentage_max check (type <> 'discount' or value <= 100)
);
comment on column public.roulette_prizes.value is
  'points: points credited; discount: percent off; free_shipping: 1; product: reference value.';

create index roulette_prizes_created_idx on public.roulette_prizes (is_active, created_at);

create trigger roulette_prizes_updated_at before update on public.roulette_prizes
  for each row execute function private.set_updated_at();

-- The sum of all prizes' probabilities may not exceed 100 (as the admin screen enforces).
create function private.check_prize_probabilities() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if (select coalesce(sum(probability), 0) from public.roulette_prizes) > 100 then
    perform private.fail('La suma de probabilidades no puede exceder 100%', '23514');
  end if;
  return null;
end
$$;

create constraint trigger roulette_prizes_probability_sum
  after insert or update of probability on public.roulette_prizes
  deferrable initially deferred
  for each row execute function private.check_prize_probabilities();

alter table public.roulette_prizes enable row level security;
create policy "everyone reads active prizes" on public.roulette_prizes
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create prizes" on public.roulette_prizes
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update prizes" on public.roulette_prizes
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete prizes" on public.roulette_prizes
  for delete to authenticated using ((select private.is_admin()));

create table public.roulette_wins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  prize_id uuid references public.roulette_prizes (id) on delete set null,
  prize_name text not null,
  prize_type public.prize_type not null,
  prize_value numeric(12, 2) not null default 0,
  redeemed boolean not null default false,
  redeemed_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  constraint roulette_wins_redeemed_at check (redeemed = (redeemed_at is not null))
);

create index roulette_wins_user_idx on public.roulette_wins (user_id, created_at desc);

alter table public.roulette_wins enable row level security;
create policy "shoppers read their own wins" on public.roulette_wins
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

create table public.user_bonuses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  bonus_id uuid references public.bonus_store (id) on delete set null,
  roulette_win_id uuid unique references public.roulette_wins (id) on delete cascade,
  bonus_name text not null,
  bonus_type public.bonus_type not null,
  bonus_value numeric(12, 2) not null default 0 check (bonus_value >= 0),
  points_spent integer not null default 0 check (points_spent >= 0),
  status public.bonus_status not null default 'active',
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint user_bonuses_used_at check ((status = 'used') = (used_at is not null))
);
comment on table public.user_bonuses is
  'Bonuses a shopper holds: bought in the bonus store (bonus_id) or won on the roulette (roulette_win_id).';

create index user_bonuses_user_status_idx on public.user_bonuses (user_id, status, expires_at);

alter table public.user_bonuses enable row level security;
create policy "shoppers read their own bonuses" on public.user_bonuses
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.orders
  add constraint orders_user_bonus_id_fkey foreign key (user_bonus_id)
    references public.user_bonuses (id) on delete set null,
  add constraint orders_roulette_win_id_fkey foreign key (roulette_win_id)
    references public.roulette_wins (id) on delete set null;

-- ---------------------------------------------------------------------------------------------
-- rewards_catalog and points_redemptions_v2
-- ---------------------------------------------------------------------------------------------
create table public.rewards_catalog (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 120),
  description text check (char_length(description) <= 500),
  image_url text check (char_length(image_url) <= 2048),
  points_required integer not null check (points_required > 0),
  stock integer not null default 0 check (stock >= 0),
  tier public.reward_tier not null default 'basic',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index rewards_catalog_points_idx on public.rewards_catalog (is_active, points_required);

create trigger rewards_catalog_updated_at before update on public.rewards_catalog
  for each row execute function private.set_updated_at();

alter table public.rewards_catalog enable row level security;
create policy "everyone reads active rewards" on public.rewards_catalog
  for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy "admins create rewards" on public.rewards_catalog
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins update rewards" on public.rewards_catalog
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete rewards" on public.rewards_catalog
  for delete to authenticated using ((select private.is_admin()));

create table public.points_redemptions_v2 (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  reward_type text not null default 'reward' check (reward_type in ('reward', 'bonus')),
  reward_id uuid references public.rewards_catalog (id) on delete set null,
  reward_name text not null,
  points_used integer not null check (points_used > 0),
  status public.redemption_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index points_redemptions_user_idx on public.points_redemptions_v2 (user_id, created_at desc);

create trigger points_redemptions_v2_updated_at before update on public.points_redemptions_v2
  for each row execute function private.set_updated_at();

-- Admins fulfil or cancel a redemption; the points and the reward stay as recorded.
create function private.guard_status_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller()
    and (to_jsonb(new) - 'status' - 'updated_at') is distinct from (to_jsonb(old) - 'status' - 'updated_at') then
    perform private.fail('Solo se puede cambiar el estado', '42501');
  end if;
  return new;
end
$$;

create trigger points_redemptions_v2_guard before update on public.points_redemptions_v2
  for each row execute function private.guard_status_only();

alter table public.points_redemptions_v2 enable row level security;
create policy "shoppers read their own redemptions" on public.points_redemptions_v2
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "admins update redemption status" on public.points_redemptions_v2
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- gift_purchases
-- ---------------------------------------------------------------------------------------------
create table public.gift_purchases (
  id uuid primary key default gen_random_uuid(),
  buyer_id uuid references auth.users (id) on delete set null,
  gift_type public.gift_type not null,
  gift_value text not null check (gift_value in ('mensual', 'anual', 'c50', 'c100', 'c200')),
  amount integer not null check (amount >= 0),
  recipient_name text not null check (char_length(trim(recipient_name)) between 1 and 120),
  recipient_email text not null check (recipient_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    and char_length(recipient_email) <= 254),
  recipient_phone text check (recipient_phone ~ '^\+?[0-9 ]{7,20}$'),
  message text check (char_length(message) <= 500),
  delivery_date date not null default current_date,
  gift_code text not null unique check (gift_code ~ '^GIFT[0-9]{8}$'),
  status public.gift_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint gift_purchases_type_matches_value check (
    (gift_type = 'membership' and gift_value in ('mensual', 'anual'))
    or (gift_type = 'coupon' and gift_value in ('c50', 'c100', 'c200'))
  )
);

create index gift_purchases_buyer_idx on public.gift_purchases (buyer_id, created_at desc);

create trigger gift_purchases_updated_at before update on public.gift_purchases
  for each row execute function private.set_updated_at();

create trigger gift_purchases_guard before update on public.gift_purchases
  for each row execute function private.guard_status_only();

alter table public.gift_purchases enable row level security;
create policy "shoppers read the gifts they bought" on public.gift_purchases
  for select to authenticated using (buyer_id = (select auth.uid()) or (select private.is_admin()));
create policy "admins update gift status" on public.gift_purchases
  for update to authenticated using ((select private.is_admin()))
  with check ((select private.is_admin()));

revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.is_admin(), private.is_api_caller(),
  private.fail(text, text) to anon, authenticated, service_role;
