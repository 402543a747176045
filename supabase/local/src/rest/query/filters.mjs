// @ts-check
/**
 * Filters (`col=op.value`), and/or trees, `order=`, `columns=`/`on_conflict=`.
 */
import { delimiter, field, fieldName, identifier, jsonPath, quotedValue, run } from './cursor.mjs';

/**
 * @typedef {import('./cursor.mjs').Cursor} Cursor
 * @typedef {import('./ast.mjs').Field} Field
 * @typedef {import('./ast.mjs').OpExpr} OpExpr
 * @typedef {import('./ast.mjs').Operation} Operation
 * @typedef {import('./ast.mjs').LogicTree} LogicTree
 * @typedef {import('./ast.mjs').OrderTerm} OrderTerm
 */

/** @param {Cursor} c @returns {string[]} */
function listValue(c) {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const values = [];
  for (;;) {
    const quoted = c.attempt(() => {
      const value = quotedValue(c);
      if (!(c.eof || c.peek() === ',' || c.peek() === ')')) c.fail(['","', '")"']);
      return value;
    });
    if (quoted !== undefined) values.push(quoted);
    else {
      const start = c.pos;
      while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
      values.push(c.input.slice(start, c.pos));
    }
    if (!c.accept(',')) break;
  }
  c.skipSpaces();
  c.expect(')');
  c.skipSpaces();
  return values;
}

const SIMPLE_OPERATORS = /** @type {const} */ ([
  'neq',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);
const QUANT_OPERATORS = /** @type {const} */ ([
  'eq',
  'gte',
  'gt',
  'lte',
  'lt',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FTS_OPERATORS = /** @type {const} */ (['fts', 'plfts', 'phfts', 'wfts']);

/**
 * `[not.]op.value`
 * @param {Cursor} c
 * @param {(c: Cursor) => string} singleValue
 * @returns {OpExpr}
 */
function opExpr(c, singleValue) {
  const negate = Boolean(
    c.attempt(() => {
      c.expect('not');
      delimiter(c);
      return true;
    }),
  );
  return { negate, operation: operation(c, singleValue) };
}

/**
 * @param {Cursor} c
 * @param {(c: Cursor) => string} singleValue
 * @returns {Operation}
 */
function operation(c, singleValue) {
  if (
    c.attempt(() => {
      c.expect('in');
      delimiter(c);
      return true;
    })
  ) {
    return { type: 'in', values: listValue(c) };
  }
  if (
    c.attempt(() => {
      c.expect('is');
      delimiter(c);
      return true;
    })
  ) {
    const word = ['null', 'unknown', 'true', 'false'].find(
      (candidate) => c.input.slice(c.pos, c.pos + candidate.length).toLowerCase() === candidate,
    );
    if (!word) c.fail(['null or trilean value (unknown, true, false)']);
    c.pos += word.length;
    return { type: 'is', value: /** @type {'null' | 'true' | 'false' | 'unknown'} */ (word) };
  }
  if (
    c.attempt(() => {
      c.expect('isdistinct');
      delimiter(c);
      return true;
    })
  ) {
    return { type: 'isdistinct', value: singleValue(c) };
  }
  const fts = c.attempt(() => {
    const op = [...FTS_OPERATORS].reverse().find((candidate) => c.lookingAt(candidate));
    if (!op) c.fail(['operator (eq, gt, ...)']);
    c.pos += op.length;
    const config = c.attempt(() => {
      c.expect('(');
      const value = identifier(c);
      c.expect(')');
      return value;
    });
    delimiter(c);
    /** @type {Operation} */
    const result = { type: 'fts', op, value: singleValue(c) };
    if (config !== undefined) result.config = config;
    return result;
  });
  if (fts) return fts;
  const simple = c.attempt(() => {
    const op = SIMPLE_OPERATORS.find((candidate) => c.lookingAt(candidate));
    if (!op) c.fail(['operator (eq, gt, ...)']);
    c.pos += op.length;
    delimiter(c);
    return /** @type {Operation} */ ({ type: 'simple', op, value: singleValue(c) });
  });
  if (simple) return simple;
  const quant = c.attempt(() => {
    const op = QUANT_OPERATORS.find((candidate) => c.lookingAt(candidate));
    if (!op) c.fail(['operator (eq, gt, ...)']);
    c.pos += op.length;
    const quantifier = c.attempt(() => {
      c.expect('(');
      const value = c.accept('any') ? 'any' : c.accept('all') ? 'all' : c.fail(['"any"', '"all"']);
      c.expect(')');
      return /** @type {'any' | 'all'} */ (value);
    });
    delimiter(c);
    /** @type {Operation} */
    const result = { type: 'quant', op, value: singleValue(c) };
    if (quantifier) result.quantifier = quantifier;
    return result;
  });
  if (quant) return quant;
  return c.fail(['"not"', 'operator (eq, gt, ...)']);
}

/** The rest of the input. @param {Cursor} c */
function restValue(c) {
  const value = c.input.slice(c.pos);
  c.pos = c.input.length;
  return value;
}

/**
 * A filter's key: `col`, `col->json->>path`, `embed.col`, `embed.nested.col`.
 * @param {string} key
 * @returns {{ path: string[], field: Field }}
 */
export function parseTreePath(key) {
  return run(`failed to parse tree path (${key})`, key, (c) => {
    const names = [fieldName(c)];
    while (c.accept('.')) names.push(fieldName(c));
    const path = jsonPath(c);
    const name = /** @type {string} */ (names.pop());
    return { path: names, field: { name, jsonPath: path } };
  });
}

/**
 * A filter's value: `eq.1`, `not.in.(1,2)`, `fts(english).cat`.
 * @param {string} value
 * @returns {OpExpr}
 */
export function parseFilterValue(value) {
  return run(`failed to parse filter (${value})`, value, (c) => opExpr(c, restValue));
}

/**
 * A value inside and/or trees: quoted, a `{...}` array literal, or up to the next `,`/`)`.
 * @param {Cursor} c
 */
function logicSingleValue(c) {
  const quoted = c.attempt(() => {
    const value = quotedValue(c);
    if (!(c.eof || c.peek() === ',' || c.peek() === ')')) c.fail(['","', '")"']);
    return value;
  });
  if (quoted !== undefined) return quoted;
  const array = c.attempt(() => {
    const start = c.pos;
    c.expect('{');
    while (!c.eof && c.peek() !== '{' && c.peek() !== '}') c.pos += 1;
    c.expect('}');
    return c.input.slice(start, c.pos);
  });
  if (array !== undefined) return array;
  const start = c.pos;
  while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.input.slice(start, c.pos);
}

/** @param {Cursor} c @returns {LogicTree} */
function logicTree(c) {
  const filter = c.attempt(() => {
    const fld = field(c);
    delimiter(c);
    return { field: fld, expr: opExpr(c, logicSingleValue) };
  });
  if (filter) return { type: 'filter', filter };
  const negate = Boolean(
    c.attempt(() => {
      c.expect('not');
      delimiter(c);
      return true;
    }),
  );
  /** @type {'and' | 'or'} */
  let op;
  if (c.accept('and')) op = 'and';
  else if (c.accept('or')) op = 'or';
  else return c.fail(['logic operator (and, or)']);
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const children = c.nested(() => {
    const list = [logicTree(c)];
    for (;;) {
      c.skipSpaces();
      if (!c.accept(',')) return list;
      c.skipSpaces();
      list.push(logicTree(c));
    }
  });
  c.skipSpaces();
  c.expect(')');
  c.skipSpaces();
  return { type: 'expr', negate, op, children };
}

/**
 * `or=(a.eq.1,and(b.gt.2,c.is.null))`, `reviews.not.and=(...)`.
 * @param {string} key
 * @param {string} value
 * @returns {{ path: string[], tree: LogicTree }}
 */
export function parseLogic(key, value) {
  const names = run(`failed to parse logic path (${key})`, key, (c) => {
    const list = [fieldName(c)];
    while (c.accept('.')) list.push(fieldName(c));
    return list;
  });
  const op = /** @type {string} */ (names.at(-1));
  const negated = names.includes('not');
  const path = names.slice(0, -1).filter((name) => name !== 'not');
  const text = `${negated ? 'not.' : ''}${op}${value}`;
  const tree = run(`failed to parse logic tree (${value})`, text, logicTree);
  return { path, tree };
}

// ---------------------------------------------------------------------------------------------
// order=, columns=, on_conflict=

/** @param {Cursor} c */
function orderModifiers(c) {
  /** @type {{ direction?: 'asc' | 'desc', nulls?: 'first' | 'last' }} */
  const result = {};
  const direction = c.attempt(() => {
    delimiter(c);
    if (c.accept('asc')) return 'asc';
    if (c.accept('desc')) return 'desc';
    return c.fail(['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']);
  });
  if (direction) result.direction = /** @type {'asc' | 'desc'} */ (direction);
  const nulls = c.attempt(() => {
    delimiter(c);
    if (c.accept('nullsfirst')) return 'first';
    if (c.accept('nullslast')) return 'last';
    return c.fail(['"nullsfirst"', '"nullslast"']);
  });
  if (nulls) result.nulls = /** @type {'first' | 'last'} */ (nulls);
  c.skipSpaces();
  if (!(c.eof || c.peek() === ',')) {
    c.fail(
      direction || nulls
        ? ['","', 'end of input']
        : ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"'],
    );
  }
  return result;
}

/**
 * @param {string} value
 * @returns {OrderTerm[]}
 */
export function parseOrder(value) {
  return run(`failed to parse order (${value})`, value, (c) => {
    /** @type {OrderTerm[]} */
    const terms = [];
    for (;;) {
      c.skipSpaces();
      const relation = c.attempt(() => {
        const name = fieldName(c);
        c.expect('(');
        const fld = field(c);
        c.expect(')');
        return /** @type {OrderTerm} */ ({
          type: 'relation',
          relation: name,
          field: fld,
          ...orderModifiers(c),
        });
      });
      if (relation) terms.push(relation);
      else {
        const fld = field(c);
        terms.push({ type: 'field', field: fld, ...orderModifiers(c) });
      }
      if (!c.accept(',')) return terms;
    }
  });
}

/**
 * `columns=` and `on_conflict=`: field names separated by commas.
 * @param {string} label
 * @param {string} value
 * @returns {string[]}
 */
export function parseColumns(label, value) {
  return run(`failed to parse ${label} parameter (${value})`, value, (c) => {
    const names = [];
    for (;;) {
      c.skipSpaces();
      names.push(fieldName(c));
      c.skipSpaces();
      if (!c.accept(',')) return names;
    }
  });
}
