import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { mintJwt, sql } from '../support/admin';
import {
  closeRealtimeClients,
  flush,
  Inbox,
  realtimeClient,
  subscribed,
  subscriptionFailure,
} from '../support/realtime';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A marker row: once a channel bound to it receives it, every earlier change has arrived. */
const markerBinding = (topic: string) =>
  ({
    event: 'INSERT',
    schema: 'public',
    table: 'public_feed',
    filter: `topic=eq.${topic}`,
  }) as const;
const insertMarker = (topic: string) =>
  sql(`insert into public.public_feed (topic, body) values (${quote(topic)}, 'marker')`);

/** The single row a query returns. */
async function first<T>(query: string): Promise<T> {
  const [row] = await sql<T>(query);
  if (!row) throw new Error(`no row from ${query}`);
  return row;
}

afterEach(async () => {
  await closeRealtimeClients();
});

describe('postgres_changes', () => {
  it('delivers an INSERT with values typed as the columns', async () => {
    const room = unique('room');
    const userId = crypto.randomUUID();
    const { supabase } = await realtimeClient(await mintJwt({ sub: userId }));
    const inbox = new Inbox<Change>();
    const channel = supabase
      .channel(unique('types'))
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `room=eq.${room}` },
        inbox.push,
      );
    await subscribed(channel);

    await sql(`insert into public.messages (room, user_id, body, tags, meta, amount, sent_on, created_at)
      values (${quote(room)}, '${userId}', 'hola', '{a,"b c"}', '{"n": 1, "ok": true}', 12.5, '2024-05-01',
              '2024-05-01T10:20:30.456Z')`);

    const change = await inbox.waitFor();
    expect(change).toMatchObject({
      schema: 'public',
      table: 'messages',
      eventType: 'INSERT',
      errors: null,
      old: {},
    });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(change.new).toEqual({
      id: expect.any(Number),
      room,
      user_id: userId,
      body: 'hola',
      tags: ['a', 'b c'],
      meta: { n: 1, ok: true },
      amount: 12.5,
      sent_on: '2024-05-01',
      created_at: '2024-05-01T10:20:30.456+00:00',
    });
  });

  it('delivers UPDATE with the new row and the old primary key, and DELETE with the old key', async () => {
    const topic = unique('feed');
    const { supabase } = await realtimeClient();
    const updates = new Inbox<Change>();
    const deletes = new Inbox<Change>();
    const channel = supabase
      .channel(unique('ud'))
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'public_feed', filter: `topic=eq.${topic}` },
        updates.push,
      )
      .on(
        'postgres_changes',
        { event: 'DELETE', schema: 'public', table: 'public_feed' },
        deletes.push,
      );
    await subscribed(channel);

    const { id } = await first<{ id: number }>(
      `insert into public.public_feed (topic, body) values (${quote(topic)}, 'antes') returning id::int as id`,
    );
    await sql(`update public.public_feed set body = 'después' where id = ${id}`);
    const update = await updates.waitFor();
    expect(update).toMatchObject({
      eventType: 'UPDATE',
      table: 'public_feed',
      new: { id, topic, body: 'después' },
      old: { id },
    });
    expect(Object.keys(update.old)).toEqual(['id']);

    await sql(`delete from public.public_feed where id = ${id}`);
    const removal = await deletes.waitFor((c) => (c.old as Row).id === id);
    expect(removal).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(removal.old)).toEqual(['id']);
    expect(updates.items).toHaveLength(1);
  });

  it("receives every kind of change with a '*' binding", async () => {
    const { id } = await first<{ id: number }>(
      `select (coalesce(max(id), 0) + 2000000 + floor(random() * 1000000)::int)::int as id from public.public_feed`,
    );
    const { supabase } = await realtimeClient();
    const inbox = new Inbox<Change>();
    await subscribed(
      supabase
        .channel(unique('star'))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'public_feed', filter: `id=eq.${id}` },
          inbox.push,
        ),
    );
    // As on hosted Realtime, the RLS check reads the row when the change is processed: a row
    // already deleted by then is not visible, so each step waits for its event.
    await sql(`insert into public.public_feed (id, topic, body) values (${id}, 'star', 'uno')`);
    await inbox.waitFor((c) => c.eventType === 'INSERT');
    await sql(`update public.public_feed set body = 'dos' where id = ${id}`);
    await inbox.waitFor((c) => c.eventType === 'UPDATE');
    await sql(`delete from public.public_feed where id = ${id}`);
    await inbox.waitFor((c) => c.eventType === 'DELETE');
    expect(inbox.items.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(inbox.items.map((c) => (c.eventType === 'DELETE' ? c.old : c.new))).toEqual([
      expect.objectContaining({ id, body: 'uno' }),
      expect.objectContaining({ id, body: 'dos' }),
      { id },
    ]);
  });

  it('narrows records to the columns a binding selects, keeping the primary key', async () => {
    const topic = unique('select');
    const { supabase } = await realtimeClient();
    const narrow = new Inbox<Change>();
    const full = new Inbox<Change>();
    const filter = `topic=eq.${topic}`;
    await subscribed(
      supabase
        .channel(unique('select'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'public_feed', filter, select: ['body'] },
          narrow.push,
        )
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'public_feed', filter },
          full.push,
        ),
    );
    await sql(`insert into public.public_feed (topic, body) values (${quote(topic)}, 'solo esto')`);
    expect(Object.keys((await narrow.waitFor()).new).sort()).toEqual(['body', 'id']);
    expect(Object.keys((await full.waitFor()).new).sort()).toEqual([
      'body',
      'created_at',
      'id',
      'topic',
    ]);
  });

  it('delivers only rows matching an eq filter', async () => {
    const wanted = unique('eq');
    const other = unique('other');
    const { supabase } = await realtimeClient();
    const inbox = new Inbox<Change>();
    await subscribed(
      supabase
        .channel(unique('eq'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'public_feed', filter: `topic=eq.${wanted}` },
          inbox.push,
        ),
    );
    await sql(`insert into public.public_feed (topic, body) values (${quote(other)}, 'no')`);
    await sql(`insert into public.public_feed (topic, body) values (${quote(wanted)}, 'sí')`);
    await inbox.waitFor();
    expect(inbox.items.map((c) => (c.new as Row).topic)).toEqual([wanted]);
  });

  it('delivers only rows matching an in filter, and honours not. and range operators', async () => {
    const a = unique('a');
    const b = unique('b');
    const c = unique('c');
    const mark = unique('mark');
    const { supabase } = await realtimeClient();
    const listed = new Inbox<Change>();
    const notListed = new Inbox<Change>();
    const ranged = new Inbox<Change>();
    const marks = new Inbox<Change>();
    const { base } = await first<{ base: number }>(
      `select (coalesce(max(id), 0) + 1000000 + floor(random() * 1000000)::int)::int as base from public.public_feed`,
    );
    await subscribed(
      supabase
        .channel(unique('in'))
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'public_feed',
            filter: `topic=in.(${a},${b})`,
          },
          listed.push,
        )
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'public_feed',
            filter: `topic=not.in.(${a},${b}),id=gte.${base}`,
          },
          notListed.push,
        )
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'public_feed',
            filter: `id=gte.${base + 2},id=lt.${base + 3}`,
          },
          ranged.push,
        )
        .on('postgres_changes', markerBinding(mark), marks.push),
    );
    await sql(`insert into public.public_feed (id, topic, body) values
      (${base + 1}, ${quote(c)}, 'c'), (${base + 2}, ${quote(a)}, 'a'), (${base + 3}, ${quote(b)}, 'b')`);
    await insertMarker(mark);
    await marks.waitFor();
    expect(listed.items.map((x) => (x.new as Row).topic)).toEqual([a, b]);
    expect(notListed.items.map((x) => (x.new as Row).topic)).toEqual([c]);
    expect(ranged.items.map((x) => (x.new as Row).id)).toEqual([base + 2]);
  });

  it("applies RLS per subscriber: a member gets their own rows and not another member's", async () => {
    const room = unique('rls');
    const mark = unique('mark');
    const alice = crypto.randomUUID();
    const bob = crypto.randomUUID();
    const subscribers = {
      alice: await realtimeClient(await mintJwt({ sub: alice })),
      bob: await realtimeClient(await mintJwt({ sub: bob })),
      anon: await realtimeClient(),
    };
    const received: Record<string, Inbox<Change>> = {};
    const marks: Inbox<Change>[] = [];
    for (const [name, { supabase }] of Object.entries(subscribers)) {
      const inbox = (received[name] = new Inbox<Change>());
      const markInbox = new Inbox<Change>();
      marks.push(markInbox);
      await subscribed(
        supabase
          .channel(unique(name))
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'messages', filter: `room=eq.${room}` },
            inbox.push,
          )
          .on('postgres_changes', markerBinding(mark), markInbox.push),
      );
    }

    await sql(`insert into public.messages (room, user_id, body) values
      (${quote(room)}, '${bob}', 'para bob'), (${quote(room)}, '${alice}', 'para alice')`);
    await insertMarker(mark);
    await Promise.all(marks.map((m) => m.waitFor()));

    const bodies = (name: string) => received[name]?.items.map((c) => (c.new as Row).body);
    expect(bodies('alice')).toEqual(['para alice']);
    expect(bodies('bob')).toEqual(['para bob']);
    expect(bodies('anon')).toEqual([]);
  });

  it('delivers a DELETE on an RLS table to every matching subscriber, with the primary key only', async () => {
    const room = unique('del');
    const alice = crypto.randomUUID();
    const bob = crypto.randomUUID();
    const bobClient = await realtimeClient(await mintJwt({ sub: bob }));
    const inbox = new Inbox<Change>();
    await subscribed(
      bobClient.supabase
        .channel(unique('d'))
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'messages' },
          inbox.push,
        ),
    );
    const { id } = await first<{ id: number }>(
      `insert into public.messages (room, user_id, body) values (${quote(room)}, '${alice}', 'secreto') returning id::int as id`,
    );
    await sql(`delete from public.messages where id = ${id}`);
    const change = await inbox.waitFor((c) => (c.old as Row).id === id);
    expect(change.old).toEqual({ id });
  });

  it('routes each change to the right binding when a channel has several', async () => {
    const topic = unique('two');
    const { supabase } = await realtimeClient();
    const inserts = new Inbox<Change>();
    const bookUpdates = new Inbox<Change>();
    const { id: bookId } = await first<{ id: number }>(
      `insert into public.books (title, price, stock) values (${quote(unique('Libro'))}, 10, 1) returning id::int as id`,
    );
    try {
      await subscribed(
        supabase
          .channel(unique('two'))
          .on(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'public',
              table: 'public_feed',
              filter: `topic=eq.${topic}`,
            },
            inserts.push,
          )
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'books', filter: `id=eq.${bookId}` },
            bookUpdates.push,
          ),
      );
      await sql(`update public.books set stock = 7, price = 19.99 where id = ${bookId}`);
      await sql(`insert into public.public_feed (topic, body) values (${quote(topic)}, 'nuevo')`);
      await inserts.waitFor();
      await bookUpdates.waitFor();
      expect(inserts.items).toHaveLength(1);
      expect(inserts.items[0]).toMatchObject({ table: 'public_feed', new: { topic } });
      expect(bookUpdates.items).toHaveLength(1);
      expect(bookUpdates.items[0]).toMatchObject({
        table: 'books',
        new: { id: bookId, stock: 7, price: 19.99, tags: [], metadata: null },
      });
    } finally {
      await sql(`delete from public.books where id = ${bookId}`);
    }
  });

  it('sends the values a row had when it was inserted, even if it changed right after', async () => {
    const title = unique('Libro');
    const { supabase } = await realtimeClient();
    const inbox = new Inbox<Change>();
    await subscribed(
      supabase
        .channel(unique('captured'))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'books', filter: `title=eq.${title}` },
          inbox.push,
        ),
    );
    const { id } = await first<{ id: number }>(`with inserted as (
        insert into public.books (title, price, stock) values (${quote(title)}, 5, 1) returning id
      ) select id::int as id from inserted`);
    try {
      await sql(`update public.books set stock = 2 where id = ${id}`);
      await inbox.waitFor((c) => c.eventType === 'UPDATE');
      expect(inbox.items.map((c) => [c.eventType, (c.new as Row).stock])).toEqual([
        ['INSERT', 1],
        ['UPDATE', 2],
      ]);
    } finally {
      await sql(`delete from public.books where id = ${id}`);
    }
  });

  it('passes changes larger than a NOTIFY payload through the overflow table', async () => {
    const topic = unique('big');
    const body = 'ñandú '.repeat(3000);
    const { supabase } = await realtimeClient();
    const inbox = new Inbox<Change>();
    await subscribed(
      supabase
        .channel(unique('big'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'public_feed', filter: `topic=eq.${topic}` },
          inbox.push,
        ),
    );
    await sql(
      `insert into public.public_feed (topic, body) values (${quote(topic)}, ${quote(body)})`,
    );
    expect((await inbox.waitFor()).new).toMatchObject({ topic, body });
    expect(await sql(`select count(*)::int as n from realtime.local_overflow`)).toEqual([{ n: 0 }]);
  });

  it('sends the whole old row of a REPLICA IDENTITY FULL table without RLS', async () => {
    const table = `rt_full_${Math.random().toString(36).slice(2, 10)}`;
    await sql(`create table public.${table} (id int primary key, label text, qty int)`);
    await sql(`alter table public.${table} replica identity full`);
    await sql(`alter publication supabase_realtime add table public.${table}`);
    try {
      const { supabase } = await realtimeClient();
      const inbox = new Inbox<Change>();
      await subscribed(
        supabase
          .channel(unique('full'))
          .on('postgres_changes', { event: '*', schema: 'public', table }, inbox.push),
      );
      await sql(`insert into public.${table} values (1, 'uno', 10)`);
      await sql(`update public.${table} set qty = 11`);
      await sql(`delete from public.${table}`);
      await inbox.waitFor((c) => c.eventType === 'DELETE');
      expect(inbox.items.map((c) => [c.eventType, c.new, c.old])).toEqual([
        ['INSERT', { id: 1, label: 'uno', qty: 10 }, {}],
        ['UPDATE', { id: 1, label: 'uno', qty: 11 }, { id: 1, label: 'uno', qty: 10 }],
        ['DELETE', {}, { id: 1, label: 'uno', qty: 11 }],
      ]);
    } finally {
      await sql(`drop table public.${table}`);
    }
  });

  it('reports changes to a table without a primary key as an error', async () => {
    const table = `rt_nopk_${Math.random().toString(36).slice(2, 10)}`;
    await sql(`create table public.${table} (label text)`);
    await sql(`alter publication supabase_realtime add table public.${table}`);
    try {
      const { supabase } = await realtimeClient();
      const inbox = new Inbox<Change>();
      await subscribed(
        supabase
          .channel(unique('nopk'))
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, inbox.push),
      );
      await sql(`insert into public.${table} values ('sin clave')`);
      expect(await inbox.waitFor()).toMatchObject({
        eventType: 'INSERT',
        table,
        new: {},
        errors: ['Error 400: Bad Request, no primary key'],
      });
    } finally {
      await sql(`drop table public.${table}`);
    }
  });

  it('captures a table added to the publication after the server started', async () => {
    const table = `rt_late_${Math.random().toString(36).slice(2, 10)}`;
    await sql(
      `create table public.${table} (id uuid primary key default gen_random_uuid(), label text not null)`,
    );
    await sql(`alter publication supabase_realtime add table public.${table}`);
    try {
      // The DDL event trigger installs the capture trigger at once (both databases support it).
      expect(
        await sql(
          `select count(*)::int as n from pg_trigger where tgrelid = 'public.${table}'::regclass and tgname = 'supabase_realtime_capture'`,
        ),
      ).toEqual([{ n: 1 }]);
      const { supabase } = await realtimeClient();
      const inbox = new Inbox<Change>();
      await subscribed(
        supabase
          .channel(unique('late'))
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, inbox.push),
      );
      await sql(`insert into public.${table} (label) values ('tarde')`);
      const change = await inbox.waitFor();
      expect(change).toMatchObject({ table, new: { id: expect.any(String), label: 'tarde' } });
    } finally {
      await sql(`drop table public.${table}`);
    }
  });

  it('installs capture when a subscription names a table the DDL event trigger missed', async () => {
    const table = `rt_missed_${Math.random().toString(36).slice(2, 10)}`;
    await sql('alter event trigger supabase_realtime_capture_sync disable');
    try {
      await sql(`create table public.${table} (id int primary key, label text)`);
      await sql(`alter publication supabase_realtime add table public.${table}`);
    } finally {
      await sql('alter event trigger supabase_realtime_capture_sync enable');
    }
    const captured = () =>
      sql(
        `select count(*)::int as n from pg_trigger where tgrelid = 'public.${table}'::regclass and tgname = 'supabase_realtime_capture'`,
      );
    try {
      expect(await captured()).toEqual([{ n: 0 }]);
      const { supabase } = await realtimeClient();
      const inbox = new Inbox<Change>();
      await subscribed(
        supabase
          .channel(unique('missed'))
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, inbox.push),
      );
      await sql(`insert into public.${table} values (1, 'visto')`);
      expect((await inbox.waitFor()).new).toEqual({ id: 1, label: 'visto' });
    } finally {
      await sql(`drop table public.${table}`);
    }
  });

  it('stops capturing a table removed from the publication', async () => {
    const table = `rt_gone_${Math.random().toString(36).slice(2, 10)}`;
    await sql(`create table public.${table} (id bigint primary key, label text)`);
    await sql(`alter publication supabase_realtime add table public.${table}`);
    const { supabase } = await realtimeClient();
    await subscribed(
      supabase
        .channel(unique('gone'))
        .on('postgres_changes', { event: '*', schema: 'public', table }, () => {}),
    );
    const triggers = () =>
      sql<{ n: number }>(
        `select count(*)::int as n from pg_trigger where tgrelid = 'public.${table}'::regclass and tgname = 'supabase_realtime_capture'`,
      );
    expect(await triggers()).toEqual([{ n: 1 }]);
    await sql(`alter publication supabase_realtime drop table public.${table}`);
    try {
      expect(await triggers()).toEqual([{ n: 0 }]);
    } finally {
      await sql(`drop table public.${table}`);
    }
  });

  it('reports a table that is not in the publication with a system error', async () => {
    const { supabase } = await realtimeClient();
    const system = new Inbox<Row>();
    await subscribed(
      supabase
        .channel(unique('nope'))
        .on('postgres_changes', { event: '*', schema: 'public', table: 'authors' }, () => {})
        .on('system', {}, system.push),
    );
    const message = await system.waitFor();
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(message.message).toContain('Unable to subscribe to changes with given parameters');
  });

  it('reports a filter on an unknown column or with a bad operator with a system error', async () => {
    const { supabase } = await realtimeClient();
    const badColumn = new Inbox<Row>();
    const badOperator = new Inbox<Row>();
    await subscribed(
      supabase
        .channel(unique('badcol'))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'public_feed', filter: 'nope=eq.1' },
          () => {},
        )
        .on('system', {}, badColumn.push),
    );
    await subscribed(
      supabase
        .channel(unique('badop'))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'public_feed', filter: 'topic=foo.1' },
          () => {},
        )
        .on('system', {}, badOperator.push),
    );
    expect((await badColumn.waitFor()).message).toContain('invalid column for filter nope');
    expect(await badOperator.waitFor()).toMatchObject({
      status: 'error',
      message: 'Error parsing `filter` params: ["foo", "1"]',
    });
  });

  it('rejects the join of a waiting subscription that cannot be set up', async () => {
    const { supabase } = await realtimeClient();
    const failure = await subscriptionFailure(
      supabase
        .channel(unique('wait'), { config: { postgres_changes_options: { wait: true } } })
        .on('postgres_changes', { event: '*', schema: 'public', table: 'authors' }, () => {}),
    );
    expect(failure.status).toBe('CHANNEL_ERROR');
    expect(failure.error?.message).toMatch(
      /^RealtimeDisabledForConfiguration: Unable to subscribe to changes with given parameters/,
    );
  });

  it('confirms the subscription with a system message', async () => {
    const { supabase } = await realtimeClient();
    const system = new Inbox<Row>();
    const name = unique('ok');
    await subscribed(
      supabase
        .channel(name)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'public_feed' }, () => {})
        .on('system', {}, system.push),
    );
    expect(await system.waitFor()).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: name,
    });
  });

  it('announces a ready replication connection when the channel asks for it', async () => {
    const { supabase } = await realtimeClient();
    const system = new Inbox<Row>();
    const name = unique('ready');
    await subscribed(
      supabase
        .channel(name, { config: { broadcast: { replication_ready: true } } })
        .on('system', {}, system.push),
    );
    expect(await system.waitFor()).toEqual({
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
      channel: name,
    });
  });

  it('stops delivering after the channel is removed', async () => {
    const topic = unique('bye');
    const { supabase } = await realtimeClient();
    const removed = new Inbox<Change>();
    const kept = new Inbox<Change>();
    const binding = {
      event: 'INSERT',
      schema: 'public',
      table: 'public_feed',
      filter: `topic=eq.${topic}`,
    } as const;
    const leaving = supabase
      .channel(unique('leaving'))
      .on('postgres_changes', binding, removed.push);
    await subscribed(leaving);
    await subscribed(
      supabase.channel(unique('staying')).on('postgres_changes', binding, kept.push),
    );
    expect(await supabase.removeChannel(leaving)).toBe('ok');
    await sql(
      `insert into public.public_feed (topic, body) values (${quote(topic)}, 'después de salir')`,
    );
    await kept.waitFor();
    expect(removed.items).toEqual([]);
  });

  it('works over protocol vsn 1.0.0', async () => {
    const topic = unique('v1');
    const { supabase } = await realtimeClient(null, { vsn: '1.0.0' });
    const inbox = new Inbox<Change>();
    await subscribed(
      supabase
        .channel(unique('v1'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'public_feed', filter: `topic=eq.${topic}` },
          inbox.push,
        ),
    );
    await sql(
      `insert into public.public_feed (topic, body) values (${quote(topic)}, 'viejo protocolo')`,
    );
    expect((await inbox.waitFor()).new).toMatchObject({ topic, body: 'viejo protocolo' });
  });
});

describe('postgres_changes identity', () => {
  it('refuses to join with an expired access token', async () => {
    const expired = await mintJwt({ exp: Math.floor(Date.now() / 1000) - 60 });
    const { supabase } = await realtimeClient(expired);
    const failure = await subscriptionFailure(
      supabase
        .channel(unique('expired'))
        .on('postgres_changes', { event: '*', schema: 'public', table: 'public_feed' }, () => {}),
    );
    expect(failure.status).toBe('CHANNEL_ERROR');
    expect(failure.error?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
  });

  it('refuses to join with a token signed with another secret', async () => {
    const forged = (await mintJwt()).replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    const { supabase } = await realtimeClient(forged);
    const failure = await subscriptionFailure(supabase.channel(unique('forged')));
    expect(failure.status).toBe('CHANNEL_ERROR');
    expect(failure.error?.message).toBe('JwtSignatureError: Failed to validate JWT signature');
  });

  it('reads changes as the new identity after an access_token refresh', async () => {
    const room = unique('refresh');
    const alice = crypto.randomUUID();
    const client = await realtimeClient();
    const inbox = new Inbox<Change>();
    const feed = new Inbox<Change>();
    const marker = unique('mark');
    await subscribed(
      client.supabase
        .channel(unique('r'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: `room=eq.${room}` },
          inbox.push,
        )
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'public_feed', filter: `topic=eq.${marker}` },
          feed.push,
        ),
    );
    await sql(
      `insert into public.messages (room, user_id, body) values (${quote(room)}, '${alice}', 'anónimo no ve')`,
    );
    await sql(`insert into public.public_feed (topic, body) values (${quote(marker)}, '1')`);
    await feed.waitFor();
    expect(inbox.items).toEqual([]);

    await client.setToken(await mintJwt({ sub: alice }));
    await flush(client.supabase);
    await sql(
      `insert into public.messages (room, user_id, body) values (${quote(room)}, '${alice}', 'alice ve')`,
    );
    expect((await inbox.waitFor()).new).toMatchObject({ body: 'alice ve' });
  });

  it('closes the channel with a system error when its token expires', async () => {
    const soon = await mintJwt({ exp: Math.floor(Date.now() / 1000) + 2 });
    const { supabase } = await realtimeClient(soon);
    const system = new Inbox<Row>();
    const statuses = new Inbox<string>();
    const name = unique('expiring');
    const channel = supabase
      .channel(name)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'public_feed' }, () => {})
      .on('system', {}, system.push);
    channel.subscribe((status) => statuses.push(status));
    await statuses.waitFor((s) => s === 'SUBSCRIBED');
    const error = await system.waitFor((m) => m.status === 'error');
    expect(error).toMatchObject({ extension: 'system', channel: name });
    expect(error.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await statuses.waitFor((s) => s === 'CLOSED');
  });

  it('closes the channel when an expired access_token is pushed', async () => {
    const client = await realtimeClient(await mintJwt());
    const system = new Inbox<Row>();
    const statuses = new Inbox<string>();
    const channel = client.supabase.channel(unique('push-expired')).on('system', {}, system.push);
    channel.subscribe((status) => statuses.push(status));
    await statuses.waitFor((s) => s === 'SUBSCRIBED');
    await client.setToken(await mintJwt({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const error = await system.waitFor((m) => m.status === 'error');
    expect(error.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await statuses.waitFor((s) => s === 'CLOSED');
  });
});
