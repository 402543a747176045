import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { mintJwt, sql } from '../support/admin';
import { startLocalServer } from '../support/server.mjs';
import {
  closeRealtimeClients,
  Inbox,
  rawSocket,
  realtimeClient,
  refusedUpgrade,
  subscribed,
  subscriptionFailure,
  type Frame,
} from '../support/realtime';

type Row = Record<string, unknown>;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** What the tests read in server payloads. */
type Payload = {
  status?: string;
  response?: { postgres_changes?: ({ id: number } & Row)[] } & Row;
  ids?: number[];
  data?: { columns?: unknown } & Row;
};
/** A vsn 2.0.0 text frame. */
type V2Frame = [string | null, string | null, string, string, Payload];
const v2 = (frame: Frame) => frame.text as V2Frame | undefined;
/** A frame that must be a vsn 2.0.0 text frame. */
function textFrame(frame: Frame): V2Frame {
  if (!Array.isArray(frame.text)) throw new Error(`not a text frame: ${JSON.stringify(frame)}`);
  return frame.text as V2Frame;
}

const sockets: { close: () => void }[] = [];
async function socket(params: Record<string, string> = {}) {
  const opened = await rawSocket({ apikey: inject('anonKey'), vsn: '2.0.0', ...params });
  sockets.push(opened);
  return opened;
}

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await closeRealtimeClients();
});

/** Joins `topic` on a vsn 2.0.0 socket and returns the join reply. */
async function join(s: Awaited<ReturnType<typeof socket>>, topic: string, payload: Row) {
  const ref = s.nextRef();
  s.send([ref, ref, topic, 'phx_join', payload]);
  const reply = await s.frames.waitFor((f) => v2(f)?.[1] === ref && v2(f)?.[3] === 'phx_reply');
  return { joinRef: ref, reply: textFrame(reply) };
}

describe('realtime websocket protocol', () => {
  it('answers a heartbeat on the phoenix topic (vsn 2.0.0)', async () => {
    const s = await socket();
    s.send([null, '7', 'phoenix', 'heartbeat', {}]);
    const reply = await s.frames.waitFor();
    expect(reply.text).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('answers a heartbeat with JSON objects on vsn 1.0.0', async () => {
    const s = await socket({ vsn: '1.0.0' });
    s.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3' });
    const reply = await s.frames.waitFor();
    expect(reply.text).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '3',
    });
  });

  it('refuses the websocket upgrade for a missing, malformed, forged or expired apikey', async () => {
    expect(await refusedUpgrade({ vsn: '2.0.0' })).toEqual({
      status: 401,
      body: { error: 'API key is missing' },
    });
    expect(await refusedUpgrade({ apikey: 'not-a-jwt', vsn: '2.0.0' })).toEqual({
      status: 401,
      body: { error: 'The token provided is not a valid JWT' },
    });
    const forged = inject('anonKey').replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    expect(await refusedUpgrade({ apikey: forged, vsn: '2.0.0' })).toEqual({
      status: 401,
      body: { error: 'Failed to validate JWT signature' },
    });
    const expired = await mintJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 5 });
    expect(await refusedUpgrade({ apikey: expired, vsn: '2.0.0' })).toEqual({
      status: 401,
      body: { error: 'Token has expired' },
    });
  });

  it('reports a refused connection to supabase-js as a channel error', async () => {
    const supabase = createClient(inject('apiUrl'), 'not-a-jwt', {
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    try {
      const failure = await subscriptionFailure(supabase.channel(unique('bad-key')));
      expect(failure.status).toBe('CHANNEL_ERROR');
    } finally {
      await supabase.removeAllChannels();
    }
  });

  it('echoes postgres_changes bindings in order with numeric ids, then confirms with a system message', async () => {
    const s = await socket();
    const topic = `realtime:${unique('ids')}`;
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'public_feed', filter: 'topic=eq.x' },
      { event: '*', schema: 'public', table: 'books' },
      { event: 'DELETE', schema: 'public', table: 'messages' },
    ];
    const { joinRef, reply } = await join(s, topic, {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '' },
        postgres_changes: bindings,
        private: false,
      },
      access_token: inject('anonKey'),
    });
    expect(reply[0]).toBe(joinRef);
    expect(reply[4].status).toBe('ok');
    const echoed = reply[4].response?.postgres_changes ?? [];
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const binding of echoed) expect(Number.isInteger(binding.id)).toBe(true);
    expect(new Set(echoed.map((b) => b.id)).size).toBe(3);
    const system = await s.frames.waitFor((f) => v2(f)?.[3] === 'system');
    expect(system.text).toEqual([
      joinRef,
      null,
      topic,
      'system',
      {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: topic.slice(9),
      },
    ]);
  });

  it('sends postgres_changes with the binding ids, column types and captured record', async () => {
    const s = await socket();
    const topic = `realtime:${unique('shape')}`;
    const room = unique('room');
    const userId = crypto.randomUUID();
    const { reply } = await join(s, topic, {
      config: {
        postgres_changes: [
          { event: 'INSERT', schema: 'public', table: 'messages', filter: `room=eq.${room}` },
        ],
      },
      access_token: await mintJwt({ sub: userId }),
    });
    const id = reply[4].response?.postgres_changes?.[0]?.id;
    await sql(`insert into public.messages (room, user_id, body, tags, amount) values
      (${quote(room)}, '${userId}', 'hola', '{x}', 3)`);
    const change = textFrame(await s.frames.waitFor((f) => v2(f)?.[3] === 'postgres_changes'));
    expect(change.slice(0, 4)).toEqual([null, null, topic, 'postgres_changes']);
    expect(change[4].ids).toEqual([id]);
    expect(change[4].data).toMatchObject({
      schema: 'public',
      table: 'messages',
      type: 'INSERT',
      errors: null,
      record: { room, user_id: userId, body: 'hola', tags: ['x'], amount: 3, meta: null },
    });
    expect(change[4].data?.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'room', type: 'text' },
      { name: 'user_id', type: 'uuid' },
      { name: 'body', type: 'text' },
      { name: 'tags', type: '_text' },
      { name: 'meta', type: 'jsonb' },
      { name: 'amount', type: 'numeric' },
      { name: 'sent_on', type: 'date' },
      { name: 'created_at', type: 'timestamptz' },
    ]);
  });

  it('replies to phx_leave, closes the channel and stops sending its changes', async () => {
    const s = await socket();
    const topic = unique('leave');
    const left = `realtime:${unique('left')}`;
    const kept = `realtime:${unique('kept')}`;
    const binding = {
      event: 'INSERT',
      schema: 'public',
      table: 'public_feed',
      filter: `topic=eq.${topic}`,
    };
    const { joinRef } = await join(s, left, { config: { postgres_changes: [binding] } });
    await join(s, kept, { config: { postgres_changes: [binding] } });
    s.send([joinRef, '90', left, 'phx_leave', {}]);
    const reply = await s.frames.waitFor((f) => v2(f)?.[1] === '90');
    expect(reply.text).toEqual([joinRef, '90', left, 'phx_reply', { status: 'ok', response: {} }]);
    const close = await s.frames.waitFor((f) => v2(f)?.[3] === 'phx_close');
    expect(close.text).toEqual([joinRef, joinRef, left, 'phx_close', {}]);

    await sql(`insert into public.public_feed (topic, body) values (${quote(topic)}, 'x')`);
    await s.frames.waitFor((f) => v2(f)?.[2] === kept && v2(f)?.[3] === 'postgres_changes');
    // Changes go out to every channel in one pass: a frame for `left` would have come by now.
    s.send([null, '91', 'phoenix', 'heartbeat', {}]);
    await s.frames.waitFor((f) => v2(f)?.[1] === '91');
    expect(
      s.frames.items.filter((f) => v2(f)?.[2] === left && v2(f)?.[3] === 'postgres_changes'),
    ).toEqual([]);
  });

  it('answers messages for a topic that was never joined with an unmatched topic error', async () => {
    const s = await socket();
    s.send([
      null,
      '5',
      'realtime:nobody',
      'broadcast',
      { type: 'broadcast', event: 'x', payload: {} },
    ]);
    expect((await s.frames.waitFor()).text).toEqual([
      null,
      '5',
      'realtime:nobody',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    s.send([null, '6', 'realtime:nobody', 'phx_leave', {}]);
    expect((await s.frames.waitFor((f) => v2(f)?.[1] === '6')).text).toEqual([
      null,
      '6',
      'realtime:nobody',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('refuses a join without a channel name', async () => {
    const s = await socket();
    const { reply } = await join(s, 'realtime:', { config: {} });
    expect(reply[4]).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
  });

  it('closes the previous channel when a topic is joined again', async () => {
    const s = await socket();
    const topic = `realtime:${unique('twice')}`;
    const first = await join(s, topic, { config: {} });
    const second = await join(s, topic, { config: {} });
    expect(second.reply[4].status).toBe('ok');
    const close = await s.frames.waitFor((f) => v2(f)?.[3] === 'phx_close');
    expect(close.text).toEqual([first.joinRef, first.joinRef, topic, 'phx_close', {}]);
  });

  it('ignores malformed frames and keeps the socket working', async () => {
    const s = await socket();
    s.send('not json at all');
    s.send('{"topic": "phoenix"}');
    s.send('[1, 2]');
    s.send('null');
    s.ws.send(Buffer.from([9, 9, 9]));
    s.ws.send(Buffer.from([3, 200, 200, 200]));
    s.send([null, '42', 'phoenix', 'heartbeat', {}]);
    const reply = await s.frames.waitFor();
    expect(reply.text).toEqual([
      null,
      '42',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('forgets the subscriptions of a socket that drops and keeps serving the others', async () => {
    const topic = unique('drop');
    const binding = {
      event: 'INSERT',
      schema: 'public',
      table: 'public_feed',
      filter: `topic=eq.${topic}`,
    };
    const dropped = await socket();
    await join(dropped, `realtime:${unique('dropped')}`, {
      config: { postgres_changes: [binding] },
    });
    const closed = dropped.closed;
    dropped.ws.terminate();
    await closed;

    const { supabase } = await realtimeClient();
    const inbox = new Inbox<Row>();
    await subscribed(
      supabase.channel(unique('alive')).on('postgres_changes', binding as never, inbox.push),
    );
    await sql(`insert into public.public_feed (topic, body) values (${quote(topic)}, 'sigue')`);
    expect((await inbox.waitFor()).new).toMatchObject({ topic, body: 'sigue' });
  });
});

describe('realtime service shutdown', () => {
  it('closes every websocket with code 1001 when the server stops', async () => {
    const databaseUrl = inject('database') === 'postgres' ? inject('databaseUrl') : undefined;
    const server = await startLocalServer({ databaseUrl });
    try {
      const url = new URL('realtime/v1/websocket', `${server.url}/`);
      url.protocol = 'ws:';
      url.searchParams.set('apikey', server.anonKey);
      url.searchParams.set('vsn', '2.0.0');
      const ws = new WebSocket(url);
      const frames = new Inbox<unknown>();
      ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(JSON.stringify(['1', '1', 'realtime:bye', 'phx_join', { config: {} }]));
      await frames.waitFor();
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      await server.stop();
      expect(await closed, server.output()).toBe(1001);
    } finally {
      await server.stop();
      const { removeDataDir } = await import('../support/server.mjs');
      removeDataDir(server.dataDir);
    }
  }, 60_000);
});
