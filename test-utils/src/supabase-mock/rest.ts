/**
 * PostgREST (`/rest/v1`) as supabase-js talks to it: tables and functions answered by the
 * test's handlers. The mock reads the request for the handler (select, filters, order, paging,
 * Prefer, the user of the token) and writes the reply as PostgREST would (status, Content-Range
 * for `count`, one object for `.single()`, the error body); it never filters or sorts rows
 * itself: a handler returns what the test wants the database to answer.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Database } from '@bonis/supabase-client';
import {
  SUPABASE_TEST_URL,
  isStale,
  logRequest,
  requestUserId,
  type QueryParams,
  type SupabaseRequest,
  unanswered,
} from './shared';

const REST = `${SUPABASE_TEST_URL}/rest/v1`;

/**
 * A row as a handler returns it: any JSON object (select shapes and embeds included; an
 * interface such as a row type is fine).
 */
export type MockRow = object;

/** A PostgREST error, as `supabaseMock.error()` builds it. */
export class PostgrestMockError {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string; details: string | null; hint: string | null },
  ) {}
}

export interface PostgrestErrorInit {
  /** the SQLSTATE or PGRST code, e.g. 'P0001' (a function's `raise exception`), '23505' */
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
  /** the HTTP status; by default PostgREST's for the code (P0001 → 400, 23505 → 409, …) */
  status?: number;
}

/** PostgREST's HTTP status for an error code (docs: "Errors" → "HTTP status codes"). */
export function postgrestStatus(code: string, signedIn = true): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
    PGRST116: 406,
    PGRST202: 404,
    PGRST205: 404,
    PGRST301: 401,
  };
  const known = exact[code];
  if (known) return known;
  if (code === '42501') return signedIn ? 403 : 401;
  const byPrefix: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 413],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return byPrefix.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

/** Builds the PostgREST error a handler returns; supabase-js yields it as `error`. */
export function postgrestError({
  code,
  message,
  details = null,
  hint = null,
  status,
}: PostgrestErrorInit): PostgrestMockError {
  return new PostgrestMockError(status ?? postgrestStatus(code), { code, message, details, hint });
}

/** What a table handler is told about the request. */
export interface TableRequest {
  table: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  /** the `select` parameter as sent, e.g. `id,name,category:categories(name,slug)` */
  select: string | undefined;
  /**
   * The filters as sent, by column: `{ is_active: 'eq.true', id: 'in.(a,b)', or: '(…)' }`
   * (a column filtered twice gives an array).
   */
  filters: QueryParams;
  /** the value of an `eq.` filter on a column, e.g. `eq('user_id') === 'user-1'` */
  eq: (column: string) => string | undefined;
  /** the `order` parameter, e.g. `created_at.desc` */
  order: string | undefined;
  limit: number | undefined;
  offset: number | undefined;
  /** `Prefer: count=…` */
  count: 'exact' | 'planned' | 'estimated' | undefined;
  /** `.single()` asked for one object */
  single: boolean;
  /** the JSON body of an insert, upsert or update */
  body: unknown;
  /** every query parameter as sent */
  query: QueryParams;
  headers: Headers;
  /** the user of the bearer token, null with the anon key */
  userId: string | null;
  request: Request;
}

/**
 * A table handler's answer: rows; `{ rows, count }` to give the total `count: 'exact'` reports;
 * one row; nothing (an insert answers its own body, anything else no rows); an error from
 * `supabaseMock.error()`; or any msw response (`HttpResponse.error()` for a network failure).
 */
export type TableReply =
  | MockRow[]
  | { rows: MockRow[]; count?: number }
  | MockRow
  | null
  | undefined
  // a handler that only looks at the request returns nothing
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  | void
  | PostgrestMockError
  | Response;

export type TableHandler = (request: TableRequest) => TableReply | Promise<TableReply>;

export interface HandlerOptions {
  /** answer only the first matching request (later ones go to earlier handlers) */
  once?: boolean;
}

/** The parameters PostgREST reads itself; every other one is a filter. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

function asNumber(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined ? undefined : Number(text);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function readTableRequest(
  request: Request,
  table: string,
): Promise<{ parsed: TableRequest; logged: SupabaseRequest }> {
  const logged = await logRequest(request);
  const filters: QueryParams = {};
  for (const [key, value] of Object.entries(logged.query)) {
    if (!RESERVED.has(key)) filters[key] = value;
  }
  const prefer = request.headers.get('prefer') ?? '';
  const count = /count=(exact|planned|estimated)/.exec(prefer)?.[1] as TableRequest['count'];
  let offset = asNumber(logged.query.offset);
  let limit = asNumber(logged.query.limit);
  const range = /^(\d+)-(\d+)?$/.exec(request.headers.get('range') ?? '');
  if (range && offset === undefined) {
    offset = Number(range[1]);
    if (range[2] !== undefined && limit === undefined) limit = Number(range[2]) - offset + 1;
  }
  const parsed: TableRequest = {
    table,
    method: request.method as TableRequest['method'],
    select: first(logged.query.select),
    filters,
    eq: (column) => {
      const values = filters[column];
      const list = Array.isArray(values) ? values : values === undefined ? [] : [values];
      return list.find((value) => value.startsWith('eq.'))?.slice(3);
    },
    order: first(logged.query.order),
    limit,
    offset,
    count,
    single: (request.headers.get('accept') ?? '').startsWith('application/vnd.pgrst.object+json'),
    body: logged.body,
    query: logged.query,
    headers: request.headers,
    userId: requestUserId(request.headers),
    request,
  };
  return { parsed, logged };
}

export function errorResponse(error: PostgrestMockError): Response {
  return HttpResponse.json(error.body, { status: error.status });
}

function isRows(value: unknown): value is { rows: MockRow[]; count?: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'rows' in value &&
    Array.isArray((value as { rows: unknown }).rows)
  );
}

function rowsOf(reply: TableReply, request: TableRequest): { rows: MockRow[]; count?: number } {
  if (Array.isArray(reply)) return { rows: reply };
  if (isRows(reply)) return reply;
  if (reply === null || reply === undefined) {
    if (request.method !== 'POST') return { rows: [] };
    const body = request.body;
    return { rows: (Array.isArray(body) ? body : body ? [body] : []) as MockRow[] };
  }
  return { rows: [reply as MockRow] };
}

/** Writes a table handler's answer as PostgREST would. */
function tableResponse(reply: TableReply, request: TableRequest): Response {
  if (reply instanceof Response) return reply;
  if (reply instanceof PostgrestMockError) return errorResponse(reply);
  const { rows, count } = rowsOf(reply, request);
  const from = request.offset ?? 0;
  const total = request.count ? (count ?? from + rows.length) : '*';
  const span = rows.length > 0 ? `${from}-${from + rows.length - 1}` : '*';
  const headers = { 'Content-Range': `${span}/${total}` };

  const writes =
    request.method === 'POST' || request.method === 'PATCH' || request.method === 'DELETE';
  const prefer = request.headers.get('prefer') ?? '';
  if (writes && !prefer.includes('return=representation')) {
    return new HttpResponse(null, { status: request.method === 'POST' ? 201 : 204, headers });
  }
  const status = request.method === 'POST' ? 201 : 200;
  if (request.single) {
    if (rows.length !== 1) {
      return errorResponse(
        postgrestError({
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: `The result contains ${rows.length} rows`,
        }),
      );
    }
    if (request.method === 'HEAD') return new HttpResponse(null, { status, headers });
    return HttpResponse.json(rows[0], { status, headers });
  }
  if (request.method === 'HEAD') return new HttpResponse(null, { status, headers });
  return HttpResponse.json(rows, { status, headers });
}

export type TableName = keyof Database['public']['Tables'] | keyof Database['public']['Views'];
export type FunctionName = keyof Database['public']['Functions'];

/** The handlers a test sets for one table (`supabaseMock.table(name)`); each returns itself. */
export interface TableMock {
  /** selects: `from(table).select(…)`, with `count`, `head`, `.single()`, `.maybeSingle()`; no handler: no rows */
  get: (handler?: TableHandler | TableReply, options?: HandlerOptions) => TableMock;
  /** inserts and upserts; no handler: the rows sent */
  post: (handler?: TableHandler | TableReply, options?: HandlerOptions) => TableMock;
  /** updates */
  patch: (handler?: TableHandler | TableReply, options?: HandlerOptions) => TableMock;
  delete: (handler?: TableHandler | TableReply, options?: HandlerOptions) => TableMock;
}

type Register = (...handlers: HttpHandler[]) => void;

const asHandler = (handler: TableHandler | TableReply): TableHandler =>
  typeof handler === 'function' ? (handler as TableHandler) : () => handler;

export function createTableMock(register: Register, table: TableName | (string & {})): TableMock {
  const url = `${REST}/${table}`;
  const on = (
    methods: ('get' | 'head' | 'post' | 'patch' | 'delete')[],
    handler: TableHandler | TableReply,
    options: HandlerOptions | undefined,
  ) => {
    const answer = asHandler(handler);
    register(
      ...methods.map((method) =>
        http[method](
          url,
          async ({ request }) => {
            if (isStale(request)) return unanswered();
            const { parsed } = await readTableRequest(request, table);
            return tableResponse(await answer(parsed), parsed);
          },
          options,
        ),
      ),
    );
  };
  const mock: TableMock = {
    get: (handler, options) => (on(['get', 'head'], handler, options), mock),
    post: (handler, options) => (on(['post'], handler, options), mock),
    patch: (handler, options) => (on(['patch'], handler, options), mock),
    delete: (handler, options) => (on(['delete'], handler, options), mock),
  };
  return mock;
}

/** What a function handler is told about the call. */
export interface RpcRequest {
  name: string;
  /** the arguments: the JSON body (or the query parameters of `rpc(…, { get: true })`) */
  body: Record<string, unknown>;
  query: QueryParams;
  headers: Headers;
  /** the user of the bearer token, null with the anon key */
  userId: string | null;
  request: Request;
}

/** A function's answer: its result (any JSON), an error from `supabaseMock.error()`, or a response. */
export type RpcReply = unknown;

export type RpcHandler = (request: RpcRequest) => RpcReply | Promise<RpcReply>;

export function rpcHandlers(
  name: FunctionName | (string & {}),
  handler: RpcHandler,
  options?: HandlerOptions,
): HttpHandler[] {
  const url = `${REST}/rpc/${name}`;
  const resolve = async ({ request }: { request: Request }) => {
    if (isStale(request)) return unanswered();
    const logged = await logRequest(request);
    const body =
      request.method === 'POST'
        ? ((logged.body ?? {}) as Record<string, unknown>)
        : Object.fromEntries(
            Object.entries(logged.query).map(([key, value]) => [key, first(value)]),
          );
    const reply = await handler({
      name,
      body,
      query: logged.query,
      headers: request.headers,
      userId: requestUserId(request.headers),
      request,
    });
    if (reply instanceof Response) return reply;
    if (reply instanceof PostgrestMockError) return errorResponse(reply);
    if (request.method === 'HEAD') return new HttpResponse(null, { status: 200 });
    return HttpResponse.json(reply === undefined ? null : (reply as never), { status: 200 });
  };
  return [
    http.post(url, resolve, options),
    http.get(url, resolve, options),
    http.head(url, resolve, options),
  ];
}
