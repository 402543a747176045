-- The REST service reloads its schema cache when the schema changes, as hosted Supabase's
-- PostgREST does: DDL fires `NOTIFY pgrst, 'reload schema'` through these event triggers (the
-- same names hosted projects have). Applied by the REST service at start; idempotent.

create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql
as $$
declare
  cmd record;
begin
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    if cmd.command_tag in (
      'CREATE SCHEMA', 'ALTER SCHEMA',
      'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE',
      'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE',
      'CREATE VIEW', 'ALTER VIEW',
      'CREATE MATERIALIZED VIEW', 'ALTER MATERIALIZED VIEW',
      'CREATE FUNCTION', 'ALTER FUNCTION',
      'CREATE TRIGGER',
      'CREATE TYPE', 'ALTER TYPE',
      'CREATE RULE',
      'COMMENT'
    )
    -- ignore temporary objects
    and cmd.schema_name is distinct from 'pg_temp'
    then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end;
$$;

create or replace function extensions.pgrst_drop_watch() returns event_trigger
language plpgsql
as $$
declare
  obj record;
begin
  for obj in select * from pg_event_trigger_dropped_objects() loop
    if obj.object_type in (
      'schema', 'table', 'foreign table', 'view', 'materialized view', 'function',
      'trigger', 'type', 'rule'
    )
    and obj.is_temporary is false
    then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end;
$$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
    create event trigger pgrst_ddl_watch on ddl_command_end
      execute procedure extensions.pgrst_ddl_watch();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_drop_watch') then
    create event trigger pgrst_drop_watch on sql_drop
      execute procedure extensions.pgrst_drop_watch();
  end if;
end
$$;

-- The REST service's limits (README, What it does not implement, REST, "Limits"). The
-- planner counts the rows embedded
-- resources read in the setting `pgrst.embedded_rows` and calls this past the cap; a body larger
-- than the response cap goes through pgrst_response_body. Both answer PostgreSQL's
-- program_limit_exceeded (54000), which PostgREST maps to 500.
create or replace function extensions.pgrst_embedded_rows_exceeded(max_rows bigint)
returns boolean
language plpgsql
as $$
begin
  raise exception using
    errcode = '54000',
    message = format('The embedded resources read more than %s rows', max_rows),
    detail = 'Each row read for an embedded resource counts once, plus once per embedded resource joined to it.',
    hint = 'Filter or limit the embedded resources (e.g. ?embedded.limit=10), or raise SUPABASE_LOCAL_MAX_EMBEDDED_ROWS.';
end;
$$;

create or replace function extensions.pgrst_response_body(body text, max_bytes bigint)
returns text
language plpgsql
as $$
begin
  if octet_length(body) > max_bytes then
    raise exception using
      errcode = '54000',
      message = format('The response is larger than the limit of %s bytes', max_bytes),
      detail = format('The response has %s bytes.', octet_length(body)),
      hint = 'Select fewer rows or columns, or raise SUPABASE_LOCAL_MAX_RESPONSE_BYTES.';
  end if;
  return body;
end;
$$;

grant execute on function extensions.pgrst_embedded_rows_exceeded(bigint),
  extensions.pgrst_response_body(text, bigint)
  to anon, authenticated, service_role;

-- Statement timeouts as hosted Supabase sets them on its API roles (anon 3 s, authenticated
-- 8 s; requests of a role with none get the authenticator's 8 s). Set once, on the first start
-- of a database, and only on a role that has none yet: after that the project owns them
-- (`alter role anon set statement_timeout = '5s'` then `notify pgrst, 'reload config'`).
do $$
declare
  defaults constant text[][] := array[['anon', '3s'], ['authenticated', '8s']];
  pair text[];
begin
  if to_regclass('_local.rest_role_defaults') is not null then
    return;
  end if;
  foreach pair slice 1 in array defaults loop
    if not exists (
      select 1 from pg_db_role_setting s, unnest(s.setconfig) c
      where s.setrole = pair[1]::regrole and c like 'statement\_timeout=%'
    ) then
      execute format('alter role %I set statement_timeout = %L', pair[1], pair[2]);
    end if;
  end loop;
  create table _local.rest_role_defaults (applied_at timestamptz not null default now());
  insert into _local.rest_role_defaults default values;
exception when insufficient_privilege then
  raise warning 'rest: cannot set the API roles'' statement timeouts (%)', sqlerrm;
end
$$;
