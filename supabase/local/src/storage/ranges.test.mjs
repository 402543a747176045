// @ts-check
import { describe, expect, it } from 'vitest';
import { byteRange } from './ranges.mjs';

const refused = { status: 416, body: { statusCode: '416', code: 'InvalidRange' } };

/** The error `byteRange` throws. @param {string} header @param {number} size */
function errorOf(header, size) {
  try {
    byteRange(header, size);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('byte ranges (range-parser, answered as storage-api)', () => {
  it('serves one range, clamped to the file', () => {
    expect(byteRange('bytes=2-5', 10)).toEqual({ start: 2, end: 5 });
    expect(byteRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(byteRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
  });

  it('refuses what storage-api refuses with InvalidRange (416)', () => {
    for (const header of [
      'bytes=10-',
      'bytes=5-2',
      'bytes=-0',
      'bytes=-',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes= 0-1',
      'bytes=0-99999999999999999999',
    ]) {
      expect(errorOf(header, 10), header).toMatchObject(refused);
    }
    expect(errorOf('bytes=0-', 0)).toMatchObject(refused);
  });
});
