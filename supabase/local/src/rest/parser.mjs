// @ts-check
/**
 * PostgREST's query-string grammar (select, filters, and/or trees, order, columns, limit/offset)
 * and its request headers (Prefer, Range, Accept), as pure functions. The grammar follows
 * PostgREST 12's Parsec parsers (src/PostgREST/ApiRequest/QueryParams.hs), including their
 * leniencies (trailing input after a complete value is ignored) and their error wording:
 * a failure throws a QueryParseError that the service answers as PGRST100.
 */

/**
 * @typedef {{ arrow: '->' | '->>', key?: string, index?: string }} JsonStep
 * @typedef {{ name: string, jsonPath: JsonStep[] }} Field
 * @typedef {'sum' | 'avg' | 'count' | 'max' | 'min'} Aggregate
 * @typedef {{ kind: 'field', field: Field, alias?: string, cast?: string, aggregate?: Aggregate, aggregateCast?: string }} SelectField
 * @typedef {{ kind: 'embed', name: string, alias?: string, hint?: string, joinType?: 'inner' | 'left', spread: boolean, children: SelectItem[] }} SelectEmbed
 * @typedef {SelectField | SelectEmbed} SelectItem
 *
 * @typedef {'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch'} QuantOperator
 * @typedef {'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'} SimpleOperator
 * @typedef {'fts' | 'plfts' | 'phfts' | 'wfts'} FtsOperator
 * @typedef {{ type: 'quant', op: QuantOperator, quantifier?: 'any' | 'all', value: string }
 *   | { type: 'simple', op: SimpleOperator, value: string }
 *   | { type: 'in', values: string[] }
 *   | { type: 'is', value: 'null' | 'true' | 'false' | 'unknown' }
 *   | { type: 'isdistinct', value: string }
 *   | { type: 'fts', op: FtsOperator, config?: string, value: string }} Operation
 * @typedef {{ negate: boolean, operation: Operation }} OpExpr
 * @typedef {{ field: Field, expr: OpExpr }} Filter
 * @typedef {{ type: 'filter', filter: Filter }
 *   | { type: 'expr', negate: boolean, op: 'and' | 'or', children: LogicTree[] }} LogicTree
 * @typedef {{ type: 'field', field: Field, direction?: 'asc' | 'desc', nulls?: 'first' | 'last' }
 *   | { type: 'relation', relation: string, field: Field, direction?: 'asc' | 'desc', nulls?: 'first' | 'last' }} OrderTerm
 * @typedef {{ offset: number, limit?: number }} Range  limit undefined = unbounded
 */

export class QueryParseError extends Error {
  /** @param {string} message @param {string} details */
  constructor(message, details) {
    super(message);
    this.name = 'QueryParseError';
    this.details = details;
  }
}

/**
 * Marks a failed alternative inside the recursive-descent parser. Not an Error: backtracking
 * throws it often, and capturing a stack trace each time would dominate the parse time.
 */
class Fail {
  /** @param {number} pos @param {string} unexpected @param {string[]} expecting */
  constructor(pos, unexpected, expecting) {
    this.pos = pos;
    this.unexpected = unexpected;
    this.expecting = expecting;
  }

  /**
   * The error PostgREST answers (PGRST100), worded as Parsec words it.
   * @param {string} label
   */
  toQueryParseError(label) {
    const expecting = [...new Set(this.expecting)];
    const expected =
      expecting.length === 0
        ? ''
        : ` expecting ${expecting.length === 1 ? expecting[0] : `${expecting.slice(0, -1).join(', ')} or ${expecting.at(-1)}`}`;
    return new QueryParseError(
      `"${label}" (line 1, column ${this.pos + 1})`,
      `unexpected ${this.unexpected}${expected}`,
    );
  }
}

const IDENT_CHAR = /[\p{L}\p{N}_ $]/u;
const MAX_NESTING = 64;

/** A cursor over one input string, with Parsec-like helpers. */
class Cursor {
  /** @param {string} input */
  constructor(input) {
    this.input = input;
    this.pos = 0;
    /** nesting of embeds or logic trees so far */
    this.depth = 0;
  }

  /**
   * Runs a nested parser, refusing absurd nesting (a parse error, not a stack overflow).
   * @template T
   * @param {() => T} fn
   * @returns {T}
   */
  nested(fn) {
    if (this.depth >= MAX_NESTING) this.fail([`at most ${MAX_NESTING} nested levels`]);
    this.depth += 1;
    try {
      return fn();
    } finally {
      this.depth -= 1;
    }
  }

  get eof() {
    return this.pos >= this.input.length;
  }

  peek(offset = 0) {
    return this.input[this.pos + offset] ?? '';
  }

  /** @param {string} text */
  lookingAt(text) {
    return this.input.startsWith(text, this.pos);
  }

  /** @param {string} text */
  accept(text) {
    if (!this.lookingAt(text)) return false;
    this.pos += text.length;
    return true;
  }

  /** @param {string} text @param {string} [label] */
  expect(text, label) {
    if (!this.accept(text)) this.fail([label ?? JSON.stringify(text)]);
  }

  /** @param {string[]} expecting @returns {never} */
  fail(expecting) {
    throw new Fail(this.pos, this.eof ? 'end of input' : JSON.stringify(this.peek()), expecting);
  }

  skipSpaces() {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /**
   * Runs `fn`; on failure restores the position and returns undefined (Parsec's `try`).
   * @template T
   * @param {() => T} fn
   * @returns {T | undefined}
   */
  attempt(fn) {
    const start = this.pos;
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof Fail)) throw error;
      this.pos = start;
      return undefined;
    }
  }
}

/**
 * Runs a parser over a whole value, turning a failure into PostgREST's error.
 * @template T
 * @param {string} label e.g. `failed to parse filter (eq.1)`
 * @param {string} input
 * @param {(cursor: Cursor) => T} parser
 * @returns {T}
 */
function run(label, input, parser) {
  const cursor = new Cursor(input);
  try {
    return parser(cursor);
  } catch (error) {
    if (!(error instanceof Fail)) throw error;
    throw error.toQueryParseError(label);
  }
}

// ---------------------------------------------------------------------------------------------
// Names, JSON paths and fields

/** `"quoted \" value"` with backslash escapes. @param {Cursor} c */
function quotedValue(c) {
  c.expect('"');
  let out = '';
  for (;;) {
    if (c.eof) c.fail(['"\\""']);
    const ch = c.peek();
    if (ch === '"') {
      c.pos += 1;
      return out;
    }
    if (ch === '\\') {
      c.pos += 1;
      if (c.eof) c.fail(['any character']);
    }
    out += c.peek();
    c.pos += 1;
  }
}

/**
 * Identifiers joined by dashes that are not the start of an arrow.
 * @param {Cursor} c @param {(ch: string) => boolean} isChar @param {string} label
 */
function dashJoined(c, isChar, label) {
  const parts = [];
  for (;;) {
    const start = c.pos;
    while (!c.eof && isChar(c.peek())) c.pos += 1;
    if (c.pos === start) c.fail([label]);
    parts.push(c.input.slice(start, c.pos).trim());
    if (c.peek() === '-' && c.peek(1) !== '>' && isChar(c.peek(1))) {
      c.pos += 1;
      continue;
    }
    return parts.join('-');
  }
}

/** @param {Cursor} c */
export function fieldName(c) {
  if (c.peek() === '"') {
    const start = c.pos;
    const name = quotedValue(c);
    // A NUL can't be part of an SQL identifier (nor of a query's text).
    if (name.includes('\u0000')) {
      c.pos = c.input.indexOf('\u0000', start);
      c.fail(['any character but NUL']);
    }
    return name;
  }
  return dashJoined(c, (ch) => IDENT_CHAR.test(ch), 'field name (* or [a..z0..9_$])');
}

/** @param {Cursor} c */
function identifier(c) {
  const start = c.pos;
  while (!c.eof && IDENT_CHAR.test(c.peek())) c.pos += 1;
  if (c.pos === start) c.fail(['letter or digit']);
  return c.input.slice(start, c.pos).trim();
}

/** Characters of a type name word in a cast (an unquoted SQL identifier, without `$`). */
const TYPE_CHAR = /[\p{L}\p{N}_]/u;

/** PostgreSQL's type names of more than one word; any other type name in a cast is one word. */
const MULTI_WORD_TYPES = [
  'bit varying',
  'char varying',
  'character varying',
  'double precision',
  'national char',
  'national char varying',
  'national character',
  'national character varying',
  'time with time zone',
  'time without time zone',
  'timestamp with time zone',
  'timestamp without time zone',
];

/**
 * The type of a `::type` cast: one word of letters, digits and `_`, or one of PostgreSQL's
 * multi-word type names (`double precision`, `timestamp with time zone`, ...), folded to lower
 * case as PostgreSQL folds an unquoted name. PostgREST pastes the cast into the SQL and accepts
 * spaces and `$` in it; this grammar refuses anything else here (PGRST100), so
 * `text $q$`, `text collate C` and the like never reach SQL. The planner then checks the name
 * against the type catalog.
 * @param {Cursor} c
 */
function castType(c) {
  const word = () => {
    const start = c.pos;
    while (!c.eof && TYPE_CHAR.test(c.peek())) c.pos += 1;
    return c.input.slice(start, c.pos).replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  };
  let name = word();
  if (name === '') c.fail(['type name (letters, digits or _)']);
  for (;;) {
    const before = c.pos;
    c.skipSpaces();
    const next = c.pos === before ? '' : word();
    const candidate = `${name} ${next}`;
    if (next === '' || !MULTI_WORD_TYPES.some((type) => `${type} `.startsWith(`${candidate} `))) {
      c.pos = before;
      break;
    }
    name = candidate;
  }
  if (name.includes(' ') && !MULTI_WORD_TYPES.includes(name)) {
    c.skipSpaces();
    c.fail(['type name (letters, digits or _)']);
  }
  return name;
}

/** @param {Cursor} c @returns {JsonStep[]} */
function jsonPath(c) {
  /** @type {JsonStep[]} */
  const steps = [];
  for (;;) {
    /** @type {'->' | '->>'} */
    let arrow;
    if (c.accept('->>')) arrow = '->>';
    else if (c.accept('->')) arrow = '->';
    else return steps;
    const index = c.attempt(() => {
      const start = c.pos;
      c.accept('-');
      const digits = c.pos;
      while (/[0-9]/.test(c.peek())) c.pos += 1;
      if (c.pos === digits) c.fail(['digit']);
      const atEnd =
        c.eof || c.lookingAt('->') || c.lookingAt('::') || c.peek() === '.' || c.peek() === ',';
      if (!atEnd) c.fail(['"->"', '"::"', '"."', '","', 'end of input']);
      const text = c.input.slice(start, c.pos);
      return text.startsWith('-') ? text : `+${text}`;
    });
    if (index !== undefined) {
      steps.push({ arrow, index });
      continue;
    }
    const key =
      c.peek() === '"'
        ? quotedValue(c)
        : dashJoined(
            c,
            (ch) => !'(-:.,>)'.includes(ch),
            'any non reserved character different from: .,>()',
          );
    steps.push({ arrow, key });
  }
}

/** @param {Cursor} c @returns {Field} */
function field(c) {
  c.skipSpaces();
  const name = fieldName(c);
  const path = jsonPath(c);
  c.skipSpaces();
  return { name, jsonPath: path };
}

/** `alias:` (a colon not followed by another colon). @param {Cursor} c */
function optionalAlias(c) {
  return c.attempt(() => {
    const alias = fieldName(c);
    if (c.peek() !== ':' || c.peek(1) === ':') c.fail(['":"']);
    c.pos += 1;
    return alias;
  });
}

// ---------------------------------------------------------------------------------------------
// select=

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

// ---------------------------------------------------------------------------------------------
// Filters

/** @param {Cursor} c */
function delimiter(c) {
  if (!c.accept('.')) c.fail(['delimiter (.)']);
}

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

// ---------------------------------------------------------------------------------------------
// The whole query string

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/**
 * @typedef {object} QueryParams
 * @property {SelectItem[]} select
 * @property {{ path: string[], filter: Filter }[]} filters
 * @property {{ path: string[], tree: LogicTree }[]} logic
 * @property {{ path: string[], terms: OrderTerm[] }[]} order
 * @property {Map<string, { path: string[], limit?: number, offset?: number }>} ranges keyed by the embed path joined with '.'
 * @property {string[] | undefined} columns
 * @property {string[] | undefined} onConflict
 * @property {[string, string][]} rpcArgs query parameters without an operator (GET /rpc only)
 * @property {string} canonical the query string sorted by key, as PostgREST's Content-Location
 */

/** @param {string} key */
const lastSegment = (key) => key.slice(key.lastIndexOf('.') + 1);

/** @param {string} text */
const parseInteger = (text) => (/^-?\d+$/.test(text.trim()) ? Number(text) : undefined);

/**
 * @param {URLSearchParams} params
 * @param {{ rpcRead?: boolean }} [options] GET/HEAD on /rpc: values without an operator are arguments
 * @returns {QueryParams}
 */
export function parseQuery(params, { rpcRead = false } = {}) {
  /** @type {QueryParams} */
  const result = {
    select: [],
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    columns: undefined,
    onConflict: undefined,
    rpcArgs: [],
    canonical: canonicalQuery(params),
  };
  const select = params.get('select');
  result.select = parseSelect(select ?? '*');
  const columns = params.get('columns');
  if (columns !== null) result.columns = parseColumns('columns', columns);
  const onConflict = params.get('on_conflict');
  if (onConflict !== null) result.onConflict = parseColumns('on_conflict', onConflict);
  const seenOrder = new Set();
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const last = lastSegment(key);
    if (last === 'and' || last === 'or') {
      result.logic.push(parseLogic(key, value));
    } else if (last === 'order') {
      const { path } = parseTreePath(key);
      const pathKey = path.join('.');
      if (seenOrder.has(pathKey)) continue;
      seenOrder.add(pathKey);
      result.order.push({ path, terms: parseOrder(value) });
    } else if (last === 'limit' || last === 'offset') {
      const { path } = parseTreePath(key);
      const pathKey = path.join('.');
      const range = result.ranges.get(pathKey) ?? { path };
      const number = parseInteger(value);
      if (number !== undefined && range[last] === undefined) range[last] = number;
      result.ranges.set(pathKey, range);
    } else if (!RESERVED_EMBEDDABLE.has(last)) {
      const { path, field } = parseTreePath(key);
      if (rpcRead) {
        /** @type {OpExpr | undefined} */
        let expr;
        try {
          expr = parseFilterValue(value);
        } catch {
          expr = undefined;
        }
        if (expr) result.filters.push({ path, filter: { field, expr } });
        else result.rpcArgs.push([key, value]);
      } else {
        result.filters.push({ path, filter: { field, expr: parseFilterValue(value) } });
      }
    }
  }
  return result;
}

/** @param {URLSearchParams} params */
function canonicalQuery(params) {
  const encode = (/** @type {string} */ text) =>
    encodeURIComponent(text).replace(
      /[!'()*]/g,
      (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
}

// ---------------------------------------------------------------------------------------------
// Headers

/**
 * @typedef {object} Preferences
 * @property {'merge-duplicates' | 'ignore-duplicates' | undefined} resolution
 * @property {'representation' | 'minimal' | 'headers-only' | undefined} returnPref
 * @property {boolean} singleObject params=single-object
 * @property {'exact' | 'planned' | 'estimated' | undefined} count
 * @property {'default' | 'null' | undefined} missing
 * @property {'strict' | 'lenient' | undefined} handling
 * @property {number | undefined} maxAffected
 * @property {'commit' | 'rollback' | undefined} tx
 * @property {string[]} invalid preferences PostgREST does not know
 */

const PREFERENCES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/**
 * The Prefer header(s), PostgREST style: comma separated, first valid value of each kind wins.
 * @param {string | string[] | undefined} header
 * @returns {Preferences}
 */
export function parsePrefer(header) {
  const items = (Array.isArray(header) ? header : header ? [header] : [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  /** @type {Record<string, string>} */
  const found = {};
  /** @type {string[]} */
  const invalid = [];
  /** @type {number | undefined} */
  let maxAffected;
  for (const item of items) {
    const eq = item.indexOf('=');
    const name = eq === -1 ? item : item.slice(0, eq);
    const value = eq === -1 ? '' : item.slice(eq + 1);
    if (name === 'max-affected') {
      const number = parseInteger(value);
      if (number !== undefined && maxAffected === undefined) maxAffected = number;
      continue;
    }
    const allowed = /** @type {Record<string, string[]>} */ (PREFERENCES)[name];
    if (!allowed || !allowed.includes(value)) {
      invalid.push(item);
      continue;
    }
    found[name] ??= value;
  }
  return {
    resolution: /** @type {Preferences['resolution']} */ (found.resolution),
    returnPref: /** @type {Preferences['returnPref']} */ (found.return),
    singleObject: found.params === 'single-object',
    count: /** @type {Preferences['count']} */ (found.count),
    missing: /** @type {Preferences['missing']} */ (found.missing),
    handling: /** @type {Preferences['handling']} */ (found.handling),
    maxAffected,
    tx: /** @type {Preferences['tx']} */ (found.tx),
    invalid,
  };
}

/**
 * The `Range: 0-9` request header; `undefined` when absent or not in that form.
 * @param {string | undefined} header
 * @returns {{ lower: number, upper?: number } | undefined}
 */
export function parseRangeHeader(header) {
  const match = header ? /^([0-9]+)-([0-9]*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const lower = Number(match[1]);
  return match[2] ? { lower, upper: Number(match[2]) } : { lower };
}

/**
 * @typedef {{ type: string, subtype: string, params: Record<string, string>, raw: string }} MediaType
 */

/**
 * The Accept header as a list of media types, most preferred first (by q, then by order).
 * @param {string | undefined} header
 * @returns {MediaType[]}
 */
export function parseAccept(header) {
  if (!header || !header.trim()) return [{ type: '*', subtype: '*', params: {}, raw: '*/*' }];
  return header
    .split(',')
    .map((part, index) => {
      const [mime = '', ...rest] = part.split(';').map((piece) => piece.trim());
      /** @type {Record<string, string>} */
      const params = {};
      for (const piece of rest) {
        const eq = piece.indexOf('=');
        if (eq === -1) continue;
        params[piece.slice(0, eq).trim().toLowerCase()] = piece
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1');
      }
      const slash = mime.indexOf('/');
      const type = (slash === -1 ? mime : mime.slice(0, slash)).toLowerCase();
      const subtype = (slash === -1 ? '' : mime.slice(slash + 1)).toLowerCase();
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type, subtype, params, raw: mime, q: Number.isFinite(q) ? q : 1, index };
    })
    .filter((media) => media.raw && media.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ type, subtype, params, raw }) => ({ type, subtype, params, raw }));
}
