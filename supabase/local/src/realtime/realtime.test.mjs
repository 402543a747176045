// @ts-check
import { describe, expect, it } from 'vitest';
import { bindingId } from './join.mjs';
import { describeParams, parseSubscriptionParams } from './filters.mjs';
import { maxChannelsPerClient } from './index.mjs';
import { decodeFrame, encodeText, encodeUserBroadcast } from './protocol.mjs';

describe('parseSubscriptionParams', () => {
  it('parses event, schema, table and comma-joined filters', () => {
    expect(
      parseSubscriptionParams({
        event: 'insert',
        schema: 'public',
        table: 'messages',
        filter: 'id=gt.0,room=not.eq.a',
      }),
    ).toEqual({
      ok: true,
      params: {
        action: 'INSERT',
        schema: 'public',
        table: 'messages',
        filters: [
          { column: 'id', op: 'gt', value: '0', negate: false },
          { column: 'room', op: 'eq', value: 'a', negate: true },
        ],
        select: null,
      },
    });
  });

  it('turns in.(a,b) into an array literal and unquotes PostgREST-style values', () => {
    const parsed = parseSubscriptionParams({
      event: '*',
      schema: 'public',
      table: 't',
      filter: 'name=in.(a,"b,c"),label=eq."x,(y)"',
    });
    expect(parsed.ok && parsed.params.filters).toEqual([
      { column: 'name', op: 'in', value: '{a,"b,c"}', negate: false },
      { column: 'label', op: 'eq', value: 'x,(y)', negate: false },
    ]);
  });

  it('defaults a lone schema to every table and a lone table to public', () => {
    const schemaOnly = parseSubscriptionParams({ event: '*', schema: 'public' });
    const tableOnly = parseSubscriptionParams({ event: 'DELETE', table: 'books' });
    expect(schemaOnly.ok && schemaOnly.params.table).toBe('*');
    expect(tableOnly.ok && tableOnly.params.schema).toBe('public');
  });

  it('words errors as hosted Realtime does', () => {
    expect(parseSubscriptionParams({ schema: 'public', table: 't', filter: 'a=foo.1' })).toEqual({
      ok: false,
      message: 'Error parsing `filter` params: ["foo", "1"]',
    });
    expect(parseSubscriptionParams({ schema: 'public', table: 't', filter: 'undefined' })).toEqual({
      ok: false,
      message: 'Error parsing `filter` params: ["undefined"]',
    });
    expect(parseSubscriptionParams({ schema: 'public', table: 't', filter: 'a=in.1' })).toEqual({
      ok: false,
      message: 'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    });
    const missing = parseSubscriptionParams({ event: '*' });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.message).toMatch(/^No subscription params provided/);
  });

  it('takes a column selection for one table and refuses it for wildcards', () => {
    const parsed = parseSubscriptionParams({ schema: 'public', table: 't', select: ['a', 'b'] });
    expect(parsed.ok && parsed.params.select).toEqual(['a', 'b']);
    expect(parseSubscriptionParams({ schema: 'public', select: ['a'] })).toEqual({
      ok: false,
      message:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    });
    expect(parseSubscriptionParams({ schema: 'public', table: 't', select: 'a' }).ok).toBe(false);
  });

  it('describes parameters for error messages', () => {
    const parsed = parseSubscriptionParams({
      event: 'INSERT',
      schema: 'public',
      table: 'm',
      filter: 'a=eq.1',
    });
    expect(parsed.ok && describeParams(parsed.params)).toBe(
      '[event: INSERT, schema: public, table: m, filters: [{"a", "eq", "1", false}], select: nil]',
    );
  });
});

describe('protocol frames', () => {
  it('decodes vsn 1.0.0 objects and vsn 2.0.0 arrays', () => {
    const v1 = Buffer.from(JSON.stringify({ topic: 't', event: 'e', payload: { a: 1 }, ref: 1 }));
    expect(decodeFrame('1.0.0', v1, false)).toEqual({
      join_ref: null,
      ref: '1',
      topic: 't',
      event: 'e',
      payload: { a: 1 },
    });
    const v2 = Buffer.from(JSON.stringify(['1', '2', 't', 'e', null]));
    expect(decodeFrame('2.0.0', v2, false)).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 't',
      event: 'e',
      payload: {},
    });
    expect(decodeFrame('2.0.0', Buffer.from('{"topic":"t"}'), false)).toBeUndefined();
    expect(decodeFrame('2.0.0', Buffer.from('nope'), false)).toBeUndefined();
  });

  it('decodes a binary user broadcast push as realtime-js encodes it', () => {
    const text = (/** @type {string} */ s) => Buffer.from(s, 'utf8');
    const payload = text(JSON.stringify({ x: 'ñ' }));
    const frame = Buffer.concat([
      Buffer.from([3, 1, 1, 'realtime:sala'.length, 'ping'.length, 0, 1]),
      text('4'),
      text('5'),
      text('realtime:sala'),
      text('ping'),
      payload,
    ]);
    expect(decodeFrame('2.0.0', frame, true)).toMatchObject({
      join_ref: '4',
      ref: '5',
      topic: 'realtime:sala',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'ping', payload: { x: 'ñ' } },
    });
  });

  it('encodes replies per version and user broadcasts as kind 4 frames', () => {
    const reply = {
      joinRef: '1',
      ref: '2',
      topic: 't',
      event: 'phx_reply',
      payload: { status: 'ok' },
    };
    expect(JSON.parse(encodeText('2.0.0', reply))).toEqual([
      '1',
      '2',
      't',
      'phx_reply',
      { status: 'ok' },
    ]);
    expect(JSON.parse(encodeText('1.0.0', reply))).toEqual({
      topic: 't',
      event: 'phx_reply',
      payload: { status: 'ok' },
      ref: '2',
    });
    const frame = encodeUserBroadcast('t', {
      event: 'e',
      encoding: 0,
      data: Buffer.from([7, 8]),
      metadata: {},
    });
    expect([...frame]).toEqual([4, 1, 1, 0, 0, 't'.charCodeAt(0), 'e'.charCodeAt(0), 7, 8]);
  });
});

describe('bindingId', () => {
  it('is a stable non-negative integer that ignores key order', () => {
    const a = bindingId({ event: '*', schema: 'public', table: 't' });
    expect(Number.isInteger(a) && a >= 0).toBe(true);
    expect(bindingId({ table: 't', schema: 'public', event: '*' })).toBe(a);
    expect(bindingId({ event: 'INSERT', schema: 'public', table: 't' })).not.toBe(a);
  });
});

describe('maxChannelsPerClient', () => {
  it("is Realtime's default of 100 unless SUPABASE_LOCAL_MAX_CHANNELS_PER_CLIENT names a positive integer", () => {
    expect(maxChannelsPerClient({})).toBe(100);
    expect(maxChannelsPerClient({ SUPABASE_LOCAL_MAX_CHANNELS_PER_CLIENT: '5' })).toBe(5);
    for (const value of ['', '0', '-3', '2.5', 'many']) {
      expect(maxChannelsPerClient({ SUPABASE_LOCAL_MAX_CHANNELS_PER_CLIENT: value }), value).toBe(
        100,
      );
    }
  });
});
