/**
 * Realtime (`/realtime/v1/websocket`) as supabase-js talks to it: a Phoenix socket (protocol
 * 2.0.0, JSON arrays `[join_ref, ref, topic, event, payload]`) that accepts every channel join,
 * echoes the channel's `postgres_changes` bindings with ids (supabase-js leaves a channel whose
 * bindings come back different), answers heartbeats and leaves, and lets a test push a
 * `postgres_changes` event to the channels listening to a table.
 */
import { ws } from 'msw';
import type { WebSocketHandlerConnection } from 'msw';
import { SUPABASE_TEST_URL } from './shared';

const REALTIME = `${SUPABASE_TEST_URL.replace(/^http/, 'ws')}/realtime/v1/websocket`;

type Client = WebSocketHandlerConnection['client'];

interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

interface JoinedChannel {
  client: Client;
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
}

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresChange {
  table: string;
  /** 'public' unless given */
  schema?: string;
  eventType: ChangeEvent;
  /** the row after the change (INSERT, UPDATE) */
  new?: Record<string, unknown>;
  /** the row before it (UPDATE, DELETE; only its primary key unless the table is REPLICA FULL) */
  old?: Record<string, unknown>;
}

const joined: JoinedChannel[] = [];
const waiting: { table: string; schema: string; resolve: () => void }[] = [];
let nextBindingId = 1;

export function resetRealtime(): void {
  joined.length = 0;
  waiting.length = 0;
}

const same = (pattern: string | undefined, value: string) =>
  pattern === undefined || pattern === '*' || pattern === value;

/** Whether a binding's `column=eq.value` filter (the only kind the store uses) matches a row. */
function filterMatches(filter: string | undefined, change: PostgresChange): boolean {
  if (!filter) return true;
  const match = /^([^=]+)=eq\.(.*)$/.exec(filter);
  if (!match) return true;
  const [, column = '', value] = match;
  const row = change.eventType === 'DELETE' ? change.old : change.new;
  return row !== undefined && String(row[column]) === value;
}

function bindingMatches(binding: Binding, change: PostgresChange): boolean {
  return (
    same(binding.schema, change.schema ?? 'public') &&
    same(binding.table, change.table) &&
    same(binding.event, change.eventType) &&
    filterMatches(binding.filter, change)
  );
}

function listens(channel: JoinedChannel, table: string, schema: string): boolean {
  return channel.bindings.some(
    (binding) => same(binding.schema, schema) && same(binding.table, table),
  );
}

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

function reply(
  client: Client,
  [joinRef, ref, topic]: Frame,
  response: Record<string, unknown> = {},
) {
  client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
}

function onFrame(client: Client, frame: Frame): void {
  const [joinRef, , topic, event, payload] = frame;
  if (event === 'phx_join') {
    const config = (payload.config ?? {}) as { postgres_changes?: Omit<Binding, 'id'>[] };
    const bindings = (config.postgres_changes ?? []).map((binding) => ({
      ...binding,
      id: nextBindingId++,
    }));
    const index = joined.findIndex(
      (channel) => channel.client === client && channel.topic === topic,
    );
    if (index >= 0) joined.splice(index, 1);
    const channel = { client, topic, joinRef, bindings };
    joined.push(channel);
    reply(client, frame, { postgres_changes: bindings });
    for (const waiter of [...waiting]) {
      if (listens(channel, waiter.table, waiter.schema)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    return;
  }
  if (event === 'phx_leave') {
    const index = joined.findIndex(
      (channel) => channel.client === client && channel.topic === topic,
    );
    if (index >= 0) joined.splice(index, 1);
  }
  // heartbeats, leaves, access tokens, broadcasts: acknowledged, nothing else
  if (frame[1] !== null) reply(client, frame);
}

/** The realtime socket (installed with the server). */
export const realtimeLink = ws.link(REALTIME);

export const realtimeHandler = realtimeLink.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    onFrame(client, JSON.parse(event.data) as Frame);
  });
  client.addEventListener('close', () => {
    for (let i = joined.length - 1; i >= 0; i -= 1) {
      if (joined[i]?.client === client) joined.splice(i, 1);
    }
  });
});

export interface RealtimeMock {
  /** the topics of the channels joined now, e.g. `['realtime:points-user-1']` */
  channels: () => string[];
  /** resolves once a channel listens to the table's changes (at once if one does) */
  subscribed: (table: string, schema?: string) => Promise<void>;
  /**
   * Sends a `postgres_changes` event to every joined channel whose bindings match it (schema,
   * table, event and an `eq` filter). Returns how many channels got it; throws when none
   * listens to the table (await `subscribed(table)` first).
   */
  push: (change: PostgresChange) => number;
}

export const realtime: RealtimeMock = {
  channels: () => joined.map((channel) => channel.topic),
  subscribed: (table, schema = 'public') =>
    joined.some((channel) => listens(channel, table, schema))
      ? Promise.resolve()
      : new Promise((resolve) => waiting.push({ table, schema, resolve })),
  push: (change) => {
    const schema = change.schema ?? 'public';
    if (!joined.some((channel) => listens(channel, change.table, schema))) {
      throw new Error(
        `supabaseMock.realtime.push: no channel listens to ${schema}.${change.table} (joined: ${
          joined.map((channel) => channel.topic).join(', ') || 'none'
        }); await supabaseMock.realtime.subscribed('${change.table}') first`,
      );
    }
    let delivered = 0;
    for (const channel of joined) {
      const ids = channel.bindings
        .filter((binding) => bindingMatches(binding, change))
        .map((binding) => binding.id);
      if (ids.length === 0) continue;
      delivered += 1;
      channel.client.send(
        JSON.stringify([
          null,
          null,
          channel.topic,
          'postgres_changes',
          {
            ids,
            data: {
              schema,
              table: change.table,
              commit_timestamp: new Date().toISOString(),
              type: change.eventType,
              columns: [],
              record: change.new ?? null,
              old_record: change.old ?? null,
              errors: null,
            },
          },
        ]),
      );
    }
    return delivered;
  },
};
