// @ts-check
/**
 * The `Functions` section: each callable function's overloads as `{ Args; Returns }`, with
 * `SetofOptions` for functions returning rows and an `{ error: true }` return type for the
 * overloads PostgREST can't tell apart (PGRST203).
 *
 * @typedef {import('./introspect.mjs').DbFunction} DbFunction
 * @typedef {import('./introspect.mjs').FunctionArg} FunctionArg
 * @typedef {import('./schema-objects.mjs').SchemaContext} SchemaContext
 * @typedef {import('./schema-objects.mjs').SchemaFunction} SchemaFunction
 * @typedef {ReturnType<typeof import('./ts-types.mjs').createTypeMapper>} TypeMapper
 */
import { q } from './schema-objects.mjs';

/** @param {SchemaContext} ctx @param {TypeMapper} types */
export function createFunctionRenderer(
  { bySchema, columnsOf, typesById, relationTypes, returnRelationName },
  { tsTypeOfId, columnMember },
) {
  /** @param {string} schema @param {DbFunction} fn */
  const functionReturnType = (schema, fn) => {
    const tableColumns = fn.args.filter(({ mode }) => mode === 'table');
    if (tableColumns.length > 0) {
      return `{ ${tableColumns
        .map(({ name, typeId }) => `${q(name)}: ${tsTypeOfId(typeId, schema)}`)
        .join(',\n')} }`;
    }
    const objects = bySchema[schema];
    const relation =
      objects?.tables.find(({ table }) => table.id === fn.returnTypeRelationId)?.table ??
      objects?.views.find(({ view }) => view.id === fn.returnTypeRelationId)?.view;
    if (relation) {
      return `{ ${columnsOf(relation.id)
        .map((c) =>
          columnMember(schema, {
            name: c.name,
            format: c.format,
            isNullable: c.isNullable,
            isOptional: false,
          }),
        )
        .join(',\n')} }`;
    }
    return tsTypeOfId(fn.returnTypeId, schema);
  };

  /** @param {DbFunction} fn @param {string} returnType */
  const functionReturns = (fn, returnType) => {
    const relationName = returnRelationName(fn.returnTypeRelationId, fn.returnTypeId);
    const returnsSetOfRelation = fn.isSetReturning && fn.returnTypeRelationId !== null;
    const returnsMultipleRows = fn.prorows !== null && fn.prorows > 1;
    /** @param {string} from @param {string} to @param {boolean} isOneToOne @param {boolean} isSetofReturn */
    const setof = (from, to, isOneToOne, isSetofReturn) => `SetofOptions: {
      from: ${q(from)}
      to: ${q(to)}
      isOneToOne: ${isOneToOne}
      isSetofReturn: ${isSetofReturn}
    }`;
    let setofOptions = relationName
      ? setof('*', relationName, !returnsMultipleRows, fn.isSetReturning)
      : '';
    const [firstArg] = fn.args;
    const argRelation =
      fn.args.length === 1 && firstArg ? relationTypes.get(firstArg.typeId) : null;
    if (argRelation && relationName) {
      // A function over a table row: PostgREST embeds it as a computed relationship.
      setofOptions = returnsSetOfRelation
        ? setof(argRelation.format, relationName, !returnsMultipleRows, true)
        : setof(argRelation.format, relationName, true, false);
    }
    // A single-row estimate only collapses the array when SetofOptions tells postgrest-js.
    const collapsesToOneRow = !returnsMultipleRows && relationName !== null;
    const isArray = fn.isSetReturning && !collapsesToOneRow;
    const base =
      isArray && /[|&]/.test(returnType) && !returnType.startsWith('{')
        ? `(${returnType})`
        : returnType;
    return `${base}${isArray ? '[]' : ''}\n${setofOptions}`;
  };

  /** @param {string} schema @param {FunctionArg[]} inArgs */
  const argsType = (schema, inArgs) =>
    inArgs.length === 0
      ? 'never'
      : `{ ${inArgs
          .map(
            ({ name, typeId, hasDefault }) =>
              `${q(name)}${hasDefault ? '?' : ''}: ${tsTypeOfId(typeId, schema)}`,
          )
          .join(', ')} }`;

  /**
   * Overloads PostgREST can't tell apart: it answers PGRST203, and the types say so.
   * @param {string} schema @param {SchemaFunction[]} overloads @param {SchemaFunction} current
   */
  const conflictError = (schema, overloads, { fn, inArgs }) => {
    if (overloads.length <= 1) return null;
    const [only] = inArgs;
    if (inArgs.length === 0) {
      const other = overloads.find(
        (o) =>
          o.fn !== fn &&
          o.inArgs.length === 1 &&
          o.inArgs[0]?.name === '' &&
          o.inArgs[0]?.hasDefault,
      );
      if (other) {
        const returnTypeName = typesById.get(other.fn.returnTypeId)?.name ?? 'unknown';
        return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${returnTypeName}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    if (inArgs.length === 1 && only && only.name !== '') {
      const others = overloads.filter(
        (o) =>
          o.fn !== fn &&
          o.inArgs.length === 1 &&
          o.inArgs[0]?.name === only.name &&
          o.inArgs[0]?.typeId !== only.typeId,
      );
      if (others.length > 0) {
        const list = [{ fn, inArgs }, ...others]
          .sort((a, b) => (a.inArgs[0]?.typeId ?? 0) - (b.inArgs[0]?.typeId ?? 0))
          .map(
            (o) =>
              `${schema}.${fn.name}(${o.inArgs
                .map((a) => `${a.name} => ${typesById.get(a.typeId)?.name ?? 'unknown'}`)
                .join(', ')})`,
          )
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    return null;
  };

  /** @param {string} schema @param {SchemaFunction[]} overloads */
  const functionSignatures = (schema, overloads) =>
    overloads
      .map((current) => {
        const { fn, inArgs } = current;
        let returnType = functionReturnType(schema, fn);
        const conflict = conflictError(schema, overloads, current);
        const [only] = inArgs;
        if (conflict) {
          returnType = `{ error: true } & ${q(conflict)}`;
        } else if (
          inArgs.length === 1 &&
          only?.name === '' &&
          relationTypes.has(only.typeId) &&
          !returnRelationName(fn.returnTypeRelationId, fn.returnTypeId)
        ) {
          returnType = `{ error: true } & ${q(`the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`)}`;
        }
        return `{ Args: ${argsType(schema, inArgs)}; Returns: ${functionReturns(fn, returnType)} }`;
      })
      .join(' |\n');

  return { functionReturnType, functionSignatures };
}
