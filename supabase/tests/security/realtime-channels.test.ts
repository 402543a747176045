import { afterAll, beforeAll, expect, inject, vi } from 'vitest';
import WebSocket from 'ws';
import { attack, attackMatrix } from '../support/attacks';
import { lit, newProduct, sql, unique } from '../support/db';

/** Realtime's max_channels_per_client, which the local server keeps by default. */
const CAP = 100;

/** A vsn 2.0.0 frame: [join_ref, ref, topic, event, payload]. */
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A raw realtime websocket with the anon key: what a script would open, not supabase-js. */
async function openSocket() {
  const url = new URL('realtime/v1/websocket', `${inject('apiUrl')}/`);
  url.protocol = url.protocol.replace('http', 'ws');
  url.searchParams.set('apikey', inject('anonKey'));
  url.searchParams.set('vsn', '2.0.0');
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let ref = 0;
  const waitFor = async (match: (frame: Frame) => boolean) => {
    await vi.waitFor(() => expect(frames.some(match)).toBe(true), {
      timeout: 30_000,
      interval: 20,
    });
    return frames.find(match) as Frame;
  };
  return {
    ws,
    frames,
    waitFor,
    /** Joins `topic` watching product updates and returns the join reply's payload. */
    join: async (topic: string, productId: string) => {
      const joinRef = String(++ref);
      ws.send(
        JSON.stringify([
          joinRef,
          joinRef,
          topic,
          'phx_join',
          {
            config: {
              postgres_changes: [
                {
                  event: 'UPDATE',
                  schema: 'public',
                  table: 'products',
                  filter: `id=eq.${productId}`,
                },
              ],
            },
          },
        ]),
      );
      const reply = await waitFor((frame) => frame[1] === joinRef && frame[3] === 'phx_reply');
      return reply[4];
    },
  };
}

/**
 * Realtime: one socket holds at most 100 channels, as hosted Realtime's max_channels_per_client.
 * Without the cap, a visitor joining hundreds of channels on one socket made the server send
 * one product update hundreds of times.
 */
attackMatrix('realtime channels', () => {
  let productId: string;
  let socket: Awaited<ReturnType<typeof openSocket>>;

  beforeAll(async () => {
    productId = await newProduct({ price: 9_000 });
    socket = await openSocket();
  });

  afterAll(() => socket?.ws.close());

  attack(
    `an anonymous visitor cannot join a ${CAP + 1}st channel on one socket to multiply a product update`,
    async () => {
      const topics: string[] = [];
      for (let i = 0; i < CAP; i++) {
        const topic = `realtime:${unique(`precio-${i}-`)}`;
        expect(await socket.join(topic, productId), topic).toMatchObject({ status: 'ok' });
        topics.push(topic);
      }
      const extra = `realtime:${unique('uno-mas-')}`;
      expect(await socket.join(extra, productId)).toEqual({
        status: 'error',
        response: { reason: 'ChannelRateLimitReached: Too many channels' },
      });

      const changesOf = (price: number) =>
        socket.frames.filter(
          (frame) =>
            frame[3] === 'postgres_changes' &&
            (frame[4] as { data?: { record?: { price?: number } } }).data?.record?.price === price,
        );
      for (const price of [9_100, 9_200]) {
        await sql(`update public.products set price = ${price} where id = ${lit(productId)}`);
        await vi.waitFor(() => expect(changesOf(price)).toHaveLength(CAP), {
          timeout: 30_000,
          interval: 20,
        });
      }
      // The first update's deliveries all came before the second's: exactly one per channel.
      expect(changesOf(9_100)).toHaveLength(CAP);
      expect(new Set(changesOf(9_100).map((frame) => frame[2]))).toEqual(new Set(topics));
      expect(
        socket.frames.filter((frame) => frame[2] === extra && frame[3] !== 'phx_reply'),
      ).toEqual([]);
    },
    120_000,
  );
});
