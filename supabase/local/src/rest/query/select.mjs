// @ts-check
/**
 * `select=`: PostgREST's select grammar (fields, casts, JSON paths, aggregates, embeds with
 * hints, `!inner`/`!left`, spreads).
 */
import { castType, field, fieldName, optionalAlias, run } from './cursor.mjs';

/**
 * @typedef {import('./cursor.mjs').Cursor} Cursor
 * @typedef {import('./ast.mjs').SelectItem} SelectItem
 * @typedef {import('./ast.mjs').SelectField} SelectField
 * @typedef {import('./ast.mjs').SelectEmbed} SelectEmbed
 */

/** @param {Cursor} c */
function selectEnd(c) {
  if (!(c.eof || c.peek() === ')' || c.peek() === ',')) c.fail(['")"', '","', 'end of input']);
}

/** @param {Cursor} c */
function embedParams(c) {
  /** @type {string | undefined} */
  let hint;
  /** @type {'inner' | 'left' | undefined} */
  let joinType;
  for (let i = 0; i < 2 && c.peek() === '!'; i += 1) {
    c.pos += 1;
    const value = fieldName(c);
    if ((value === 'inner' || value === 'left') && joinType === undefined) joinType = value;
    else if (hint === undefined) hint = value;
    else c.fail(['"("']);
  }
  return { hint, joinType };
}

/** @param {Cursor} c @returns {SelectItem} */
function selectItem(c) {
  c.skipSpaces();
  const spread = c.attempt(() => {
    c.expect('...');
    const name = fieldName(c);
    const { hint, joinType } = embedParams(c);
    if (c.peek() !== '(') c.fail(['"("']);
    return { name, hint, joinType };
  });
  if (spread) return embedBody(c, { ...spread, spread: true });
  const relation = c.attempt(() => {
    const alias = optionalAlias(c);
    const name = fieldName(c);
    if (name === 'count') c.fail(['"("']);
    const { hint, joinType } = embedParams(c);
    if (c.peek() !== '(') c.fail(['"("']);
    return { alias, name, hint, joinType };
  });
  if (relation) return embedBody(c, { ...relation, spread: false });
  return selectFieldItem(c);
}

/**
 * @param {Cursor} c
 * @param {{ name: string, alias?: string, hint?: string, joinType?: 'inner' | 'left', spread: boolean }} head
 * @returns {SelectEmbed}
 */
function embedBody(c, head) {
  c.expect('(');
  const children = c.nested(() => selectForest(c));
  c.expect(')');
  c.skipSpaces();
  /** @type {SelectEmbed} */
  const embed = { kind: 'embed', name: head.name, spread: head.spread, children };
  if (head.alias !== undefined) embed.alias = head.alias;
  if (head.hint !== undefined) embed.hint = head.hint;
  if (head.joinType !== undefined) embed.joinType = head.joinType;
  return embed;
}

const AGGREGATES = /** @type {const} */ (['sum', 'avg', 'count', 'max', 'min']);

/** @param {Cursor} c @returns {SelectField} */
function selectFieldItem(c) {
  const star = c.attempt(() => {
    c.expect('*');
    c.skipSpaces();
    selectEnd(c);
    return true;
  });
  if (star) return { kind: 'field', field: { name: '*', jsonPath: [] } };
  const countAll = c.attempt(() => {
    const alias = optionalAlias(c);
    c.expect('count()');
    const aggregateCast = c.accept('::') ? castType(c) : undefined;
    c.skipSpaces();
    selectEnd(c);
    /** @type {SelectField} */
    const item = { kind: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count' };
    if (alias !== undefined) item.alias = alias;
    if (aggregateCast !== undefined) item.aggregateCast = aggregateCast;
    return item;
  });
  if (countAll) return countAll;
  const alias = optionalAlias(c);
  const fld = field(c);
  const cast = c.accept('::') ? castType(c) : undefined;
  const aggregate = c.attempt(() => {
    c.expect('.');
    const name = AGGREGATES.find((candidate) => c.lookingAt(`${candidate}()`));
    if (!name) c.fail(['aggregate function']);
    c.pos += name.length + 2;
    return name;
  });
  const aggregateCast = c.accept('::') ? castType(c) : undefined;
  c.skipSpaces();
  selectEnd(c);
  /** @type {SelectField} */
  const item = { kind: 'field', field: fld };
  if (alias !== undefined) item.alias = alias;
  if (cast !== undefined) item.cast = cast;
  if (aggregate !== undefined) item.aggregate = aggregate;
  if (aggregateCast !== undefined) item.aggregateCast = aggregateCast;
  return item;
}

/** @param {Cursor} c @returns {SelectItem[]} */
function selectForest(c) {
  c.skipSpaces();
  if (c.eof || c.peek() === ')') return [];
  const items = [selectItem(c)];
  for (;;) {
    c.skipSpaces();
    if (!c.accept(',')) return items;
    c.skipSpaces();
    items.push(selectItem(c));
  }
}

/**
 * `select=` → a forest of fields and embedded resources.
 * @param {string} value
 * @returns {SelectItem[]}
 */
export function parseSelect(value) {
  return run(`failed to parse select parameter (${value})`, value, (c) => {
    const items = selectForest(c);
    if (!c.eof) c.fail(['","', 'end of input']);
    return items;
  });
}
