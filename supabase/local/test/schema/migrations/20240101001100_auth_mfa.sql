-- MFA for the contract suite: a table only an aal2 session may read, through the claim GoTrue
-- puts in the access token (`auth.jwt() ->> 'aal'`), as Supabase's docs write such a policy.
create table public.mfa_vault (
  id bigint generated always as identity primary key,
  secret text not null
);

alter table public.mfa_vault enable row level security;

create policy "a second factor is required" on public.mfa_vault
  for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

grant select on public.mfa_vault to authenticated;

insert into public.mfa_vault (secret) values ('only with a second factor');
