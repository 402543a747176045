import { afterEach, describe, expect, inject, it } from 'vitest';
import { sql } from '../support/admin';
import { rawSocket, type Frame } from '../support/realtime';

/** Realtime's default max_channels_per_client (SUPABASE_LOCAL_MAX_CHANNELS_PER_CLIENT unset). */
const CAP = 100;
const TOO_MANY = 'ChannelRateLimitReached: Too many channels';

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A vsn 2.0.0 text frame: [join_ref, ref, topic, event, payload]. */
type V2Frame = [string | null, string | null, string, string, Record<string, unknown>];
const v2 = (frame: Frame) => (Array.isArray(frame.text) ? (frame.text as V2Frame) : undefined);

const sockets: { close: () => void }[] = [];
async function socket() {
  const opened = await rawSocket({ apikey: inject('anonKey'), vsn: '2.0.0' });
  sockets.push(opened);
  return opened;
}
type Socket = Awaited<ReturnType<typeof socket>>;

afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

/** Sends a join and returns its reply's payload ({ status, response }). */
async function join(s: Socket, topic: string, payload: Record<string, unknown> = { config: {} }) {
  const ref = s.nextRef();
  s.send([ref, ref, topic, 'phx_join', payload]);
  const reply = await s.frames.waitFor(
    (f) => v2(f)?.[1] === ref && v2(f)?.[3] === 'phx_reply',
    30_000,
  );
  return { ref, reply: (v2(reply) as V2Frame)[4] };
}

/** Joins `count` plain channels (no bindings) and expects each to be accepted. */
async function joinMany(s: Socket, count: number) {
  const topics: string[] = [];
  for (let i = 0; i < count; i++) {
    const topic = `realtime:${unique(`filler-${i}`)}`;
    const { reply } = await join(s, topic);
    expect(reply.status, topic).toBe('ok');
    topics.push(topic);
  }
  return topics;
}

/** The feed binding of one test: inserts into public_feed with this topic. */
const feedBinding = (feedTopic: string) => ({
  config: {
    postgres_changes: [
      { event: 'INSERT', schema: 'public', table: 'public_feed', filter: `topic=eq.${feedTopic}` },
    ],
  },
});

describe('realtime channels per socket', () => {
  it(`refuses the ${CAP + 1}st join on one socket with Realtime's error; the first channels still receive changes`, async () => {
    const s = await socket();
    const feedTopic = unique('feed');
    const first = `realtime:${unique('first')}`;
    const joined = await join(s, first, feedBinding(feedTopic));
    expect(joined.reply.status).toBe('ok');
    await s.frames.waitFor((f) => v2(f)?.[2] === first && v2(f)?.[3] === 'system');
    await joinMany(s, CAP - 1);

    const extra = `realtime:${unique('one-too-many')}`;
    const refused = await join(s, extra, feedBinding(feedTopic));
    expect(refused.reply).toEqual({ status: 'error', response: { reason: TOO_MANY } });

    await sql(`insert into public.public_feed (topic, body) values (${quote(feedTopic)}, 'hola')`);
    const change = await s.frames.waitFor(
      (f) => v2(f)?.[3] === 'postgres_changes' && v2(f)?.[2] === first,
      30_000,
    );
    expect(v2(change)?.[4]).toMatchObject({ data: { record: { topic: feedTopic } } });
    // The refused topic is not joined: it gets nothing, and pushing to it is unmatched.
    const ref = s.nextRef();
    s.send([null, ref, extra, 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    const unmatched = await s.frames.waitFor((f) => v2(f)?.[1] === ref);
    expect(v2(unmatched)?.slice(2)).toEqual([
      extra,
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    expect(
      s.frames.items.filter((f) => v2(f)?.[2] === extra && v2(f)?.[3] !== 'phx_reply'),
    ).toEqual([]);
  }, 120_000);

  it('counts only the channels joined now: leaving one frees its place, and a rejoin is not a new one', async () => {
    const s = await socket();
    const topics = await joinMany(s, CAP);
    expect((await join(s, `realtime:${unique('over')}`)).reply.status).toBe('error');

    // Rejoining a joined topic replaces its channel (as Phoenix does): still CAP channels.
    const again = await join(s, topics[0] as string);
    expect(again.reply.status).toBe('ok');
    expect((await join(s, `realtime:${unique('over')}`)).reply).toMatchObject({
      response: { reason: TOO_MANY },
    });

    const ref = s.nextRef();
    s.send([null, ref, topics[1], 'phx_leave', {}]);
    await s.frames.waitFor((f) => v2(f)?.[1] === ref);
    expect((await join(s, `realtime:${unique('freed')}`)).reply.status).toBe('ok');
  }, 120_000);

  it('caps each socket on its own: another socket of the same client joins freely', async () => {
    const full = await socket();
    await joinMany(full, CAP);
    const other = await socket();
    expect((await join(other, `realtime:${unique('other')}`)).reply.status).toBe('ok');
    expect((await join(full, `realtime:${unique('over')}`)).reply.status).toBe('error');
  }, 120_000);
});
