// @ts-check
/**
 * SQL fragments that build Storage's JSON answers inside the database, so PGlite and
 * PostgreSQL answer byte for byte the same (timestamps as `toISOString()` would print them,
 * null strings as "" where Storage's response schema says string, as its serializer does).
 */

/** A timestamptz column as `2024-05-22T22:26:05.100Z`. @param {string} column */
export const iso = (column) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A storage.buckets row (alias `b`) as Storage answers it.
 * @param {{ withType?: boolean }} [options] the bucket list also has the `type` column
 */
export const bucketJson = ({ withType = false } = {}) => `json_build_object(
  'id', b.id,
  'name', b.name,
  'owner', coalesce(b.owner::text, ''),
  'public', coalesce(b.public, false),${withType ? `\n  'type', 'STANDARD',` : ''}
  'file_size_limit', b.file_size_limit,
  'allowed_mime_types', b.allowed_mime_types,
  'created_at', ${iso('b.created_at')},
  'updated_at', ${iso('b.updated_at')}
)`;

/** A storage.objects row (alias `o`) with every column Storage's object schema has. */
export const objectJson = `json_build_object(
  'name', o.name,
  'bucket_id', coalesce(o.bucket_id, ''),
  'owner', coalesce(o.owner::text, ''),
  'owner_id', coalesce(o.owner_id, ''),
  'version', coalesce(o.version, ''),
  'id', o.id,
  'updated_at', ${iso('o.updated_at')},
  'created_at', ${iso('o.created_at')},
  'last_accessed_at', ${iso('o.last_accessed_at')},
  'metadata', o.metadata,
  'user_metadata', o.user_metadata
)`;

/** Escapes LIKE wildcards. @param {string} text */
export const escapeLike = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A string that is a UUID (the owner column only takes those; owner_id takes any). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
