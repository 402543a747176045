-- Dev mailbox: every email and SMS the local server "sent". Not exposed through the API.
create table if not exists _local.mailbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  meta jsonb not null default '{}'::jsonb,
  sent_at timestamptz not null default now()
);
revoke all on _local.mailbox from anon, authenticated, service_role;
