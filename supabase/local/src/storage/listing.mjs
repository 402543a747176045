// @ts-check
/**
 * Listing: `POST /object/list/:bucket` (storage-js `list`: one folder level, offset paging)
 * and `POST /object/list-v2/:bucket` (storage-js `listV2`: flat or folder-by-folder, cursor
 * paging). Both run as the caller, so RLS on storage.objects decides what is listed; neither
 * looks at the bucket row, so a bucket the caller cannot see (or that does not exist) lists
 * as empty, as on hosted Storage.
 */
import { sendJson } from '../http.mjs';
import { asCaller, check, readJsonBody } from './common.mjs';
import { ERRORS } from './errors.mjs';
import { mustBeValidBucketName } from './files.mjs';
import { escapeLike, iso } from './sql.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

const LIST_SORT_COLUMNS = /** @type {const} */ ([
  'name',
  'updated_at',
  'created_at',
  'last_accessed_at',
]);

/**
 * POST /object/list/:bucket {prefix, limit, offset, sortBy: {column, order}, search}: the
 * folders and files directly under `prefix` that the caller can see (folders have id null).
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {string} bucket
 */
export async function listObjects(ctx, req, res, who, bucket) {
  mustBeValidBucketName(bucket);
  const body = await readJsonBody(ctx, req);
  let prefix = check.string('body/prefix', body.prefix, { required: true }) ?? '';
  const limit = check.integer('body/limit', body.limit, { minimum: 1 }) ?? 100;
  const offset = check.integer('body/offset', body.offset, { minimum: 0 }) ?? 0;
  const search = check.string('body/search', body.search) ?? '';
  let column = 'name';
  let order = 'asc';
  if (body.sortBy !== undefined && body.sortBy !== null) {
    if (typeof body.sortBy !== 'object') throw ERRORS.Validation('body/sortBy must be object');
    const sortBy = /** @type {Record<string, unknown>} */ (body.sortBy);
    if (sortBy.column === undefined) {
      throw ERRORS.Validation("body/sortBy must have required property 'column'");
    }
    column = check.oneOf('body/sortBy/column', sortBy.column, LIST_SORT_COLUMNS) ?? 'name';
    order = check.oneOf('body/sortBy/order', sortBy.order, ['asc', 'desc']) ?? 'asc';
  }
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const dir = order === 'desc' ? 'desc' : 'asc';
  // Column and direction come from fixed lists. Name order is Storage's: case-insensitive,
  // byte-wise, a folder placed where its first object's name sorts; other columns list the
  // folders first (by name), then the files.
  const orderBy =
    column === 'name'
      ? `e.sort_key collate "C" ${dir}, e.name collate "C" ${dir}`
      : `e.is_folder desc, (case when e.is_folder then e.sort_key end) collate "C" ${dir},
         e.${column} ${dir}, e.sort_key collate "C" ${dir}`;
  const json = await asCaller(ctx, who.caller, req, async (tx) => {
    const { rows } = await tx.query(
      `with matched as (
         select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                substr(o.name, char_length($2) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1 and lower(left(o.name, char_length($3))) = lower($3)
       ),
       folders as (
         select distinct split_part(rest, '/', 1) as folder from matched where strpos(rest, '/') > 0
       ),
       entries as (
         select f.folder as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata, true as is_folder,
                lower($2 || f.folder || '/') as sort_key
         from folders f
         union all
         select m.rest, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata, false,
                lower(m.name)
         from matched m where strpos(m.rest, '/') = 0
       ),
       page as (
         select e.*, row_number() over (order by ${orderBy}) as n
         from entries e order by ${orderBy} limit $4 offset $5
       )
       select coalesce(json_agg(json_build_object(
         'name', p.name, 'id', p.id, 'updated_at', ${iso('p.updated_at')},
         'created_at', ${iso('p.created_at')}, 'last_accessed_at', ${iso('p.last_accessed_at')},
         'metadata', p.metadata
       ) order by p.n), '[]')::text as json
       from page p`,
      [bucket, prefix, prefix + search, Math.min(limit, 1500), offset],
    );
    return String(rows[0]?.json ?? '[]');
  });
  sendJson(res, 200, json);
}

const LIST_V2_SORT_COLUMNS = /** @type {const} */ (['name', 'updated_at', 'created_at']);
/** storage-api's page size, and its most. */
const LIST_V2_MAX_KEYS = 1000;

/**
 * A list-v2 cursor, as storage-api encodes it: base64 of `l:<last name>`, `o:<order>`,
 * `c:<sort column>` and `a:<last sort value>` lines (those that are set).
 * @typedef {{ startAfter: string, sortOrder?: string, sortColumn?: string,
 *   sortColumnAfter?: string }} ListCursor
 */
const CURSOR_PARTS = /** @type {const} */ ([
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
]);

/** @param {ListCursor} cursor */
export function encodeListCursor(cursor) {
  const lines = CURSOR_PARTS.filter(([, field]) => cursor[field]).map(
    ([letter, field]) => `${letter}:${cursor[field]}`,
  );
  return Buffer.from(lines.join('\n')).toString('base64');
}

/**
 * @param {string} token
 * @returns {ListCursor}
 */
export function decodeListCursor(token) {
  /** @type {ListCursor} */
  const cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const part = CURSOR_PARTS.find(([letter]) => letter === match?.[1]);
    if (!match || !part) throw ERRORS.InvalidParameter('continuation token');
    cursor[part[1]] = match[2] ?? '';
  }
  return cursor;
}

/**
 * The SQL of one list-v2 page, with its parameters. Every name in the text comes from a fixed
 * list; the prefix, cursor and bucket are bound. Flat listings page on the name (or the sort
 * column, then the name), as storage-api's `listObjectsV2` query does; folder listings group
 * the names below `prefix` at the next `/` into folders (`<prefix><folder>`, placed where
 * `<prefix><folder>/` sorts, or by their first object's `created_at` for the time columns) as
 * its `storage.search_v2` does.
 * @param {{ bucket: string, prefix: string, delimited: boolean, column: 'name' | 'updated_at' |
 *   'created_at', order: 'asc' | 'desc', cursor: ListCursor | undefined, rows: number }} page
 * @returns {{ text: string, params: unknown[] }}
 */
function listV2Query({ bucket, prefix, delimited, column, order, cursor, rows }) {
  const op = order === 'asc' ? '>' : '<';
  const startAfter = cursor?.startAfter ?? '';
  const after = cursor?.sortColumnAfter ?? '';
  /** @param {string} alias */
  const timestamps = (alias) =>
    `'updated_at', ${iso(`${alias}.updated_at`)}, 'created_at', ${iso(`${alias}.created_at`)},
     'last_accessed_at', ${iso(`${alias}.last_accessed_at`)}`;
  /** @param {string} alias the row's sort value, as the cursor carries it */
  const sortValue = (alias) =>
    column === 'name' ? 'null::text' : iso(`date_trunc('milliseconds', ${alias}.${column})`);

  if (!delimited) {
    /** @type {unknown[]} */
    const params = [bucket, rows];
    const where = ['o.bucket_id = $1'];
    if (prefix) {
      params.push(`${escapeLike(prefix)}%`);
      where.push(`o.name like $${params.length}`);
    }
    if (startAfter) {
      if (column !== 'name' && after) {
        params.push(after, startAfter);
        where.push(`row(date_trunc('milliseconds', o.${column}), o.name collate "C") ${op}
          row(coalesce(nullif($${params.length - 1}::text, '')::timestamptz, 'epoch'::timestamptz),
              $${params.length}::text)`);
      } else {
        params.push(startAfter);
        where.push(`o.name collate "C" ${op} $${params.length}`);
      }
    }
    return {
      text: `select json_build_object('id', o.id, 'name', o.name, 'metadata', o.metadata,
               ${timestamps('o')})::text as json,
               o.name, false as is_folder, ${sortValue('o')} as sort_value
             from storage.objects o
             where ${where.join(' and ')}
             order by ${column === 'name' ? '' : `o.${column} ${order}, `}o.name collate "C" ${order}
             limit $2`,
      params,
    };
  }

  // The key of an entry is its name's segment at the prefix's depth.
  const levels = prefix ? prefix.split('/').length : 1;
  /** @type {unknown[]} */
  const params = [bucket, prefix, rows, levels];
  const folderTime = column === 'name' ? 'null::timestamptz' : 'min(m.created_at)';
  let cursorFilter = '';
  if (startAfter && column === 'name') {
    // A cursor naming a folder continues after the whole folder.
    params.push(startAfter);
    cursorFilter = `where e.sort_key collate "C" ${op} (
      select case when exists (
        select 1 from storage.objects x
        where x.bucket_id = $1 and left(x.name, char_length($5::text) + 1) = $5::text || '/'
      ) then $5::text || '/' else $5::text end)`;
  } else if (startAfter) {
    params.push(startAfter, after);
    cursorFilter = `where row(date_trunc('milliseconds', e.${column}), e.name collate "C") ${op}
      row(coalesce(nullif($6::text, '')::timestamptz, 'epoch'::timestamptz), $5::text)`;
  }
  const orderBy =
    column === 'name'
      ? `e.sort_key collate "C" ${order}`
      : `coalesce(date_trunc('milliseconds', e.${column}), 'epoch'::timestamptz) ${order},
         e.name collate "C" ${order}`;
  return {
    text: `with matched as (
             select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                    strpos(substr(o.name, char_length($2) + 1), '/') as slash
             from storage.objects o
             where o.bucket_id = $1 and left(o.name, char_length($2)) = $2
           ),
           entries as (
             select left(m.name, char_length($2) + m.slash) as sort_key,
                    rtrim(left(m.name, char_length($2) + m.slash), '/') as name,
                    null::uuid as id, ${folderTime} as updated_at, ${folderTime} as created_at,
                    null::timestamptz as last_accessed_at, null::jsonb as metadata,
                    true as is_folder
             from matched m where m.slash > 0
             group by 1, 2
             union all
             select m.name, m.name, m.id, m.updated_at, m.created_at, m.last_accessed_at,
                    m.metadata, false
             from matched m where m.slash = 0
           )
           select json_build_object('key', split_part(e.name, '/', $4::int), 'name', e.name,
                    'id', e.id, ${timestamps('e')}, 'metadata', e.metadata)::text as json,
                  e.name, e.is_folder, ${sortValue('e')} as sort_value
           from entries e
           ${cursorFilter}
           order by ${orderBy}
           limit $3`,
    params,
  };
}

/**
 * POST /object/list-v2/:bucket {prefix, limit, cursor, with_delimiter, sortBy}: one page of
 * the objects (and, with `with_delimiter`, the folders) under `prefix` the caller can see:
 * `{ hasNext, nextCursor, nextCursorKey, folders, objects }` as storage-api's
 * `listObjectsV2` answers (folder names end with `/`; `nextCursor` only when `hasNext`).
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {string} bucket
 */
export async function listObjectsV2(ctx, req, res, who, bucket) {
  const body = await readJsonBody(ctx, req);
  const prefix = check.string('body/prefix', body.prefix) ?? '';
  const limit = check.integer('body/limit', body.limit, { minimum: 1 });
  const token = check.string('body/cursor', body.cursor);
  const delimited = check.boolean('body/with_delimiter', body.with_delimiter) ?? false;
  /** @type {{ column: string, order?: string } | undefined} */
  let sortBy;
  if (body.sortBy !== undefined) {
    if (!body.sortBy || typeof body.sortBy !== 'object' || Array.isArray(body.sortBy)) {
      throw ERRORS.Validation('body/sortBy must be object');
    }
    const sort = /** @type {Record<string, unknown>} */ (body.sortBy);
    if (sort.column === undefined) {
      throw ERRORS.Validation("body/sortBy must have required property 'column'");
    }
    sortBy = {
      column: /** @type {string} */ (
        check.oneOf('body/sortBy/column', sort.column, LIST_V2_SORT_COLUMNS)
      ),
      order: check.oneOf('body/sortBy/order', sort.order, ['asc', 'desc']),
    };
  }

  const pageSize = Math.min(limit || LIST_V2_MAX_KEYS, LIST_V2_MAX_KEYS);
  const cursor = token ? decodeListCursor(token) : undefined;
  // A cursor carries the order it was made with; it wins over the body's, as in storage-api.
  const sortOrder = cursor?.sortOrder || sortBy?.order;
  const sortColumn = cursor?.sortColumn || sortBy?.column;
  const column = sortColumn === 'updated_at' || sortColumn === 'created_at' ? sortColumn : 'name';
  const order = sortOrder === 'desc' ? 'desc' : 'asc';

  const { text, params } = listV2Query({
    bucket,
    prefix,
    delimited,
    column,
    order,
    cursor,
    rows: pageSize + 1,
  });
  const rows = await asCaller(
    ctx,
    who.caller,
    req,
    async (tx) => (await tx.query(text, params)).rows,
  );

  const hasNext = rows.length > pageSize;
  const page = hasNext ? rows.slice(0, pageSize) : rows;
  /** @type {Record<string, unknown>[]} */
  const folders = [];
  /** @type {Record<string, unknown>[]} */
  const objects = [];
  for (const row of page) {
    const entry = JSON.parse(String(row.json));
    if (row.is_folder === true) {
      if (!String(entry.name).endsWith('/')) entry.name = `${entry.name}/`;
      folders.push(entry);
    } else objects.push(entry);
  }
  /** @type {string | undefined} */
  let nextCursor;
  /** @type {string | undefined} */
  let nextCursorKey;
  if (hasNext) {
    const last = page[page.length - 1] ?? {};
    nextCursorKey = String(last.name);
    nextCursor = encodeListCursor({
      startAfter: nextCursorKey,
      sortOrder,
      sortColumn,
      sortColumnAfter:
        sortColumn && sortColumn !== 'name' && last.sort_value !== null
          ? String(last.sort_value)
          : undefined,
    });
  }
  sendJson(res, 200, { hasNext, nextCursor, nextCursorKey, folders, objects });
}
