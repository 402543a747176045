-- The caller's address as the gateway sets it, and a project outbox the dev mailbox delivers.
create function public.caller_address() returns text
language sql stable as $$
  select (current_setting('request.headers', true)::jsonb) ->> 'cf-connecting-ip';
$$;

create table public.email_outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  order_ref text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
