-- A "before user created" auth hook for the contract suite: test/support/server.mjs starts the
-- suite's server with SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_URI pointing here. It records every
-- event it is called with, refuses addresses that start with 'hook-refused.' (403, as a store
-- closing its registrations would) and fails for 'hook-broken.' (a hook that errors). Its own
-- schema keeps it out of the REST API.
create schema contract_hooks;

create table contract_hooks.events (
  id bigint generated always as identity primary key,
  event jsonb not null,
  created_at timestamptz not null default now()
);

create function contract_hooks.before_user_created(event jsonb) returns jsonb
language plpgsql
as $$
declare
  v_email text := coalesce(event -> 'user' ->> 'email', '');
begin
  insert into contract_hooks.events (event) values (event);
  if v_email like 'hook-refused.%' then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403, 'message', 'Los registros están cerrados'));
  end if;
  if v_email like 'hook-broken.%' then
    raise exception 'the hook failed';
  end if;
  return '{}'::jsonb;
end
$$;

revoke all on schema contract_hooks from public;
grant usage on schema contract_hooks to supabase_auth_admin;
revoke execute on function contract_hooks.before_user_created(jsonb) from public;
grant execute on function contract_hooks.before_user_created(jsonb) to supabase_auth_admin;
