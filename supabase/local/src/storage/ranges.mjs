// @ts-check
/**
 * Byte ranges of object downloads, parsed with range-parser and answered as storage-api's
 * own parser (`src/storage/range.ts`, its file backend) answers them: one `bytes=a-b`,
 * `bytes=a-` or `bytes=-n` range is served (206); anything else a `Range` header may say
 * (several ranges, another unit, a range past the end, any range of an empty file) is
 * `InvalidRange`, status 416.
 */
import parseRange from 'range-parser';
import { ERRORS } from './errors.mjs';

/** The one form storage-api accepts. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The inclusive byte range `header` asks of a file of `size` bytes; throws InvalidRange.
 * @param {string} header
 * @param {number} size
 * @returns {{ start: number, end: number }}
 */
export function byteRange(header, size) {
  const spec = SINGLE_RANGE.exec(header);
  if (!spec || size <= 0) throw ERRORS.InvalidRange();
  const [, from = '', to = ''] = spec;
  const bounds = [from, to].filter((text) => text !== '').map(Number);
  if (!bounds.every((n) => Number.isSafeInteger(n))) throw ERRORS.InvalidRange();
  // range-parser 1.2.1 finds a suffix longer than the file unsatisfiable; RFC 9110 §14.1.2
  // (and storage-api) serve the whole file.
  const suffix = from === '' && to !== '' && Number(to) > size ? `bytes=-${size}` : header;
  const ranges = parseRange(size, suffix);
  if (!Array.isArray(ranges) || ranges.type !== 'bytes' || ranges.length !== 1) {
    throw ERRORS.InvalidRange();
  }
  const [range] = ranges;
  if (!range) throw ERRORS.InvalidRange();
  return { start: range.start, end: range.end };
}
