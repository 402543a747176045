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
