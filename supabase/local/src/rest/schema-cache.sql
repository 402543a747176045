-- The REST schema cache, read in ONE query: the tables, views, foreign keys, functions and
-- cast types of the exposed schemas ($1, PostgREST's db-schemas), the types of the schemas a
-- request's search path may hold ($3), and the API roles' own settings ($2). Built as JSON in
-- SQL, so PGlite and PostgreSQL answer it identically. Each object carries its schema; the
-- service splits them per exposed schema (schema-cache.mjs).
with
tbls as (
  select c.oid, c.relname, c.relkind, n.nspname
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any ($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
cols as (
  select
    a.attrelid,
    json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'castType', case
        when bt.oid = 'bpchar'::regtype then 'bpchar'
        when bt.oid = 'bit'::regtype then 'bit varying'
        when bt.oid = '_bpchar'::regtype then 'bpchar[]'
        when bt.oid = '_bit'::regtype then 'bit varying[]'
        else format_type(bt.oid, null)
      end,
      'isJson', bt.oid in ('json'::regtype, 'jsonb'::regtype),
      'default', case
        when ty.typbasetype <> 0 and ad.adbin is null then pg_get_expr(ty.typdefaultbin, 0)
        when a.attidentity = 'd' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', t.nspname, t.relname), a.attname))
        when a.attgenerated = 's' then null
        else pg_get_expr(ad.adbin, ad.adrelid)
      end,
      'generated', a.attgenerated = 's'
    ) order by a.attnum) as columns
  from pg_attribute a
  join tbls t on t.oid = a.attrelid
  join pg_type ty on ty.oid = a.atttypid
  join pg_type bt on bt.oid = case when ty.typtype = 'd' then ty.typbasetype else ty.oid end
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
keys as (
  select
    con.conrelid,
    con.contype,
    con.conname,
    (select json_agg(a.attname order by k.ord)
       from unnest(con.conkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as cols
  from pg_constraint con
  join tbls t on t.oid = con.conrelid
  where con.contype in ('p', 'u')
),
-- Foreign keys within one schema: PostgREST looks a relationship up in the request's schema,
-- from a table of it to a table of it, so one across schemas is never found.
fks as (
  select
    con.oid as con_oid,
    con.conname,
    t.nspname as schema_name,
    t.relname as table_name,
    ft.relname as foreign_table,
    (select json_agg(json_build_array(a.attname, fa.attname) order by k.ord)
       from unnest(con.conkey, con.confkey) with ordinality as k(attnum, fattnum, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
       join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.fattnum) as cols
  from pg_constraint con
  join tbls t on t.oid = con.conrelid
  join tbls ft on ft.oid = con.confrelid and ft.nspname = t.nspname
  where con.contype = 'f'
),
-- Columns a view takes unchanged (same name) from a table of its own schema.
view_columns as (
  select distinct v.nspname as schema_name, v.relname as view_name, t.relname as table_name,
    a.attname as column_name
  from tbls v
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
    and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
  join tbls t on t.oid = d.refobjid and t.relkind not in ('v', 'm') and t.nspname = v.nspname
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and va.attnum > 0
  where v.relkind in ('v', 'm')
),
routines as (
  select
    p.oid,
    n.nspname,
    p.proname,
    p.provolatile,
    p.proretset,
    p.prorettype = 'void'::regtype as returns_void,
    (rt.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as returns_composite,
    rc.relname as return_table,
    -- the table or view whose row is the only argument (computed columns and relationships)
    ac.relname as arg_table,
    p.prorows,
    (select coalesce(json_agg(json_build_object(
        'name', coalesce(arg.name, ''),
        'type', case arg.type
          when 'bit'::regtype then 'bit varying'
          when 'bit[]'::regtype then 'bit varying[]'
          when 'character'::regtype then 'character varying'
          when 'character[]'::regtype then 'character varying[]'
          else arg.type::regtype::text
        end,
        'required', arg.input_index <= p.pronargs - p.pronargdefaults,
        'variadic', arg.mode = 'v'
      ) order by arg.ord), '[]')
      from (
        select a.name, a.type, a.mode, a.ord,
          row_number() over (order by a.ord) as input_index
        from unnest(
          coalesce(p.proallargtypes, p.proargtypes::oid[]),
          coalesce(p.proargnames, array_fill(null::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
          coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
        ) with ordinality as a(type, name, mode, ord)
        where a.mode in ('i', 'b', 'v')
      ) arg) as params,
    case
      when rt.typrelid <> 0 then (
        select json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'castType', case when a.atttypid = 'bpchar'::regtype then 'bpchar' else format_type(a.atttypid, null) end,
          'isJson', a.atttypid in ('json'::regtype, 'jsonb'::regtype),
          'default', null,
          'generated', false
        ) order by a.attnum)
        from pg_attribute a
        where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)
      else (
        select json_agg(json_build_object(
          'name', a.name,
          'type', format_type(a.type, null),
          'castType', case when a.type = 'bpchar'::regtype then 'bpchar' else format_type(a.type, null) end,
          'isJson', a.type in ('json'::regtype, 'jsonb'::regtype),
          'default', null,
          'generated', false
        ) order by a.ord)
        from unnest(p.proallargtypes, p.proargnames, p.proargmodes) with ordinality as a(type, name, mode, ord)
        where a.mode in ('o', 'b', 't'))
    end as return_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid and rc.relnamespace = n.oid and rc.relkind in ('r', 'v', 'm', 'f', 'p')
  left join pg_class ac on p.pronargs = 1 and ac.reltype = p.proargtypes[0] and ac.relnamespace = n.oid and ac.relkind in ('r', 'v', 'm', 'f', 'p')
  where n.nspname = any ($1::text[])
    and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
)
select json_build_object(
  'tables', (select coalesce(json_agg(json_build_object(
      'schema', t.nspname,
      'name', t.relname,
      'isView', t.relkind in ('v', 'm'),
      'columns', coalesce(c.columns, '[]'),
      'keys', coalesce((select json_agg(json_build_object('type', k.contype, 'name', k.conname, 'cols', k.cols))
                          from keys k where k.conrelid = t.oid), '[]')
    )), '[]') from tbls t left join cols c on c.attrelid = t.oid),
  'fks', (select coalesce(json_agg(json_build_object(
      'schema', f.schema_name, 'name', f.conname, 'table', f.table_name, 'foreignTable', f.foreign_table, 'cols', f.cols
    -- In the order the constraints were made, so that ambiguity lists (PGRST201) are stable.
    ) order by f.con_oid), '[]') from fks f),
  'viewColumns', (select coalesce(json_agg(json_build_object(
      'schema', vc.schema_name, 'view', vc.view_name, 'table', vc.table_name, 'column', vc.column_name
    )), '[]') from view_columns vc),
  -- Types a cast may name: pg_catalog's (not the catalog tables' row types), and those of
  -- the schemas of a request's search path (an exposed schema, the extra search path).
  -- Pseudo-types can't be cast to.
  'types', (select coalesce(json_agg(json_build_object('schema', n.nspname, 'name', t.typname)
      order by t.typname), '[]')
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    left join pg_type e on e.oid = t.typelem
    where (n.nspname = 'pg_catalog' or n.nspname = any ($3::text[]))
      and t.typisdefined and t.typtype <> 'p'
      and (n.nspname <> 'pg_catalog' or (t.typrelid = 0 and coalesce(e.typrelid, 0) = 0))),
  -- The API roles' own settings (alter role … set), database-wide first, then this database's;
  -- only those the server may set, as PostgREST reads them.
  'roleSettings', (select coalesce(json_agg(json_build_object('role', r.rolname, 'name', kv.name, 'value', kv.value)
      order by s.setdatabase <> 0), '[]')
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join lateral (
      select substr(c, 1, strpos(c, '=') - 1) as name, substr(c, strpos(c, '=') + 1) as value
      from unnest(s.setconfig) c
    ) kv
    join pg_settings ps on ps.name = kv.name
      and (ps.context = 'user' or has_parameter_privilege(current_user, ps.name, 'set'))
    where r.rolname = any ($2::text[])
      and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and kv.name not in ('role', 'session_authorization', 'default_transaction_isolation')),
  'routines', (select coalesce(json_agg(json_build_object(
      'schema', r.nspname,
      'name', r.proname,
      'volatility', r.provolatile,
      'returnsSet', r.proretset,
      'returnsVoid', r.returns_void,
      'returnsComposite', r.returns_composite,
      'returnTable', r.return_table,
      'argTable', r.arg_table,
      'rows', r.prorows,
      'params', r.params,
      'returnColumns', coalesce(r.return_columns, '[]')
    )), '[]') from routines r)
)::text as cache
