// @ts-check
/**
 * The `Tables` and `Views` sections: Row (columns, then computed fields), Insert and Update
 * (views only when updatable) and Relationships.
 *
 * @typedef {import('./introspect.mjs').Relation} Relation
 * @typedef {import('./introspect.mjs').Column} Column
 * @typedef {import('./introspect.mjs').Relationship} Relationship
 * @typedef {import('./schema-objects.mjs').SchemaContext} SchemaContext
 * @typedef {ReturnType<typeof import('./ts-types.mjs').createTypeMapper>} TypeMapper
 * @typedef {ReturnType<typeof import('./functions.mjs').createFunctionRenderer>} FunctionRenderer
 */
import { q } from './schema-objects.mjs';

/**
 * @param {SchemaContext} ctx @param {TypeMapper} types
 * @param {FunctionRenderer} functions
 */
export function createRelationRenderer(
  { bySchema, columnsOf },
  { nullable, columnMember },
  { functionReturnType },
) {
  /** @param {Relationship} r */
  const relationshipMember = (r) => `{
    foreignKeyName: ${q(r.foreignKeyName)}
    columns: ${q(r.columns)}
    isOneToOne: ${r.isOneToOne}
    referencedRelation: ${q(r.referencedRelation)}
    referencedColumns: ${q(r.referencedColumns)}
  }`;

  /** Row members: the columns, then computed fields (functions taking the row). @param {string} schema @param {Relation} relation */
  const rowMembers = (schema, relation) => [
    ...columnsOf(relation.id).map((c) =>
      columnMember(schema, {
        name: c.name,
        format: c.format,
        isNullable: c.isNullable,
        isOptional: false,
      }),
    ),
    ...(bySchema[schema]?.functions ?? [])
      .filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(({ fn }) => `${q(fn.name)}: ${nullable(functionReturnType(schema, fn), true)}`),
  ];

  /** @param {Column} c */
  const neverWritten = (c) => c.identityGeneration === 'ALWAYS' || c.isGenerated;

  /**
   * A table's Insert or Update members: generated columns are `never`; on Insert a column may be
   * left out when it is nullable, an identity or has a default, on Update always.
   * @param {string} schema @param {Relation} table @param {(c: Column) => boolean} optional
   */
  const writeMembers = (schema, table, optional) =>
    columnsOf(table.id)
      .map((c) =>
        neverWritten(c)
          ? `${q(c.name)}?: never`
          : columnMember(schema, {
              name: c.name,
              format: c.format,
              isNullable: c.isNullable,
              isOptional: optional(c),
            }),
      )
      .join(',\n');

  /** @param {string} schema @param {Relation} table @param {Relationship[]} rels */
  const tableType = (schema, table, rels) => `${q(table.name)}: {
    Row: { ${rowMembers(schema, table).join(',\n')} }
    Insert: { ${writeMembers(
      schema,
      table,
      (c) => c.isNullable || c.identityGeneration !== null || c.hasDefault,
    )} }
    Update: { ${writeMembers(schema, table, () => true)} }
    Relationships: [ ${rels.map(relationshipMember).join(',\n')} ]
  }`;

  /** @param {string} schema @param {Relation} view @param {Relationship[]} rels */
  const viewType = (schema, view, rels) => {
    /** @param {Column} c */
    const writable = (c) =>
      c.isUpdatable
        ? columnMember(schema, {
            name: c.name,
            format: c.format,
            isNullable: true,
            isOptional: true,
          })
        : `${q(c.name)}?: never`;
    const writes = view.isUpdatable
      ? `Insert: { ${columnsOf(view.id).map(writable).join(',\n')} }
    Update: { ${columnsOf(view.id).map(writable).join(',\n')} }`
      : '';
    return `${q(view.name)}: {
    Row: { ${rowMembers(schema, view).join(',\n')} }
    ${writes}
    Relationships: [ ${rels.map(relationshipMember).join(',\n')} ]
  }`;
  };

  return { tableType, viewType };
}
