-- Discount codes that can't be farmed:
-- * a code can belong to one email (the newsletter's 10 % code belongs to the subscribed email)
--   and then only the account with that email can use it;
-- * a code can be for a first purchase (BIENVENIDO10, the newsletter codes): once per account,
--   and only before the account's first paid order;
-- * subscribing to the newsletter is rate-limited per client address, and the code is emailed
--   (through the outbox) instead of being handed to whoever called.

alter table public.discount_codes
  add column first_purchase_only boolean not null default false,
  add column owner_email text check (owner_email = lower(trim(owner_email))
    and owner_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$');
comment on column public.discount_codes.first_purchase_only is
  'Usable once per account, and only before the account''s first paid order.';
comment on column public.discount_codes.owner_email is
  'When set, only the account with this email can use the code (newsletter codes).';

-- Every use of a code by an order (the ledger behind "once per account").
create table public.discount_code_redemptions (
  id uuid primary key default gen_random_uuid(),
  discount_code_id uuid not null references public.discount_codes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid not null unique references public.orders (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index discount_code_redemptions_code_user_idx
  on public.discount_code_redemptions (discount_code_id, user_id);
create index discount_code_redemptions_user_idx on public.discount_code_redemptions (user_id);

alter table public.discount_code_redemptions enable row level security;
create policy "admins read code redemptions" on public.discount_code_redemptions
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.discount_code_redemptions
  from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Rate limits for calls anyone can make (per client address and bucket).
-- ---------------------------------------------------------------------------------------------
create table private.rate_limits (
  bucket text primary key,
  max_hits integer not null check (max_hits >= 1),
  per interval not null check (per > interval '0')
);
insert into private.rate_limits (bucket, max_hits, per) values
  ('newsletter', 5, interval '1 hour');

create table private.rate_limit_hits (
  bucket text not null references private.rate_limits (bucket) on delete cascade,
  address text not null,
  hit_at timestamptz not null default now()
);
create index rate_limit_hits_bucket_address_idx
  on private.rate_limit_hits (bucket, address, hit_at);

-- The caller's address as the API gateway saw it. Hosted Supabase sits behind Cloudflare,
-- which sets `cf-connecting-ip` itself (a client can't choose it); the local server sets the
-- same header to the TCP peer's address and drops any the client sent. X-Forwarded-For is
-- never read: a caller writes what they like in it.
create function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(trim((nullif(current_setting('request.headers', true), '')::jsonb)
      ->> 'cf-connecting-ip'), ''),
    'unknown'
  );
$$;

-- Counts one call of the bucket for the caller's address; refuses it past the limit.
create function private.take_rate_limit(p_bucket text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_limit private.rate_limits;
  v_address text := private.client_address();
  v_hits integer;
begin
  select * into v_limit from private.rate_limits where bucket = p_bucket;
  if not found then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('rate:' || p_bucket || ':' || v_address, 0));
  delete from private.rate_limit_hits
    where bucket = p_bucket and address = v_address and hit_at <= now() - v_limit.per;
  select count(*) into v_hits from private.rate_limit_hits
    where bucket = p_bucket and address = v_address;
  if v_hits >= v_limit.max_hits then
    perform private.fail('Demasiados intentos - Espera un momento e inténtalo de nuevo');
  end if;
  insert into private.rate_limit_hits (bucket, address) values (p_bucket, v_address);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- subscribe_newsletter: the code is emailed and tied to the email; nothing secret is returned.
-- ---------------------------------------------------------------------------------------------
drop function public.subscribe_newsletter(text, text);

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
  if not coalesce((select s.newsletter_enabled from public.app_settings s where s.id = 1), true)
  then
    perform private.fail('El newsletter no está disponible en este momento');
  end if;
  if exists (select 1 from public.newsletter_subscriptions s where s.email = v_email) then
    raise exception using message = 'Este email ya está suscrito al newsletter',
      errcode = '23505';
  end if;
  perform private.take_rate_limit('newsletter');

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
  insert into public.discount_codes (code, type, value, max_uses, description,
    first_purchase_only, owner_email)
    values (v_code, 'percentage', 10, 1, 'Newsletter: 10% en la primera compra', true, v_email);

  -- The code is the subscription's point: it is always sent (no switch turns it off).
  perform private.queue_email('newsletter_welcome', v_email,
    'Tu código de 10 % de descuento en Boñis',
    concat_ws(E'\n',
      '¡Gracias por suscribirte al newsletter de Boñis!',
      '',
      'Tu código de descuento es: ' || v_code,
      '',
      'Te da 10 % de descuento en tu primera compra. Úsalo al finalizar tu pedido, con la cuenta '
        || 'registrada con este email (' || v_email || ').',
      '',
      'Con cariño para ti y tu mascota,',
      'El equipo de Boñis'));
  return jsonb_build_object('email', v_email);
end
$$;
comment on function public.subscribe_newsletter is
  'Subscribes an email (rate-limited per address) and emails it a one-use 10% first-purchase code tied to that email. Duplicate email: 23505. Returns { email }.';

revoke execute on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;
revoke execute on function private.client_address(), private.take_rate_limit(text)
  from public, anon, authenticated;
revoke all on private.rate_limits, private.rate_limit_hits from public, anon, authenticated;
