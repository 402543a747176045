// @ts-check
/**
 * The parser's machinery (a cursor over one value, Parsec-like backtracking, PostgREST's
 * PGRST100 wording) and the lexical pieces every parameter shares: names, quoted values, JSON
 * paths, casts, aliases.
 */

/**
 * @typedef {import('./ast.mjs').Field} Field
 * @typedef {import('./ast.mjs').JsonStep} JsonStep
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
export class Cursor {
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
export function run(label, input, parser) {
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
export function quotedValue(c) {
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
export function dashJoined(c, isChar, label) {
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
export function identifier(c) {
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
export function castType(c) {
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
export function jsonPath(c) {
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
export function field(c) {
  c.skipSpaces();
  const name = fieldName(c);
  const path = jsonPath(c);
  c.skipSpaces();
  return { name, jsonPath: path };
}

/** `alias:` (a colon not followed by another colon). @param {Cursor} c */
export function optionalAlias(c) {
  return c.attempt(() => {
    const alias = fieldName(c);
    if (c.peek() !== ':' || c.peek(1) === ':') c.fail(['":"']);
    c.pos += 1;
    return alias;
  });
}

/** @param {Cursor} c */
export function delimiter(c) {
  if (!c.accept('.')) c.fail(['delimiter (.)']);
}
