// @ts-check
/**
 * PostgREST's function lookup (Plan.hs `findProc`) and its errors (Error.hs): PGRST203 lists
 * the candidates in PostgREST's order of overloads (fewer parameters first, then by the
 * parameters' names and types), and PGRST202's hint is its fuzzy suggestion, null when nothing
 * is close enough.
 */
import { cacheMiss, pgrstError } from '../errors.mjs';
import { fuzzyGetOne } from './fuzzy.mjs';

/**
 * @typedef {import('../schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('../schema-cache.mjs').Routine} Routine
 * @typedef {import('../schema-cache.mjs').RoutineParam} RoutineParam
 */

/** Haskell's `compare` on texts (by code point) and booleans (False < True). */
const compareText = (/** @type {string} */ a, /** @type {string} */ b) =>
  a < b ? -1 : a > b ? 1 : 0;
const compareBool = (/** @type {boolean} */ a, /** @type {boolean} */ b) => Number(a) - Number(b);

/**
 * PostgREST's `Ord Routine` between overloads of one name: fewer parameters first, then the
 * parameter lists compared element by element (name, type, required, variadic).
 * @param {Routine} a
 * @param {Routine} b
 */
function compareOverloads(a, b) {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  for (let i = 0; i < a.params.length; i += 1) {
    const p = /** @type {RoutineParam} */ (a.params[i]);
    const q = /** @type {RoutineParam} */ (b.params[i]);
    const order =
      compareText(p.name, q.name) ||
      compareText(p.type, q.type) ||
      compareBool(p.required, q.required) ||
      compareBool(p.variadic, q.variadic);
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * PostgREST's function lookup: by name and the set of argument names (required ones all
 * given, optional ones allowed), or a single unnamed json/jsonb parameter taking the body.
 * @param {SchemaCache} cache
 * @param {string} name
 * @param {string[]} keys argument names
 * @param {{ singleObject: boolean, isPost: boolean }} options
 * @returns {Routine}
 */
export function findRoutine(cache, name, keys, { singleObject, isPost }) {
  const overloads = [...(cache.routines.get(name) ?? [])].sort(compareOverloads);
  const keySet = new Set(keys);
  /** @param {Routine} routine */
  const matchesParams = (routine) => {
    const params = routine.params;
    const firstType = params[0]?.type;
    if (singleObject) return params.length === 1 && (firstType === 'json' || firstType === 'jsonb');
    if (params.length === 0) return keySet.size === 0;
    const required = params.filter((p) => p.required).map((p) => p.name);
    const optional = new Set(params.filter((p) => !p.required).map((p) => p.name));
    const rest = [...keySet].filter((key) => !optional.has(key));
    return (
      rest.length === required.length &&
      required.every((p) => keySet.has(p)) &&
      [...keySet].every((key) => optional.has(key) || required.includes(key))
    );
  };
  /** @param {Routine} routine */
  const singleUnnamed = (routine) =>
    isPost &&
    routine.params.length === 1 &&
    routine.params[0]?.name === '' &&
    (routine.params[0].type === 'json' || routine.params[0].type === 'jsonb');
  const matched = overloads.filter(matchesParams);
  const fallback = overloads.filter((routine) => !matchesParams(routine) && singleUnnamed(routine));
  const candidates = matched.length ? matched : fallback;
  const [first] = candidates;
  if (first && candidates.length === 1) return first;
  if (candidates.length > 1) {
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates
        .map(
          (routine) =>
            `${cache.schema}.${routine.name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sorted = [...keySet].sort();
  const fn = `${cache.schema}.${name}`;
  const list = sorted.join(', ');
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${list}`;
  let details;
  if (singleObject) details = ` with a single json/jsonb parameter`;
  else if (isPost) details = `${withParams} or with a single unnamed json/jsonb parameter`;
  else details = withParams;
  let hint = null;
  if (!singleObject) {
    if (overloads.length === 0) {
      const candidate = fuzzyGetOne(cache.routines.keys(), name);
      if (candidate) hint = `Perhaps you meant to call the function ${cache.schema}.${candidate}`;
    } else {
      // The overloads' parameter names as `(a, b)`, sorted, against the arguments given.
      const asText = (/** @type {string[]} */ names) => `(${[...names].sort().join(', ')})`;
      const candidate = fuzzyGetOne(
        overloads.map((routine) => asText(routine.params.map((p) => p.name))),
        asText(sorted),
      );
      if (candidate) hint = `Perhaps you meant to call the function ${fn}${candidate}`;
    }
  }
  throw cacheMiss(
    pgrstError(
      404,
      'PGRST202',
      `Could not find the function ${fn}${singleObject ? '' : sorted.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
      `Searched for the function ${fn}${details}, but no matches were found in the schema cache.`,
      hint,
    ),
  );
}
