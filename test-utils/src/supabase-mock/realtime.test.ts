import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '@bonis/supabase-client';
import { supabaseMock } from './supabase-mock';

type Row = Record<string, unknown>;

/** Subscribes a channel as the shell's session does, recording its status and changes. */
function watchPoints(userId: string) {
  const statuses: string[] = [];
  const changes: RealtimePostgresChangesPayload<Row>[] = [];
  const channel = getSupabase()
    .channel(`session:${userId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'user_points', filter: `user_id=eq.${userId}` },
      (payload) => changes.push(payload),
    )
    .on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'user_profiles', filter: `id=eq.${userId}` },
      (payload) => changes.push(payload),
    )
    .subscribe((status) => statuses.push(status));
  return { channel, statuses, changes };
}

describe('supabaseMock realtime', () => {
  it('accepts a channel with postgres_changes bindings', async () => {
    const { statuses } = watchPoints('user-1');

    await waitFor(() => expect(statuses).toEqual(['SUBSCRIBED']));
    expect(supabaseMock.realtime.channels()).toEqual(['realtime:session:user-1']);
  });

  it('delivers a pushed change to the bindings it matches', async () => {
    const { changes } = watchPoints('user-1');
    await supabaseMock.realtime.subscribed('user_points');

    const delivered = supabaseMock.realtime.push({
      table: 'user_points',
      eventType: 'UPDATE',
      new: { user_id: 'user-1', current_points: 250 },
      old: { user_id: 'user-1' },
    });
    supabaseMock.realtime.push({
      table: 'user_points',
      eventType: 'UPDATE',
      new: { user_id: 'user-2', current_points: 900 },
    });

    expect(delivered).toBe(1);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({
      schema: 'public',
      table: 'user_points',
      eventType: 'UPDATE',
      new: { user_id: 'user-1', current_points: 250 },
    });
  });

  it('leaves out the events a binding does not listen to', async () => {
    const { changes } = watchPoints('user-1');
    await supabaseMock.realtime.subscribed('user_profiles');

    supabaseMock.realtime.push({
      table: 'user_profiles',
      eventType: 'INSERT',
      new: { id: 'user-1', first_name: 'Ana' },
    });
    supabaseMock.realtime.push({
      table: 'user_profiles',
      eventType: 'UPDATE',
      new: { id: 'user-1', first_name: 'Anita' },
    });

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({ eventType: 'UPDATE', new: { first_name: 'Anita' } });
  });

  it('refuses a push nobody listens to', () => {
    expect(() =>
      supabaseMock.realtime.push({ table: 'products', eventType: 'DELETE', old: { id: 'p1' } }),
    ).toThrow(/no channel listens to public\.products/);
  });

  it('forgets a channel that leaves', async () => {
    const { channel, statuses } = watchPoints('user-1');
    await waitFor(() => expect(statuses).toEqual(['SUBSCRIBED']));

    await getSupabase().removeChannel(channel);

    expect(supabaseMock.realtime.channels()).toEqual([]);
  });
});
