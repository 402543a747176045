// @ts-check
/**
 * `supabase gen types typescript --local`, for this project: introspects a migrated database
 * and returns `database.types.ts` as the Supabase CLI writes it, formatted with the
 * repository's Prettier settings so the checked-in file passes `prettier --check` unchanged.
 */
import path from 'node:path';
import { introspect } from './introspect.mjs';
import { renderTypescript } from './typescript.mjs';

export { introspect } from './introspect.mjs';
export { renderTypescript } from './typescript.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** Where the typed client keeps the generated types (`npm run db:types` writes it). */
export const DEFAULT_TYPES_FILE = path.join(
  REPO_ROOT,
  'supabase',
  'client',
  'src',
  'database.types.ts',
);

/**
 * The PostgREST version the types are written for. postgrest-js reads it from
 * `Database['__InternalSupabase']`: 12.x leaves out the PostgREST 13 features (maxAffected,
 * spreads of to-many embeds) that neither the local server nor the pinned hosted API offer.
 */
export const POSTGREST_VERSION = '12.2.3';

/**
 * @typedef {object} GenerateOptions
 * @property {string[]} [schemas] schemas to generate (default `['public']`, the exposed one)
 * @property {string | null} [postgrestVersion] null leaves `__InternalSupabase` out
 * @property {string} [filepath] the file the text is for: Prettier's settings are resolved
 *   for it (default: supabase/client/src/database.types.ts)
 */

/**
 * @param {Pick<import('../db/adapter.mjs').Queryable, 'query'>} db a migrated database
 * @param {GenerateOptions} [options]
 * @returns {Promise<string>} the TypeScript source, LF line endings
 */
export async function generateTypes(db, options = {}) {
  const {
    schemas = ['public'],
    postgrestVersion = POSTGREST_VERSION,
    filepath = DEFAULT_TYPES_FILE,
  } = options;
  const meta = await introspect(db, { schemas });
  const text = renderTypescript(meta, { postgrestVersion: postgrestVersion ?? undefined });
  return formatTypescript(text, filepath);
}

/**
 * Formats with the Prettier settings that apply to `filepath` (the repository's
 * .prettierrc.json), always with LF endings.
 * @param {string} text @param {string} filepath
 */
export async function formatTypescript(text, filepath) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(filepath, { editorconfig: true })) ?? {};
  return prettier.format(text, { ...config, filepath, parser: 'typescript', endOfLine: 'lf' });
}
