-- Realtime's part of the database. There is no logical decoding here (PGlite has none, and a
-- developer's PostgreSQL may lack wal_level = logical), so changes are captured by a row trigger
-- on every table of the `supabase_realtime` publication. Like a WAL record, the notification
-- carries the new row and the old replica identity (primary key, or the whole old row with
-- REPLICA IDENTITY FULL); the server then checks RLS against the table as each subscriber.
-- NOTIFY payloads over 8000 bytes would abort the writer's transaction, so a larger change goes
-- through realtime.local_overflow and the notification carries only its id.
-- Idempotent: it runs on every start.

create table if not exists realtime.local_overflow (
  id bigint generated always as identity primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
revoke all on realtime.local_overflow from public, anon, authenticated, service_role;

-- The row trigger. SECURITY DEFINER: whoever writes the row (anon, a signed-in user) must be
-- able to spill a large payload into realtime.local_overflow.
create or replace function realtime.local_capture() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pk_columns text[];
  replica_full boolean;
  old_pk jsonb;
  old_row jsonb;
  message jsonb;
  message_text text;
  overflow_id bigint;
begin
  select coalesce(array_agg(a.attname::text order by k.ord), '{}')
    into pk_columns
    from pg_catalog.pg_index i
    cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = tg_relid and i.indisprimary;

  if tg_op <> 'INSERT' then
    select c.relreplident = 'f' into replica_full from pg_catalog.pg_class c where c.oid = tg_relid;
    old_row := to_jsonb(old);
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
      into old_pk
      from jsonb_each(old_row) e
     where e.key = any(pk_columns);
  end if;

  message := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'has_pk', cardinality(pk_columns) > 0,
    'new', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old', case when replica_full then old_row else old_pk end
  );
  message_text := message::text;
  if octet_length(message_text) > 7000 then
    insert into realtime.local_overflow (payload) values (message) returning id into overflow_id;
    message_text := jsonb_build_object('overflow', overflow_id)::text;
  end if;
  perform pg_catalog.pg_notify('realtime', message_text);
  return null;
end;
$$;

revoke all on function realtime.local_capture() from public;

-- Puts the capture trigger on every table of the publication that lacks it, and takes it off the
-- tables that left the publication. Called at start, by the DDL event trigger below, and by the
-- server when a subscription names a table that has no trigger yet.
create or replace function realtime.local_sync_capture() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  for target in
    select c.oid::regclass as entity
      from pg_catalog.pg_publication_tables pt
      join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
      join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime'
       and c.relkind = 'r'
       -- never capture realtime's own tables (a FOR ALL TABLES publication includes them)
       and pt.schemaname <> 'realtime'
       and not exists (
         select 1 from pg_catalog.pg_trigger t
          where t.tgrelid = c.oid and t.tgname = 'supabase_realtime_capture'
       )
  loop
    execute format(
      'create or replace trigger supabase_realtime_capture after insert or update or delete on %s '
      'for each row execute function realtime.local_capture()',
      target.entity
    );
  end loop;

  for target in
    select t.tgrelid::regclass as entity
      from pg_catalog.pg_trigger t
      join pg_catalog.pg_class c on c.oid = t.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'supabase_realtime_capture'
       and not exists (
         select 1 from pg_catalog.pg_publication_tables pt
          where pt.pubname = 'supabase_realtime'
            and pt.schemaname <> 'realtime'
            and pt.schemaname = n.nspname
            and pt.tablename = c.relname
       )
  loop
    execute format('drop trigger if exists supabase_realtime_capture on %s', target.entity);
  end loop;
end;
$$;

revoke all on function realtime.local_sync_capture() from public;

create or replace function realtime.local_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.local_sync_capture();
exception when others then
  -- Never break the developer's DDL: the server syncs again at start and whenever a
  -- subscription names a table that has no capture trigger.
  raise warning 'realtime capture sync failed: %', sqlerrm;
end;
$$;

-- Event triggers need a superuser (PGlite and the usual local PostgreSQL are); without one the
-- server falls back to re-scanning the publication every few seconds.
do $$
begin
  drop event trigger if exists supabase_realtime_capture_sync;
  create event trigger supabase_realtime_capture_sync on ddl_command_end
    when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE',
                 'CREATE TABLE AS', 'SELECT INTO')
    execute function realtime.local_on_ddl();
exception when insufficient_privilege then
  raise notice 'realtime: no event trigger (not a superuser); the publication is re-scanned periodically';
end
$$;

-- Authorization of private channels, as hosted Realtime does it: RLS policies on
-- realtime.messages decide who may read (join) and write (broadcast, track presence) a topic,
-- with realtime.topic() naming the channel being checked.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql
stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

grant execute on function realtime.topic() to anon, authenticated, service_role;
