-- Real-user vitals per remote and release (issue 40, item 6).
--
-- * `web_vitals`: one row per measurement a shopper's browser reports (LCP, INP, CLS, TTFB,
--   FCP), labelled with the route pattern (`/product/:id`, never the URL), the app that drew the
--   page, every loaded app's release, how the page was rendered (server, cache, browser), the
--   navigation type and the device class. Insert-only; nobody but an admin reads it. No user id,
--   no address: a page view is a random id the browser makes for that page load.
-- * `record_web_vitals(p_batch)`: the only way in, for anonymous visitors and signed-in
--   shoppers alike. It validates every field, takes at most 20 measurements per call, at most
--   60 per page view and (all browsers together) 1,200 a minute. A beacon can't send headers, so
--   it posts the batch as a form field (`p_batch=<json>`, a CORS-safelisted type) with the key in
--   the query string; the function takes the batch as JSON or as that JSON text.
-- * `web_vitals_summary(p_since, p_release, p_device, p_render)`: admins only. The 75th
--   percentile of each metric per route, app and that app's release, with the page views
--   counted (a page view's last report of a metric counts, so a CLS sent twice counts once).
-- * `purge_web_vitals()`: measurements older than 90 days go; scheduled daily.

-- ---------------------------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------------------------
create table public.web_vitals (
  id bigint generated always as identity primary key,
  page_view_id uuid not null,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
  value double precision not null check (value >= 0),
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  route text not null check (char_length(route) between 1 and 120),
  remote text not null
    check (remote in ('catalog', 'checkout', 'loyalty', 'account', 'admin', 'shell')),
  releases jsonb not null default '{}'::jsonb check (jsonb_typeof(releases) = 'object'),
  render_source text not null check (render_source in ('server', 'cache', 'browser')),
  navigation_type text not null check (navigation_type in ('navigate', 'reload', 'back-forward',
    'back-forward-cache', 'prerender', 'restore', 'soft-navigation')),
  device text not null check (device in ('mobile', 'desktop')),
  created_at timestamptz not null default now()
);
comment on table public.web_vitals is
  'Core Web Vitals measured in shoppers'' browsers (issue 40). Written only by record_web_vitals(); read by admins (web_vitals_summary). No personal data: a route pattern, never a URL; page_view_id is random per page load.';
comment on column public.web_vitals.releases is
  'app → release of every app loaded on the page when it was measured (the shell''s too).';
comment on column public.web_vitals.rating is
  'The Core Web Vitals rating of the value, by the database (private.web_vital_rating).';

create index web_vitals_created_at_idx on public.web_vitals (created_at);
create index web_vitals_page_view_idx on public.web_vitals (page_view_id, metric, id);

alter table public.web_vitals enable row level security;
create policy "admins read web vitals" on public.web_vitals
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.web_vitals from anon, authenticated;

-- The limits, where the store's other limits are (a test lowers them): measurements a minute
-- from every browser together, and per page view.
insert into private.rate_limits (bucket, max_hits, per) values
  ('web_vitals', 1200, interval '1 minute'),
  ('web_vitals_page_view', 60, interval '1 day');

-- ---------------------------------------------------------------------------------------------
-- Ratings: the Core Web Vitals thresholds (good up to the first, poor above the second)
-- ---------------------------------------------------------------------------------------------
create function private.web_vital_rating(p_metric text, p_value double precision) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when p_value <= t.good then 'good'
    when p_value <= t.poor then 'needs-improvement'
    else 'poor'
  end
  from (values
    ('LCP', 2500::double precision, 4000::double precision),
    ('INP', 200, 500),
    ('CLS', 0.1, 0.25),
    ('FCP', 1800, 3000),
    ('TTFB', 800, 1800)
  ) as t (metric, good, poor)
  where t.metric = p_metric;
$$;

-- Whether a route is a route pattern, as the store's route tables write them: `/`,
-- `/product/:id`, `/admin/*`, or `*` (no route matched: the not-found page). Segments of
-- letters, digits, `.`, `_`, `~`, `-`; a parameter `:name`; a splat `*`. Nothing that looks like
-- a concrete id (four digits in a row, a long hex run), no query string, no fragment.
create function private.is_route_pattern(p_route text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_route is not null
    and char_length(p_route) between 1 and 120
    and (p_route = '*' or p_route = '/'
      or p_route ~ '^(/([A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*|\*))+$')
    and p_route !~ '[0-9]{4,}'
    and p_route !~ '[0-9A-Fa-f]{16,}';
$$;

-- ---------------------------------------------------------------------------------------------
-- record_web_vitals: the only way in
-- ---------------------------------------------------------------------------------------------
-- p_batch:
--   { "page_view": "<uuid>", "device": "mobile" | "desktop",
--     "releases": { "<app>": "<release>", … },            -- up to 6 apps
--     "metrics": [ { "name": "LCP", "value": 1234.5, "route": "/product/:id",
--                    "remote": "catalog", "render": "server", "navigation": "navigate" }, … ] }
-- or that JSON as a JSON string (a beacon's form field). Answers { "recorded": n }.
create function public.record_web_vitals(p_batch jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_batch jsonb := p_batch;
  v_page_view uuid;
  v_device text;
  v_releases jsonb;
  v_metrics jsonb;
  v_metric jsonb;
  v_name text;
  v_value double precision;
  v_max double precision;
  v_count integer;
  v_limit private.rate_limits;
  v_used integer;
  v_key text;
  v_release jsonb;
begin
  -- A beacon posts the batch as a form field: the JSON arrives as a JSON string.
  if jsonb_typeof(v_batch) = 'string' then
    begin
      v_batch := (v_batch #>> '{}')::jsonb;
    exception when others then
      perform private.fail('Lote de mediciones no válido', '22023');
    end;
  end if;
  if v_batch is null or jsonb_typeof(v_batch) <> 'object' then
    perform private.fail('Lote de mediciones no válido', '22023');
  end if;

  if jsonb_typeof(v_batch -> 'page_view') is distinct from 'string'
    or (v_batch ->> 'page_view') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then
    perform private.fail('Identificador de vista de página no válido', '22023');
  end if;
  v_page_view := (v_batch ->> 'page_view')::uuid;

  v_device := v_batch ->> 'device';
  if jsonb_typeof(v_batch -> 'device') is distinct from 'string'
    or v_device not in ('mobile', 'desktop')
  then
    perform private.fail('Tipo de dispositivo no válido (mobile o desktop)', '22023');
  end if;

  v_releases := v_batch -> 'releases';
  if jsonb_typeof(v_releases) is distinct from 'object'
    or (select count(*) from jsonb_object_keys(v_releases)) > 6
  then
    perform private.fail('Versiones no válidas: hasta 6 apps, cada una con su versión', '22023');
  end if;
  for v_key, v_release in select key, value from jsonb_each(v_releases) loop
    if v_key not in ('catalog', 'checkout', 'loyalty', 'account', 'admin', 'shell')
      or jsonb_typeof(v_release) <> 'string'
      or (v_release #>> '{}') !~ '^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$'
    then
      perform private.fail('Versiones no válidas: hasta 6 apps, cada una con su versión', '22023');
    end if;
  end loop;

  v_metrics := v_batch -> 'metrics';
  if jsonb_typeof(v_metrics) is distinct from 'array'
    or jsonb_array_length(v_metrics) not between 1 and 20
  then
    perform private.fail('Un lote trae de 1 a 20 mediciones', '22023');
  end if;
  v_count := jsonb_array_length(v_metrics);

  for v_metric in select value from jsonb_array_elements(v_metrics) loop
    if jsonb_typeof(v_metric) <> 'object' then
      perform private.fail('Lote de mediciones no válido', '22023');
    end if;
    v_name := v_metric ->> 'name';
    if jsonb_typeof(v_metric -> 'name') is distinct from 'string'
      or v_name not in ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')
    then
      perform private.fail('Métrica no válida (LCP, INP, CLS, TTFB o FCP)', '22023');
    end if;
    if jsonb_typeof(v_metric -> 'value') is distinct from 'number' then
      perform private.fail('Valor de medición no válido', '22023');
    end if;
    v_value := (v_metric ->> 'value')::double precision;
    -- CLS has no unit (a page that shifts badly is around 1); the others are milliseconds, and
    -- ten minutes is beyond anything a visible page measures.
    v_max := case v_name when 'CLS' then 100 else 600000 end;
    if v_value < 0 or v_value > v_max then
      perform private.fail('Valor de medición no válido', '22023');
    end if;
    if jsonb_typeof(v_metric -> 'route') is distinct from 'string'
      or not private.is_route_pattern(v_metric ->> 'route')
    then
      perform private.fail(
        'Ruta no válida: se espera un patrón como /product/:id, nunca una URL concreta', '22023');
    end if;
    if jsonb_typeof(v_metric -> 'remote') is distinct from 'string'
      or (v_metric ->> 'remote') not in ('catalog', 'checkout', 'loyalty', 'account', 'admin',
        'shell')
    then
      perform private.fail(
        'App no válida (catalog, checkout, loyalty, account, admin o shell)', '22023');
    end if;
    if jsonb_typeof(v_metric -> 'render') is distinct from 'string'
      or (v_metric ->> 'render') not in ('server', 'cache', 'browser')
    then
      perform private.fail('Origen de la página no válido (server, cache o browser)', '22023');
    end if;
    if jsonb_typeof(v_metric -> 'navigation') is distinct from 'string'
      or (v_metric ->> 'navigation') not in ('navigate', 'reload', 'back-forward',
        'back-forward-cache', 'prerender', 'restore', 'soft-navigation')
    then
      perform private.fail('Tipo de navegación no válido', '22023');
    end if;
  end loop;

  -- Per page view, one call after another (a page's beacons can overlap).
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('web_vitals:' || v_page_view::text, 0));
  select * into v_limit from private.rate_limits where bucket = 'web_vitals_page_view';
  if found then
    select count(*) into v_used from public.web_vitals w
      where w.page_view_id = v_page_view and w.created_at > now() - v_limit.per;
    if v_used + v_count > v_limit.max_hits then
      perform private.fail('Esta vista de página ya envió todas sus mediciones', 'PT429');
    end if;
  end if;
  -- Every browser together: a flood can't fill the table (it can only pause the measuring).
  select * into v_limit from private.rate_limits where bucket = 'web_vitals';
  if found then
    select count(*) into v_used from public.web_vitals w where w.created_at > now() - v_limit.per;
    if v_used + v_count > v_limit.max_hits then
      perform private.fail('Demasiadas mediciones - Se aceptan de nuevo en un minuto', 'PT429');
    end if;
  end if;

  insert into public.web_vitals (page_view_id, metric, value, rating, route, remote, releases,
    render_source, navigation_type, device)
  select v_page_view, m ->> 'name', (m ->> 'value')::double precision,
    private.web_vital_rating(m ->> 'name', (m ->> 'value')::double precision),
    m ->> 'route', m ->> 'remote', v_releases, m ->> 'render', m ->> 'navigation', v_device
  from jsonb_array_elements(v_metrics) as e (m);

  return jsonb_build_object('recorded', v_count);
end
$$;
comment on function public.record_web_vitals is
  'Records a browser''s batch of Core Web Vitals (1–20; 60 per page view; 1,200 a minute from every browser). Anyone may call it; every field is checked (22023, Spanish reason); past a limit PT429 (HTTP 429). p_batch is the JSON or its text (a beacon''s form field). Returns { recorded }.';

-- ---------------------------------------------------------------------------------------------
-- web_vitals_summary: what the admin's 'Rendimiento' screen shows
-- ---------------------------------------------------------------------------------------------
create function public.web_vitals_summary(
  p_since timestamptz,
  p_release text default null,
  p_device text default null,
  p_render text default null
)
returns table (route text, remote text, release text, metric text, p75 double precision,
  samples integer)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_role(true);
  return query
    with latest as (
      -- a page view's last report of each metric (CLS and INP are sent again as they grow)
      select distinct on (w.page_view_id, w.metric) w.*
      from public.web_vitals w
      where w.created_at >= coalesce(p_since, now() - interval '30 days')
      order by w.page_view_id, w.metric, w.id desc
    )
    select l.route, l.remote, coalesce(l.releases ->> l.remote, '') as release, l.metric,
      percentile_cont(0.75) within group (order by l.value) as p75,
      count(*)::integer as samples
    from latest l
    where (p_release is null or l.releases ->> l.remote = p_release)
      and (p_device is null or l.device = p_device)
      and (p_render is null or l.render_source = p_render)
    group by l.route, l.remote, coalesce(l.releases ->> l.remote, ''), l.metric
    order by l.route, l.remote, 3, l.metric;
end
$$;
comment on function public.web_vitals_summary is
  'Admins: the 75th percentile (percentile_cont) of each metric per route, app and that app''s release since p_since (30 days when null), with the page views counted; optionally one release, device (mobile/desktop) or render source (server/cache/browser). A page view''s last report of a metric counts.';

-- ---------------------------------------------------------------------------------------------
-- Retention: 90 days, then gone
-- ---------------------------------------------------------------------------------------------
create function public.purge_web_vitals(p_older_than interval default interval '90 days')
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from public.web_vitals where created_at < now() - p_older_than;
  get diagnostics v_deleted = row_count;
  return v_deleted;
end
$$;
comment on function public.purge_web_vitals is
  'Deletes the measurements older than p_older_than (90 days). service_role only; scheduled daily.';

-- pg_cron on hosted Supabase, the local server's job runner here (as 20261207100000 schedules).
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('purge-web-vitals', '41 3 * * *', 'select public.purge_web_vitals()');
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.record_web_vitals(jsonb),
  public.web_vitals_summary(timestamptz, text, text, text),
  public.purge_web_vitals(interval)
  from public, anon, authenticated;
grant execute on function public.record_web_vitals(jsonb) to anon, authenticated;
grant execute on function public.web_vitals_summary(timestamptz, text, text, text)
  to authenticated;
grant execute on function public.purge_web_vitals(interval) to service_role;
revoke execute on function
  private.web_vital_rating(text, double precision),
  private.is_route_pattern(text)
  from public, anon, authenticated;
