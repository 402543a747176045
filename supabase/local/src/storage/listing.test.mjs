// @ts-check
import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from './listing.mjs';

describe('list-v2 cursors (storage-api continuation tokens)', () => {
  it('encodes the set parts as base64 lines, in storage-api order', () => {
    const token = encodeListCursor({
      startAfter: 'docs/a.txt',
      sortOrder: 'desc',
      sortColumn: 'created_at',
      sortColumnAfter: '2024-05-22T23:04:34.443Z',
    });
    expect(Buffer.from(token, 'base64').toString()).toBe(
      'l:docs/a.txt\no:desc\nc:created_at\na:2024-05-22T23:04:34.443Z',
    );
    expect(encodeListCursor({ startAfter: 'b.txt' })).toBe(
      Buffer.from('l:b.txt').toString('base64'),
    );
  });

  it('decodes a token, the order defaulting to asc', () => {
    expect(decodeListCursor(Buffer.from('l:b.txt').toString('base64'))).toEqual({
      startAfter: 'b.txt',
      sortOrder: 'asc',
    });
    const token = encodeListCursor({ startAfter: 'x', sortOrder: 'desc', sortColumn: 'name' });
    expect(decodeListCursor(token)).toEqual({
      startAfter: 'x',
      sortOrder: 'desc',
      sortColumn: 'name',
    });
  });

  it('refuses anything else as an invalid continuation token', () => {
    for (const token of ['', 'bm9uc2Vuc2U=', Buffer.from('z:1').toString('base64')]) {
      expect(() => decodeListCursor(token), token).toThrow('Invalid Parameter continuation token');
    }
  });
});
