// @ts-check
/**
 * Renders introspected metadata as the TypeScript that `supabase gen types typescript` writes
 * (postgres-meta's TypeScript template, with one-to-one detection and the PostgREST version):
 * `Json`, `Database` (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums,
 * CompositeTypes per schema), the `Tables`/`TablesInsert`/`TablesUpdate`/`Enums`/
 * `CompositeTypes` helpers and the `Constants` object.
 *
 * One deliberate difference: a generated column (`generated always as (…)`) is `?: never` in
 * Insert and Update, as an identity `generated always` column is. PostgreSQL refuses any value
 * for it; the CLI types it as an optional value.
 *
 * The text is unformatted; `formatTypescript` (index.mjs) runs Prettier over it.
 *
 * The parts: `schema-objects.mjs` groups and sorts the metadata per schema, `ts-types.mjs`
 * maps PostgreSQL types to TypeScript, `relations.mjs` renders Tables and Views,
 * `functions.mjs` Functions, `helper-types.mjs` the helpers; this module Enums,
 * CompositeTypes, `Database` and `Constants`.
 *
 * @typedef {import('./introspect.mjs').SchemaMetadata} SchemaMetadata
 * @typedef {import('./schema-objects.mjs').SchemaFunction} SchemaFunction
 * @typedef {import('./schema-objects.mjs').SchemaObjects} SchemaObjects
 */
import { createFunctionRenderer } from './functions.mjs';
import { helperTypes } from './helper-types.mjs';
import { createRelationRenderer } from './relations.mjs';
import { collectSchemaObjects, compare, q } from './schema-objects.mjs';
import { createTypeMapper } from './ts-types.mjs';

/**
 * @param {SchemaMetadata} meta
 * @param {{ postgrestVersion?: string, defaultSchema?: string }} [options]
 * @returns {string}
 */
export function renderTypescript(meta, { postgrestVersion, defaultSchema = 'public' } = {}) {
  const ctx = collectSchemaObjects(meta);
  const { schemas, bySchema } = ctx;
  const types = createTypeMapper(ctx);
  const { tsTypeOfId, nullable } = types;
  const functions = createFunctionRenderer(ctx, types);
  const { functionSignatures } = functions;
  const { tableType, viewType } = createRelationRenderer(ctx, types, functions);

  const NONE = '[_ in never]: never';
  /** @param {string[]} list */
  const members = (list) => (list.length === 0 ? NONE : list.join(',\n'));

  /** @param {string} schema */
  const schemaType = (schema) => {
    const objects = /** @type {SchemaObjects} */ (bySchema[schema]);
    /** @type {Map<string, SchemaFunction[]>} */
    const overloadsByName = new Map();
    for (const entry of objects.functions) {
      const list = overloadsByName.get(entry.fn.name) ?? [];
      list.push(entry);
      overloadsByName.set(entry.fn.name, list);
    }
    for (const list of overloadsByName.values()) {
      list.sort(
        (a, b) =>
          compare(a.fn.argumentTypes, b.fn.argumentTypes) ||
          compare(a.fn.returnType, b.fn.returnType),
      );
    }
    return `${q(schema)}: {
    Tables: { ${members(objects.tables.map(({ table, relationships: r }) => tableType(schema, table, r)))} }
    Views: { ${members(objects.views.map(({ view, relationships: r }) => viewType(schema, view, r)))} }
    Functions: { ${members(
      [...overloadsByName].map(
        ([name, overloads]) => `${q(name)}:\n${functionSignatures(schema, overloads)}`,
      ),
    )} }
    Enums: { ${members(
      objects.enums.map((e) => `${q(e.name)}: ${e.enums.map((label) => q(label)).join('|')}`),
    )} }
    CompositeTypes: { ${members(
      objects.compositeTypes.map(
        (c) =>
          `${q(c.name)}: { ${c.attributes
            .map((a) => `${q(a.name)}: ${nullable(tsTypeOfId(a.typeId, schema), true)}`)
            .join(',\n')} }`,
      ),
    )} }
  }`;
  };

  const internal = postgrestVersion
    ? `// Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(postgrestVersion)}
  }`
    : '';

  const constants = schemas.map(
    (schema) => `${q(schema)}: {
    Enums: { ${(bySchema[schema]?.enums ?? [])
      .map((e) => `${q(e.name)}: [${e.enums.map((label) => q(label)).join(', ')}]`)
      .join(',\n')} }
  }`,
  );

  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${internal}
  ${schemas.map(schemaType).join(',\n')}
}

${helperTypes(defaultSchema)}

export const Constants = {
  ${constants.join(',\n')}
} as const
`;
}
