-- Auth for the contract suite: a trigger on auth.users that fails on purpose when the sign-up
-- metadata asks for it, to check that a failing trigger fails the sign-up as GoTrue does
-- (500 "Database error saving new user", nothing saved). It lives outside `public` so the REST
-- API never sees it.
create schema if not exists contract_auth;

create function contract_auth.reject_flagged_signup() returns trigger
language plpgsql
as $$
begin
  if new.raw_user_meta_data ->> 'reject_signup' = 'true' then
    raise exception 'sign-up rejected by the test trigger';
  end if;
  return new;
end;
$$;

create trigger reject_flagged_signup before insert on auth.users
  for each row execute function contract_auth.reject_flagged_signup();
