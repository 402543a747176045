-- A job the dev mailbox runs before it delivers the outbox, as pg_cron would run it on a hosted
-- project: emails whose day has come are queued (the store's is public.deliver_due_gifts()).
create table public.scheduled_emails (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  due_on date not null,
  queued_at timestamptz
);
alter table public.scheduled_emails enable row level security;
revoke all on public.scheduled_emails from anon, authenticated;

create function public.deliver_due_gifts() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with due as (
    update public.scheduled_emails set queued_at = now()
    where queued_at is null and due_on <= current_date
    returning *
  )
  insert into public.email_outbox (kind, recipient, subject, body)
  select 'scheduled', d.recipient, d.subject, 'Programado para ' || d.due_on from due d;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.deliver_due_gifts() from public, anon, authenticated;
