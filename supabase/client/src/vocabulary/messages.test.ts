/**
 * The message catalogue against supabase/migrations, both ways: every message in `DB_MESSAGES`
 * (and every template in `DB_MESSAGE_TEMPLATES`) is given by a function as the database now
 * defines it, and every Spanish message a current function gives is in the catalogue.
 *
 * The migrations are read the way the database ends up: each function's last definition counts
 * (a later `create or replace` replaces it, a `drop function` removes it). In each, the messages
 * it gives are what `private.fail(…)` and `raise exception using message = …` raise, and what
 * `'message', …` answers in its JSON: a literal ('' unescaped), `format('…%s…', …)`, a
 * concatenation (its computed parts become `%s`), a `case` (each branch), a variable (each value
 * assigned to it) or a call to another of the migrations' functions (each value it returns).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DB_MESSAGES,
  DB_MESSAGE_TEMPLATES,
  fillDbMessage,
  giftRedeemableFromMessage,
  includedInPlanMessage,
  insufficientStockMessage,
  isDbMessage,
  minimumPurchaseMessage,
  missingPointsMessage,
} from './messages';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../migrations');

/**
 * Messages a migration once gave that no current function gives any more. Empty today: every
 * message of a replaced definition is still given by its replacement or another function. A
 * message that goes out of use goes here, with the migration that dropped it, and out of
 * `DB_MESSAGES` (a screen must not wait for it).
 */
const SUPERSEDED: readonly string[] = [];

/** Messages a function raises that no user ever reads, and why. */
const NOT_FOR_USERS: readonly string[] = [
  // public.admin_delete raises it inside its own `begin … exception when sqlstate 'BN001'` block
  // to roll the probing delete back; the handler swallows it.
  'soft delete probe',
];

type Token =
  { kind: 'string'; text: string } | { kind: 'word'; text: string } | { kind: 'op'; text: string };

/** SQL tokens: literals ('' unescaped, dollar-quoted ones too), words (lowercase), operators. */
function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const char = sql[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (char === "'") {
      let text = '';
      let j = i + 1;
      for (;;) {
        const next = sql.indexOf("'", j);
        if (next < 0) throw new Error(`unterminated literal at ${i}`);
        text += sql.slice(j, next);
        if (sql[next + 1] === "'") {
          text += "'";
          j = next + 2;
        } else {
          i = next + 1;
          break;
        }
      }
      tokens.push({ kind: 'string', text });
    } else if (/^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)?.[0] ?? '$$';
      const end = sql.indexOf(tag, i + tag.length);
      if (end < 0) throw new Error(`unterminated ${tag} at ${i}`);
      tokens.push({ kind: 'string', text: sql.slice(i + tag.length, end) });
      i = end + tag.length;
    } else if (/^[A-Za-z_]/.test(rest)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(rest)?.[0] ?? char;
      tokens.push({ kind: 'word', text: word.toLowerCase() });
      i += word.length;
    } else if (/^[0-9]/.test(rest)) {
      const number = /^[0-9][0-9.]*/.exec(rest)?.[0] ?? char;
      tokens.push({ kind: 'word', text: number });
      i += number.length;
    } else {
      const op = /^(\|\||:=|::|<>|<=|>=|!=|=>)/.exec(rest)?.[0] ?? char;
      tokens.push({ kind: 'op', text: op });
      i += op.length;
    }
  }
  return tokens;
}

interface FunctionDefinition {
  name: string;
  file: string;
  body: Token[];
}

/** Every function definition of the migrations, in the order they run. */
function readDefinitions(): {
  all: FunctionDefinition[];
  current: Map<string, FunctionDefinition>;
} {
  const all: FunctionDefinition[] = [];
  const current = new Map<string, FunctionDefinition>();
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const tokens = tokenize(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
    for (let i = 0; i < tokens.length; i += 1) {
      const at = (k: number) => tokens[i + k]?.text;
      if (at(0) === 'drop' && at(1) === 'function') {
        const name = at(2) === 'if' ? at(4) : at(2);
        if (name) current.delete(name);
        continue;
      }
      if (at(0) !== 'create') continue;
      const offset = at(1) === 'or' && at(2) === 'replace' ? 3 : 1;
      if (at(offset) !== 'function') continue;
      const name = at(offset + 1);
      if (!name) continue;
      // the body: the first literal after `as` (a dollar-quoted string)
      let j = i + offset + 2;
      while (j < tokens.length && !(tokens[j]?.text === 'as' && tokens[j + 1]?.kind === 'string')) {
        j += 1;
      }
      const source = tokens[j + 1];
      if (source?.kind !== 'string') throw new Error(`${file}: no body for ${name}`);
      const definition = { name, file, body: tokenize(source.text) };
      all.push(definition);
      current.set(name, definition);
      i = j + 1;
    }
  }
  return { all, current };
}

/** What an expression can be: its possible texts, or null when it is computed. */
type Values = string[] | null;

const STOP_WORDS = new Set([
  'then',
  'else',
  'end',
  'when',
  'loop',
  'into',
  'from',
  'where',
  'and',
  'or',
  'is',
  'using',
  'not',
  'in',
  'as',
]);

interface Scope {
  definition: FunctionDefinition;
  functions: Map<string, FunctionDefinition>;
  seen: Set<string>;
}

/** The index just after the parenthesis that closes the one at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    const text = tokens[i]?.kind === 'op' ? tokens[i]?.text : undefined;
    if (text === '(') depth += 1;
    if (text === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return tokens.length;
}

/** The index just after the `end` that closes the `case` at `start`. */
function caseEnd(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token?.kind !== 'word') continue;
    if (token.text === 'case') depth += 1;
    if (token.text === 'end') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return tokens.length;
}

/** The texts of the branches of the `case … end` at `start`. */
function caseValues(tokens: Token[], start: number, end: number, scope: Scope): Values {
  const values: string[] = [];
  let i = start + 1;
  while (i < end - 1) {
    const text = tokens[i]?.text;
    if (tokens[i]?.kind === 'word' && (text === 'then' || text === 'else')) {
      const branch = expression(tokens, i + 1, scope);
      values.push(...(branch.values ?? []));
      i = branch.end;
    } else if (tokens[i]?.kind === 'word' && text === 'case') {
      i = caseEnd(tokens, i);
    } else {
      i += 1;
    }
  }
  return values;
}

/** What `name` returns, when it is one of the migrations' functions. */
function returnedValues(name: string, scope: Scope): Values {
  const definition = scope.functions.get(name);
  if (!definition || scope.seen.has(name)) return null;
  const inner: Scope = { ...scope, definition, seen: new Set([...scope.seen, name]) };
  const body = definition.body;
  const values: string[] = [];
  // language sql: `select <expr>`; plpgsql: every `return <expr>`
  const starts =
    body[0]?.text === 'select'
      ? [1]
      : body.flatMap((token, i) =>
          token.kind === 'word' && token.text === 'return' ? [i + 1] : [],
        );
  for (const start of starts) values.push(...(expression(body, start, inner).values ?? []));
  return values;
}

/** The texts assigned to the variable `name` in the scope's function. */
function assignedValues(name: string, scope: Scope): Values {
  const body = scope.definition.body;
  const values: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    if (body[i]?.kind !== 'word' || body[i]?.text !== name) continue;
    // `v := …` or, in `declare`, `v text := …`
    const assign = body[i + 1]?.text === ':=' ? i + 2 : body[i + 2]?.text === ':=' ? i + 3 : -1;
    if (assign < 0) continue;
    values.push(...(expression(body, assign, scope).values ?? []));
  }
  return values;
}

/** One operand: a literal, format('…', …), a case, a call, a variable or a parenthesis. */
function operand(
  tokens: Token[],
  start: number,
  scope: Scope,
): { values: Values; end: number; literal?: true } {
  const token = tokens[start];
  if (!token) return { values: null, end: start };
  if (token.kind === 'string') return { values: [token.text], end: start + 1, literal: true };
  if (token.kind === 'op' && token.text === '(') {
    const inner = expression(tokens, start + 1, scope);
    return { values: inner.values, end: closing(tokens, start) };
  }
  if (token.kind !== 'word') return { values: null, end: start + 1 };
  if (token.text === 'null') return { values: [], end: start + 1 };
  if (token.text === 'case') {
    const end = caseEnd(tokens, start);
    return { values: caseValues(tokens, start, end, scope), end };
  }
  if (tokens[start + 1]?.text === '(') {
    const end = closing(tokens, start + 1);
    if (token.text === 'format' && tokens[start + 2]?.kind === 'string') {
      return { values: [tokens[start + 2]?.text ?? ''], end };
    }
    return { values: returnedValues(token.text, scope), end };
  }
  if (/^[a-z_]/.test(token.text))
    return { values: assignedValues(token.text, scope), end: start + 1 };
  return { values: null, end: start + 1 };
}

/**
 * The texts an expression can have, up to the `,` `)` `;` or keyword that ends it: one operand's
 * own texts, or a concatenation whose computed parts are `%s`.
 */
function expression(tokens: Token[], start: number, scope: Scope): { values: Values; end: number } {
  const parts: { values: Values; literal?: true }[] = [];
  let i = start;
  for (;;) {
    const part = operand(tokens, i, scope);
    parts.push(part);
    i = part.end;
    // casts (`::text`) and anything else up to the next `||` or the end of the expression
    while (i < tokens.length) {
      const token = tokens[i];
      if (!token) break;
      if (token.kind === 'op' && [',', ')', ';', '||'].includes(token.text)) break;
      if (token.kind === 'word' && STOP_WORDS.has(token.text)) break;
      if (token.kind === 'op' && token.text === '(') i = closing(tokens, i);
      else i += 1;
    }
    if (tokens[i]?.text !== '||') break;
    i += 1;
  }
  if (parts.length === 1) return { values: parts[0]?.values ?? null, end: i };
  // in a concatenation only the literals are the message's own words
  const text = parts.map((part) => (part.literal ? part.values?.[0] : '%s')).join('');
  return { values: [text], end: i };
}

type MessageSink = 'raised' | 'answered';

interface FoundMessage {
  text: string;
  sink: MessageSink;
  function: string;
  file: string;
}

/**
 * The messages a function gives the user: `private.fail(<expr>)` and `raise exception using
 * message = <expr>` (raised), and `'message', <expr>` in the JSON it answers (answered).
 */
function messagesOf(
  definition: FunctionDefinition,
  functions: Map<string, FunctionDefinition>,
): FoundMessage[] {
  const scope: Scope = { definition, functions, seen: new Set([definition.name]) };
  const body = definition.body;
  const found: FoundMessage[] = [];
  const add = (start: number, sink: MessageSink) => {
    for (const text of expression(body, start, scope).values ?? []) {
      found.push({ text, sink, function: definition.name, file: definition.file });
    }
  };
  for (let i = 0; i < body.length; i += 1) {
    const token = body[i];
    if (!token) continue;
    if (token.kind === 'word' && token.text === 'private.fail' && body[i + 1]?.text === '(') {
      add(i + 2, 'raised');
    } else if (token.kind === 'word' && token.text === 'raise') {
      for (let j = i + 1; j < body.length && body[j]?.text !== ';'; j += 1) {
        if (body[j]?.kind === 'string' && j === i + 2) {
          // raise exception '… % …', args: PL/pgSQL's placeholders as format()'s
          found.push({
            text: (body[j]?.text ?? '').replaceAll('%', '%s'),
            sink: 'raised',
            function: definition.name,
            file: definition.file,
          });
        }
        if (body[j]?.text === 'message' && body[j + 1]?.text === '=') add(j + 2, 'raised');
      }
    } else if (token.kind === 'string' && token.text === 'message' && body[i + 1]?.text === ',') {
      add(i + 2, 'answered');
    }
  }
  return found;
}

const { all, current } = readDefinitions();

/** The messages the current functions give, and the ones any definition ever gave. */
function collect() {
  const now = new Map<string, FoundMessage[]>();
  for (const definition of current.values()) {
    for (const found of messagesOf(definition, current)) {
      now.set(found.text, [...(now.get(found.text) ?? []), found]);
    }
  }
  const ever = new Set<string>();
  const atTheTime = new Map<string, FunctionDefinition>();
  for (const definition of all) {
    atTheTime.set(definition.name, definition);
    for (const found of messagesOf(definition, atTheTime)) ever.add(found.text);
  }
  return { now, ever };
}

const { now, ever } = collect();
const catalogue = [...Object.values(DB_MESSAGES), ...Object.values(DB_MESSAGE_TEMPLATES)];

describe('the database message catalogue', () => {
  it('reads the functions of the migrations', () => {
    // a parser that found nothing would make every check below pass
    expect(current.size).toBeGreaterThan(80);
    expect(now.size).toBeGreaterThan(70);
    expect(now.get(DB_MESSAGES.cartEmpty)?.map((found) => found.function)).toContain(
      'public.place_order',
    );
  });

  it('holds only messages that a current function raises or answers', () => {
    const unknown = catalogue.filter((message) => !now.has(message));
    expect(
      unknown,
      'These catalogue messages are given by no function as the migrations now define them: fix the text, or drop them from src/vocabulary/messages.ts',
    ).toEqual([]);
  });

  it('holds every Spanish message the current functions raise or answer', () => {
    const missing = [...now.keys()].filter(
      (message) => !catalogue.includes(message as never) && !NOT_FOR_USERS.includes(message),
    );
    expect(
      missing.map((message) => {
        const where = (now.get(message) ?? []).map((f) => `${f.sink} by ${f.function} (${f.file})`);
        return `${message} — ${where.join('; ')}`;
      }),
      'A function gives these messages but DB_MESSAGES (src/vocabulary/messages.ts) lacks them: add each under a camelCase key (a `%s` one to DB_MESSAGE_TEMPLATES, with a function that fills it)',
    ).toEqual([]);
  });

  it('accounts for every message any migration ever gave: in the catalogue or superseded', () => {
    const unaccounted = [...ever].filter(
      (message) =>
        !catalogue.includes(message as never) &&
        !SUPERSEDED.includes(message) &&
        !NOT_FOR_USERS.includes(message),
    );
    expect(unaccounted).toEqual([]);
    const stillGiven = SUPERSEDED.filter((message) => now.has(message));
    expect(stillGiven, 'A current function still gives these: not superseded').toEqual([]);
  });

  it('gives each message one key', () => {
    const texts = catalogue;
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('filled-in messages', () => {
  it('fill their templates as the functions do', () => {
    expect(minimumPurchaseMessage('$ 50.000')).toBe(
      'Compra mínima no alcanzada - Este código requiere una compra mínima de $ 50.000',
    );
    expect(insufficientStockMessage('Pro Plan 3 kg')).toBe(
      'Stock insuficiente - No hay suficientes unidades de Pro Plan 3 kg',
    );
    expect(missingPointsMessage(1)).toBe('Puntos insuficientes - Necesitas 1 punto más');
    expect(missingPointsMessage(250)).toBe('Puntos insuficientes - Necesitas 250 puntos más');
    expect(includedInPlanMessage('VIP')).toBe(
      'Incluido en tu plan - Tu membresía VIP ya incluye este plan',
    );
    expect(giftRedeemableFromMessage('9 de diciembre de 2026')).toBe(
      'Este regalo se podrá canjear desde el 9 de diciembre de 2026',
    );
    expect(fillDbMessage('%s y %s', 'uno')).toBe('uno y ');
  });

  it('are recognised as database messages, as the fixed ones are', () => {
    expect(isDbMessage(DB_MESSAGES.cartEmpty)).toBe(true);
    expect(isDbMessage(missingPointsMessage(20))).toBe(true);
    expect(isDbMessage('Puntos insuficientes - Necesitas  más')).toBe(false);
    expect(isDbMessage('Error al guardar producto')).toBe(false);
  });
});
