// @ts-check
/**
 * PostgreSQL types → TypeScript, as postgres-meta's template maps them: scalars, arrays,
 * enums and composite types (by reference when their schema is generated), table and view
 * rows, `unknown` for the rest.
 *
 * @typedef {import('./schema-objects.mjs').SchemaContext} SchemaContext
 */
import { q } from './schema-objects.mjs';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);

/** @param {SchemaContext} ctx */
export function createTypeMapper({ meta, schemas, plainTables, views, typesById }) {
  /**
   * @param {string} schema the schema being rendered
   * @param {string} pgType a type name (`int4`, `_text`, an enum's or a table's name)
   * @returns {string}
   */
  const tsType = (schema, pgType) => {
    if (pgType === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(pgType)) return 'number';
    if (STRING_TYPES.has(pgType)) return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `(${tsType(schema, pgType.slice(1))})[]`;
    /** @template {{ schema: string }} T @param {T[]} candidates */
    const pick = (candidates) => candidates.find((c) => c.schema === schema) ?? candidates[0];
    const enumType = pick(meta.types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      return schemas.includes(enumType.schema)
        ? `Database[${q(enumType.schema)}]['Enums'][${q(enumType.name)}]`
        : enumType.enums.map((label) => q(label)).join('|');
    }
    const composite = pick(meta.types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite) {
      return schemas.includes(composite.schema)
        ? `Database[${q(composite.schema)}]['CompositeTypes'][${q(composite.name)}]`
        : 'unknown';
    }
    const table = pick(plainTables.filter((t) => t.name === pgType));
    if (table) return `Database[${q(table.schema)}]['Tables'][${q(table.name)}]['Row']`;
    const view = pick(views.filter((v) => v.name === pgType && v.kind === 'view'));
    if (view) return `Database[${q(view.schema)}]['Views'][${q(view.name)}]['Row']`;
    return 'unknown';
  };

  /** @param {number} typeId @param {string} schema */
  const tsTypeOfId = (typeId, schema) => {
    const type = typesById.get(typeId);
    return type ? tsType(schema, type.name) : 'unknown';
  };

  /** @param {string} type @param {boolean} isNullable */
  const nullable = (type, isNullable) =>
    type === 'unknown' || type === 'any' || !isNullable ? type : `${type} | null`;

  /**
   * @param {string} schema
   * @param {{ name: string, format: string, isNullable: boolean, isOptional: boolean }} column
   */
  const columnMember = (schema, { name, format, isNullable, isOptional }) =>
    `${q(name)}${isOptional ? '?' : ''}: ${nullable(tsType(schema, format), isNullable)}`;

  return { tsType, tsTypeOfId, nullable, columnMember };
}
