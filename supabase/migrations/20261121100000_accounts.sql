-- Accounts: the enums every table shares, the private helpers RLS uses, shopper profiles,
-- the points balance and its append-only ledger, and the sign-up trigger.
--
-- Conventions for every migration of this project:
-- - RLS is enabled on every table in the migration that creates it; one policy per operation
--   and role, `(select auth.uid())`, `with check` on insert and update.
-- - Anything that moves money, points, stock or codes happens in a `security definer` function
--   (see 20261121100400_commerce_functions.sql); shoppers have no write policy on those tables.
-- - Helpers live in the non-exposed `private` schema.

create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Functions are executable only where granted: every migration that creates functions ends
-- by revoking EXECUTE from public/anon/authenticated and granting it function by function.

-- ---------------------------------------------------------------------------------------------
-- Enums (one type each; the union of both spec documents)
-- ---------------------------------------------------------------------------------------------
create type public.membership_type as enum ('regular', 'mensual', 'anual', 'premium', 'vip');
create type public.order_status as enum (
  'pending', 'confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'
);
create type public.payment_status as enum ('pending', 'paid', 'failed', 'refunded');
create type public.payment_method as enum ('cash', 'online', 'credit_card', 'pse');
create type public.discount_type as enum ('percentage', 'fixed');
create type public.home_section as enum ('featured', 'bestsellers', 'new');
create type public.pet_type as enum ('perros', 'gatos', 'aves', 'peces', 'todos');
create type public.points_transaction_type as enum ('earned', 'spent', 'redeemed');
create type public.bonus_category as enum ('todos', 'deportes', 'casino', 'vip');
create type public.bonus_type as enum ('discount', 'free_shipping', 'product', 'voucher');
create type public.bonus_status as enum ('active', 'used', 'expired');
create type public.reward_tier as enum ('basic', 'extended', 'premium');
create type public.redemption_status as enum ('pending', 'completed', 'cancelled');
create type public.prize_type as enum ('points', 'discount', 'free_shipping', 'product');
create type public.gift_type as enum ('membership', 'coupon');
create type public.gift_status as enum ('pending', 'sent', 'redeemed', 'cancelled');
create type public.subscription_status as enum ('active', 'unsubscribed');

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Keeps updated_at current on every update.
create function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Is the caller a direct API user (anon or authenticated), as opposed to a security-definer
-- function, a migration or the service role? Guards use it to let the project's own
-- functions change protected columns while a browser cannot.
create function private.is_api_caller() returns boolean
language sql stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated');
$$;

-- Raises a Spanish message the UI shows as it is. Code P0001 (raise_exception) unless given.
create function private.fail(p_message text, p_code text default 'P0001') returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using message = p_message, errcode = p_code;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- user_profiles
-- ---------------------------------------------------------------------------------------------
create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text not null default '' check (char_length(first_name) <= 100),
  last_name text not null default '' check (char_length(last_name) <= 100),
  phone text check (phone is null or phone ~ '^\+?[0-9 ]{7,20}$'),
  pet_name text check (char_length(pet_name) <= 100),
  birth_date date check (birth_date is null or birth_date > date '1900-01-01'),
  avatar_url text check (char_length(avatar_url) <= 2048),
  membership_type public.membership_type not null default 'regular',
  membership_expiry date,
  is_admin boolean not null default false,
  total_orders integer not null default 0 check (total_orders >= 0),
  total_spent integer not null default 0 check (total_spent >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_profiles is
  'One row per auth user. is_admin, membership_*, total_orders and total_spent change only through the project''s functions or an admin.';

create index user_profiles_created_at_idx on public.user_profiles (created_at desc);

create trigger user_profiles_updated_at before update on public.user_profiles
  for each row execute function private.set_updated_at();

-- Admin check for RLS: security definer so it can read the profile without recursing into the
-- profile's own policies.
create function private.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.user_profiles p where p.id = (select auth.uid())),
    false
  );
$$;

-- A browser may write only the personal fields of its own profile. Admins may also change
-- membership and the admin flag of others, never their own admin flag.
create function private.guard_user_profile() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.id is distinct from (select auth.uid()) and not private.is_admin() then
      perform private.fail('No autorizado', '42501');
    end if;
    -- A shopper creating their own row gets the defaults, whatever they sent.
    new.is_admin := false;
    new.membership_type := 'regular';
    new.membership_expiry := null;
    new.total_orders := 0;
    new.total_spent := 0;
    return new;
  end if;
  if new.id is distinct from old.id or new.created_at is distinct from old.created_at
    or new.total_orders is distinct from old.total_orders
    or new.total_spent is distinct from old.total_spent then
    perform private.fail('No autorizado', '42501');
  end if;
  if private.is_admin() then
    if new.id = (select auth.uid()) and new.is_admin is distinct from old.is_admin then
      perform private.fail('No puedes cambiar tu propio rol de administrador', '42501');
    end if;
    return new;
  end if;
  if new.is_admin is distinct from old.is_admin
    or new.membership_type is distinct from old.membership_type
    or new.membership_expiry is distinct from old.membership_expiry then
    perform private.fail('No autorizado', '42501');
  end if;
  return new;
end
$$;

create trigger user_profiles_guard before insert or update on public.user_profiles
  for each row execute function private.guard_user_profile();

-- Deleting a profile (the admin's "delete user") removes the whole account: the auth user and,
-- by cascade, everything that belongs only to them. Orders stay for the books (user_id null).
create function private.delete_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from auth.users where id = old.id;
  return old;
end
$$;

create trigger user_profiles_delete_account after delete on public.user_profiles
  for each row execute function private.delete_auth_user();

alter table public.user_profiles enable row level security;

create policy "shoppers read their own profile" on public.user_profiles
  for select to authenticated using (id = (select auth.uid()) or (select private.is_admin()));
create policy "shoppers create their own profile" on public.user_profiles
  for insert to authenticated with check (id = (select auth.uid()) or (select private.is_admin()));
create policy "shoppers update their own profile, admins any" on public.user_profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));
create policy "admins delete other users" on public.user_profiles
  for delete to authenticated
  using ((select private.is_admin()) and id <> (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- user_points: the balance (only functions change it)
-- ---------------------------------------------------------------------------------------------
create table public.user_points (
  user_id uuid primary key references auth.users (id) on delete cascade,
  current_points integer not null default 0 check (current_points >= 0),
  last_updated timestamptz not null default now()
);

create function private.set_last_updated() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.last_updated := now();
  return new;
end
$$;

create trigger user_points_last_updated before update on public.user_points
  for each row execute function private.set_last_updated();

alter table public.user_points enable row level security;

create policy "shoppers read their own points" on public.user_points
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- points_transactions: the append-only ledger. sum(points_earned) - sum(points_used) per user
-- equals user_points.current_points.
-- ---------------------------------------------------------------------------------------------
create table public.points_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  transaction_type public.points_transaction_type not null,
  points_earned integer not null default 0 check (points_earned >= 0),
  points_used integer not null default 0 check (points_used >= 0),
  description text not null check (char_length(description) between 1 and 200),
  created_at timestamptz not null default now(),
  constraint points_transactions_one_direction check (
    (transaction_type = 'earned' and points_earned > 0 and points_used = 0)
    or (transaction_type in ('spent', 'redeemed') and points_used > 0 and points_earned = 0)
  )
);

create index points_transactions_user_idx on public.points_transactions (user_id, created_at desc);

-- Ledger rows are never updated, and deleted only when their account is (FK cascade).
create function private.ledger_is_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception using message = 'El historial de puntos no se puede modificar',
    errcode = '42501';
end
$$;

create trigger points_transactions_append_only before update or delete
  on public.points_transactions
  for each row execute function private.ledger_is_append_only();

alter table public.points_transactions enable row level security;

create policy "shoppers read their own ledger" on public.points_transactions
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Moves points and writes the ledger row in one go. Locks the balance row; raises
-- 'Puntos insuficientes' rather than letting the balance go below zero.
create function private.move_points(
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
    description)
  values (p_user_id, p_type, greatest(p_delta, 0), greatest(-p_delta, 0), p_description);
  return v_balance;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Sign-up: profile from the metadata, membership regular, 100 welcome points in the ledger.
-- ---------------------------------------------------------------------------------------------
create function private.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.user_profiles (id, first_name, last_name, phone)
  values (
    new.id,
    left(coalesce(trim(new.raw_user_meta_data ->> 'first_name'), ''), 100),
    left(coalesce(trim(new.raw_user_meta_data ->> 'last_name'), ''), 100),
    case when new.phone is not null and new.phone <> '' then '+' || ltrim(new.phone, '+') end
  )
  on conflict (id) do nothing;
  insert into public.user_points (user_id, current_points) values (new.id, 0)
    on conflict (user_id) do nothing;
  perform private.move_points(new.id, 100, 'earned', 'Puntos de bienvenida');
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- ---------------------------------------------------------------------------------------------
-- Privileges: helpers that policies and triggers call as the API roles; nothing else.
-- ---------------------------------------------------------------------------------------------
revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.is_admin(), private.is_api_caller(),
  private.fail(text, text) to anon, authenticated, service_role;
