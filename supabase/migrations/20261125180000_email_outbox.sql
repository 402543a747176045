-- The store's emails: rows of an outbox written in the same transaction as the change that
-- causes them (ARCHITECTURE §4). Nothing sends mail from the database. In production a scheduled
-- Edge Function would deliver pending rows and set sent_at; locally the dev mailbox of
-- supabase/local delivers them (see its README). Shoppers never read or write the outbox.

create table public.email_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('order_confirmation', 'payment_confirmation',
    'newsletter_welcome')),
  recipient text not null check (recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    and char_length(recipient) <= 254),
  subject text not null check (char_length(subject) between 1 and 200),
  body text not null check (char_length(body) between 1 and 20000),
  user_id uuid references auth.users (id) on delete set null,
  order_id uuid references public.orders (id) on delete cascade,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table public.email_outbox is
  'Emails to deliver, written by the functions that cause them. sent_at is set by the deliverer.';

create index email_outbox_pending_idx on public.email_outbox (id) where sent_at is null;
create index email_outbox_order_idx on public.email_outbox (order_id);
create index email_outbox_created_idx on public.email_outbox (created_at desc);

alter table public.email_outbox enable row level security;
create policy "admins read the outbox" on public.email_outbox
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.email_outbox from anon, authenticated;

-- Queues one email. Callers decide whether a setting allows it.
create function private.queue_email(
  p_kind text,
  p_recipient text,
  p_subject text,
  p_body text,
  p_user_id uuid default null,
  p_order_id uuid default null
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.email_outbox (kind, recipient, subject, body, user_id, order_id)
  values (p_kind, lower(trim(p_recipient)), p_subject, p_body, p_user_id, p_order_id);
$$;

-- One setting of app_settings (an email switch), true when the row or column is missing.
create function private.email_enabled(p_switch text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select (to_jsonb(s) ->> p_switch)::boolean from public.app_settings s
    where s.id = 1), true);
$$;

revoke execute on function private.queue_email(text, text, text, text, uuid, uuid),
  private.email_enabled(text) from public, anon, authenticated;
