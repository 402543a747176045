// @ts-check
/**
 * Writing a REST answer, as PostgREST's src/PostgREST/Response.hs writes it: the status and
 * Content-Range of a (partial) read, Preference-Applied, Content-Profile next to the
 * Content-Type when the schema was negotiated, the status and headers a query set through the
 * `response.status`/`response.headers` settings, and the body the database built.
 */
import { pgrstError } from './errors.mjs';
import { contentType } from './media.mjs';

/**
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('./media.mjs').Media} Media
 * @typedef {import('./planner.mjs').Range} Range
 * @typedef {import('./request.mjs').Profile} Profile
 */

/**
 * Content-Type, and Content-Profile when the schema was negotiated (PostgREST's
 * `contentTypeHeaders`: the profile goes only with a body).
 * @param {Media} media
 * @param {Profile} profile
 * @returns {Record<string, string>}
 */
export function contentHeaders(media, profile) {
  return profile.negotiated
    ? { 'Content-Type': contentType(media), 'Content-Profile': profile.schema }
    : { 'Content-Type': contentType(media) };
}

/**
 * Content-Range and the status of a read: 206 when a count shows the page is partial, 416 when
 * the offset is past the end.
 * @param {Range} range
 * @param {number} pageTotal
 * @param {number | undefined} total
 */
export function rangeStatus(range, pageTotal, total) {
  const lower = range.offset;
  const upper = lower + pageTotal - 1;
  const rangePart = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  const contentRange = `${rangePart}/${total ?? '*'}`;
  if (total === undefined) return { status: 200, contentRange, outOfRange: undefined };
  if (lower > total) {
    return {
      status: 416,
      contentRange,
      outOfRange: pgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${lower} was requested, but there are only ${total} rows.`,
      ),
    };
  }
  return { status: 1 + upper - lower < total ? 206 : 200, contentRange, outOfRange: undefined };
}

/**
 * The Preference-Applied header.
 * @param {{ resolution?: string, missing?: string, return?: string, params?: string, count?: string, tx?: string, handling?: string, maxAffected?: number }} applied
 * @returns {Record<string, string>}
 */
export function preferenceApplied(applied) {
  const values = [
    applied.resolution && `resolution=${applied.resolution}`,
    applied.missing && `missing=${applied.missing}`,
    applied.return && `return=${applied.return}`,
    applied.params && `params=${applied.params}`,
    applied.count && `count=${applied.count}`,
    applied.tx && `tx=${applied.tx}`,
    applied.handling && `handling=${applied.handling}`,
    applied.maxAffected !== undefined && `max-affected=${applied.maxAffected}`,
  ].filter(Boolean);
  return values.length ? { 'Preference-Applied': values.join(', ') } : {};
}

/**
 * Sends a response, applying `response.status` / `response.headers` set by the SQL (GUCs).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 * @param {Record<string, any>} row
 */
export function respond(res, status, headers, body, row) {
  let finalStatus = status;
  let finalHeaders = { ...headers };
  if (row.response_status !== null && row.response_status !== undefined) {
    const override = Number(row.response_status);
    if (!Number.isInteger(override) || override < 100 || override > 599) {
      throw pgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    finalStatus = override;
  }
  if (row.response_headers !== null && row.response_headers !== undefined) {
    let list;
    try {
      list = JSON.parse(String(row.response_headers));
    } catch {
      list = undefined;
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          !Array.isArray(item) &&
          Object.keys(item).length === 1 &&
          typeof Object.values(item)[0] === 'string',
      );
    if (!valid) {
      throw pgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const item of list) {
      const [name, value] = /** @type {[string, string]} */ (Object.entries(item)[0]);
      // A header set by the SQL replaces PostgREST's own of the same name.
      finalHeaders = Object.fromEntries(
        Object.entries(finalHeaders).filter(
          ([existing]) => existing.toLowerCase() !== name.toLowerCase(),
        ),
      );
      finalHeaders[name] = value;
    }
  }
  sendText(res, finalStatus, finalHeaders, finalStatus === 204 ? '' : body);
}

/**
 * An EXPLAIN answer (PostgREST's `RSPlan`): 200, the plan's lines, the plan's Content-Type; no
 * range, no preferences, no settings from the SQL (the statement was planned, or run by
 * `analyze`, but its row is not read).
 * @param {ServerResponse} res
 * @param {Media} media
 * @param {Profile} profile
 * @param {string} plan
 */
export function respondPlan(res, media, profile, plan) {
  sendText(res, 200, contentHeaders(media, profile), plan);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 */
export function sendText(res, status, headers, body) {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(res.req?.method === 'HEAD' || status === 204 ? undefined : body);
}
