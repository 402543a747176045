import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signJwt } from '../../src/keys.mjs';
import { mintJwt } from '../support/admin';
import {
  closeRealtimeClients,
  flush,
  Inbox,
  realtimeClient,
  subscribed,
  subscriptionFailure,
} from '../support/realtime';

type Row = Record<string, unknown>;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A user JWT whose app_metadata marks a moderator (the migration's write policy needs it). */
function moderatorJwt() {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(inject('jwtSecret'), {
    aud: 'authenticated',
    role: 'authenticated',
    sub: crypto.randomUUID(),
    iat: now,
    exp: now + 3600,
    app_metadata: { moderator: 'true' },
  });
}

afterEach(async () => {
  await closeRealtimeClients();
});

/** A channel listening to every broadcast event. */
function listening(channel: RealtimeChannel) {
  const inbox = new Inbox<Row>();
  channel.on('broadcast', { event: '*' }, inbox.push);
  return { channel, inbox };
}

describe('broadcast', () => {
  it('sends a message to the other clients on the topic but not back to the sender', async () => {
    const name = unique('room');
    const alice = await realtimeClient();
    const bob = await realtimeClient();
    const sender = listening(alice.supabase.channel(name));
    const receiver = listening(bob.supabase.channel(name));
    await subscribed(sender.channel);
    await subscribed(receiver.channel);

    expect(
      await sender.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 'ñ' } }),
    ).toBe('ok');
    const message = await receiver.inbox.waitFor();
    expect(message).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 'ñ' } });
    await flush(alice.supabase);
    expect(sender.inbox.items).toEqual([]);
  });

  it('delivers a message sent over HTTP (httpSend) to the subscribers of the topic', async () => {
    const name = unique('room');
    const listener = await realtimeClient();
    const receiver = listening(listener.supabase.channel(name));
    await subscribed(receiver.channel);

    const sender = await realtimeClient();
    const result = await sender.supabase.channel(name).httpSend('notice', { text: 'hola' });
    expect(result).toMatchObject({ success: true });
    expect(await receiver.inbox.waitFor()).toEqual({
      type: 'broadcast',
      event: 'notice',
      payload: { text: 'hola' },
    });
  });

  it('echoes to the sender with self: true and acknowledges with ack: true', async () => {
    const { supabase } = await realtimeClient();
    const { channel, inbox } = listening(
      supabase.channel(unique('self'), { config: { broadcast: { self: true, ack: true } } }),
    );
    await subscribed(channel);
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    expect(await inbox.waitFor()).toEqual({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
  });

  it('relays binary payloads', async () => {
    const name = unique('binary');
    const alice = await realtimeClient();
    const bob = await realtimeClient();
    const sender = alice.supabase.channel(name);
    const receiver = listening(bob.supabase.channel(name));
    await subscribed(sender);
    await subscribed(receiver.channel);
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await sender.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer });
    const message = await receiver.inbox.waitFor();
    expect(message.event).toBe('blob');
    expect(message.payload).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(message.payload as ArrayBuffer)]).toEqual([...bytes]);
  });

  it('delivers between protocol versions (2.0.0 sender, 1.0.0 receiver)', async () => {
    const name = unique('mixed');
    const modern = await realtimeClient();
    const legacy = await realtimeClient(null, { vsn: '1.0.0' });
    const sender = modern.supabase.channel(name);
    const receiver = listening(legacy.supabase.channel(name));
    await subscribed(sender);
    await subscribed(receiver.channel);
    await sender.send({ type: 'broadcast', event: 'hello', payload: { from: 'v2' } });
    expect(await receiver.inbox.waitFor()).toEqual({
      type: 'broadcast',
      event: 'hello',
      payload: { from: 'v2' },
    });
  });

  it('keeps public and private channels of the same name apart', async () => {
    const name = `members:${unique('apart')}`;
    const pub = await realtimeClient();
    const priv = await realtimeClient(await mintJwt({ sub: crypto.randomUUID() }));
    const publicChannel = listening(
      pub.supabase.channel(name, { config: { broadcast: { self: true } } }),
    );
    const privateChannel = listening(priv.supabase.channel(name, { config: { private: true } }));
    await subscribed(publicChannel.channel);
    await subscribed(privateChannel.channel);
    await publicChannel.channel.send({ type: 'broadcast', event: 'only-public', payload: {} });
    await publicChannel.inbox.waitFor();
    await flush(priv.supabase);
    expect(privateChannel.inbox.items).toEqual([]);
  });
});

describe('private channels', () => {
  it('lets a user join only when a realtime.messages policy allows reading the topic', async () => {
    const name = `members:${unique('join')}`;
    const member = await realtimeClient(await mintJwt({ sub: crypto.randomUUID() }));
    await subscribed(member.supabase.channel(name, { config: { private: true } }));

    const anonymous = await realtimeClient();
    const failure = await subscriptionFailure(
      anonymous.supabase.channel(name, { config: { private: true } }),
    );
    expect(failure.status).toBe('CHANNEL_ERROR');
    expect(failure.error?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
    );
  });

  it('relays broadcasts only from users a policy allows to write', async () => {
    const name = `members:${unique('write')}`;
    const listener = await realtimeClient(await mintJwt({ sub: crypto.randomUUID() }));
    const member = await realtimeClient(await mintJwt({ sub: crypto.randomUUID() }));
    const moderator = await realtimeClient(await moderatorJwt());
    const config = { config: { private: true } };
    const received = listening(listener.supabase.channel(name, config));
    const memberChannel = member.supabase.channel(name, config);
    const moderatorChannel = moderator.supabase.channel(name, config);
    await subscribed(received.channel);
    await subscribed(memberChannel);
    await subscribed(moderatorChannel);

    await memberChannel.send({ type: 'broadcast', event: 'note', payload: { from: 'member' } });
    await flush(member.supabase);
    await moderatorChannel.send({
      type: 'broadcast',
      event: 'note',
      payload: { from: 'moderator' },
    });
    await received.inbox.waitFor();
    expect(received.inbox.items.map((m) => (m.payload as { from: string }).from)).toEqual([
      'moderator',
    ]);
  });
});

describe('presence', () => {
  it('shares tracked state with the channel and reports joins and leaves', async () => {
    const name = unique('presence');
    const alice = await realtimeClient();
    const bob = await realtimeClient();
    const aliceChannel = alice.supabase.channel(name, { config: { presence: { key: 'alice' } } });
    const bobChannel = bob.supabase.channel(name, { config: { presence: { key: 'bob' } } });
    const joins = new Inbox<Row>();
    const leaves = new Inbox<Row>();
    bobChannel
      .on('presence', { event: 'join' }, joins.push)
      .on('presence', { event: 'leave' }, leaves.push);
    await subscribed(aliceChannel);
    await subscribed(bobChannel);

    expect(await aliceChannel.track({ name: 'Alice', online_at: '2024-05-01T10:00:00Z' })).toBe(
      'ok',
    );
    const join = await joins.waitFor((j) => j.key === 'alice');
    expect(join.newPresences).toEqual([
      { name: 'Alice', online_at: '2024-05-01T10:00:00Z', presence_ref: expect.any(String) },
    ]);
    expect(bobChannel.presenceState()).toEqual({
      alice: [
        { name: 'Alice', online_at: '2024-05-01T10:00:00Z', presence_ref: expect.any(String) },
      ],
    });

    expect(await aliceChannel.untrack()).toBe('ok');
    const leave = await leaves.waitFor((l) => l.key === 'alice');
    expect(leave.leftPresences).toEqual([expect.objectContaining({ name: 'Alice' })]);
    expect(bobChannel.presenceState()).toEqual({});
  });

  it('sends the current presence state to a channel that joins later', async () => {
    const name = unique('late');
    const alice = await realtimeClient();
    const aliceChannel = alice.supabase.channel(name, { config: { presence: { key: 'alice' } } });
    await subscribed(aliceChannel);
    await aliceChannel.track({ status: 'here' });

    const bob = await realtimeClient();
    const bobChannel = bob.supabase.channel(name, { config: { presence: { key: 'bob' } } });
    const syncs = new Inbox<Row>();
    bobChannel.on('presence', { event: 'sync' }, () => syncs.push(bobChannel.presenceState()));
    await subscribed(bobChannel);
    expect(await syncs.waitFor((state) => 'alice' in state)).toEqual({
      alice: [{ status: 'here', presence_ref: expect.any(String) }],
    });
  });

  it('reports a leave when a tracked client disconnects', async () => {
    const name = unique('gone');
    const alice = await realtimeClient();
    const bob = await realtimeClient();
    const aliceChannel = alice.supabase.channel(name, { config: { presence: { key: 'alice' } } });
    const bobChannel = bob.supabase.channel(name);
    const leaves = new Inbox<Row>();
    const joins = new Inbox<Row>();
    bobChannel
      .on('presence', { event: 'join' }, joins.push)
      .on('presence', { event: 'leave' }, leaves.push);
    await subscribed(aliceChannel);
    await subscribed(bobChannel);
    await aliceChannel.track({ status: 'here' });
    await joins.waitFor((j) => j.key === 'alice');
    await alice.supabase.removeAllChannels();
    expect((await leaves.waitFor((l) => l.key === 'alice')).leftPresences).toEqual([
      expect.objectContaining({ status: 'here' }),
    ]);
  });
});
