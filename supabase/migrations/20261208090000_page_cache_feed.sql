-- The shell server's page cache (ARCHITECTURE §3; shell/README.md "The page cache") keeps each
-- server-rendered anonymous page until a row it read changes, and learns of changes through
-- Realtime's postgres_changes. Every public table a server-rendered page reads must therefore
-- be in the supabase_realtime publication: products, categories, banner_settings and
-- app_settings already are; these are the rest (product groups on listings and product pages,
-- membership plans on /membership, delivery time ranges on product and content pages, rewards,
-- roulette prizes and the bonus store on the loyalty pages).
-- Row security still decides who receives what: an anonymous subscriber gets only rows it may
-- read, the server's feed subscribes with the service-role key.
do $$
declare
  watched text;
begin
  foreach watched in array array[
    'product_groups', 'membership_plans', 'shipping_time_ranges', 'rewards_catalog',
    'roulette_prizes', 'bonus_store'
  ] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = watched
    ) then
      execute format('alter publication supabase_realtime add table public.%I', watched);
    end if;
  end loop;
end
$$;
