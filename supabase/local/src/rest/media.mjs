// @ts-check
/**
 * Media types and content negotiation, as PostgREST's src/PostgREST/MediaType.hs and its
 * `negotiateContent` (Plan.hs) do them: the Accept header is split as WAI's `parseHttpAccept`
 * splits it (spaces dropped, ordered by `q`, then by specificity), each entry decoded into a
 * media type, and the first one the resource can produce wins. `application/vnd.pgrst.plan`
 * (EXPLAIN) is produced only with db-plan-enabled; its `for` parameter names the media type
 * whose query is explained.
 */
import { pgrstError } from './errors.mjs';

/**
 * @typedef {'json' | 'single' | 'csv'} MediaKind
 * @typedef {'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal'} PlanOption
 * @typedef {{ format: 'json' | 'text', options: PlanOption[], of: MediaType }} PlanMedia `of`: the
 *   media type of `for` as sent (named so in the answer's Content-Type)
 * @typedef {{ kind: MediaKind, stripNulls: boolean, plan?: PlanMedia }} Media what a request
 *   produces: `kind`/`stripNulls` shape the body; `plan`: the body is the EXPLAIN of that query
 *
 * @typedef {{ type: 'json' } | { type: 'array-stripped' } | { type: 'single', stripNulls: boolean }
 *   | { type: 'csv' } | { type: 'openapi' } | { type: 'any' }
 *   | { type: 'plan', of: MediaType, format: 'json' | 'text', options: PlanOption[] }
 *   | { type: 'other', mime: string }} MediaType a decoded media type (PostgREST's `MediaType`)
 */

/** The options of a plan, in the order PostgREST reads (and writes) them. */
const PLAN_OPTIONS = /** @type {const} */ (['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/**
 * WAI's `parseHttpAccept`: entries split on commas with every space removed, ordered by their
 * `q` (highest first; 1 when absent or unreadable), then by specificity (parameters minus
 * wildcards), the header's order kept between equals. The `q` parameter is dropped.
 * @param {string} header
 * @returns {string[]}
 */
export function splitAccept(header) {
  return header
    .split(',')
    .map((entry, index) => {
      const compact = entry.replace(/ /g, '');
      const at = compact.indexOf(';q=');
      const text = at === -1 ? compact : compact.slice(0, at);
      const qText = at === -1 ? '' : (compact.slice(at + 3).split(';')[0] ?? '');
      const parsed = /^\d+(\.\d*)?|^\.\d+/.exec(qText);
      const q = parsed ? Number(parsed[0]) : 1;
      const specificity = (text.match(/;/g)?.length ?? 0) - (text.match(/\*/g)?.length ?? 0);
      return { text, q, specificity, index };
    })
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index)
    .map((entry) => entry.text);
}

/**
 * A media type's type, subtype and parameters (quoted values may hold `;`), as PostgREST's
 * `tokenizeMediaType`; undefined when it is not `type/subtype`.
 * @param {string} text
 * @returns {{ type: string, subtype: string, params: Map<string, string> } | undefined}
 */
function tokenize(text) {
  const head = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)/.exec(text);
  if (!head) return undefined;
  /** @type {Map<string, string>} */
  const params = new Map();
  const param = /^\s*;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/;
  let rest = text.slice(head[0].length);
  for (let found = param.exec(rest); found; found = param.exec(rest)) {
    params.set((found[1] ?? '').toLowerCase(), found[2] ?? found[3] ?? '');
    rest = rest.slice(found[0].length);
  }
  return { type: head[1] ?? '', subtype: head[2] ?? '', params };
}

/**
 * PostgREST's `decodeMediaType`.
 * @param {string} text
 * @returns {MediaType}
 */
export function decodeMediaType(text) {
  const parts = tokenize(text);
  if (!parts) return { type: 'other', mime: text };
  const type = parts.type.toLowerCase();
  const subtype = parts.subtype.toLowerCase();
  const stripNulls = parts.params.get('nulls') === 'stripped';
  if (type === '*' && subtype === '*') return { type: 'any' };
  if (type === 'text' && subtype === 'csv') return { type: 'csv' };
  if (type !== 'application') return { type: 'other', mime: text };
  switch (subtype) {
    case 'json':
      return { type: 'json' };
    case 'openapi+json':
      return { type: 'openapi' };
    case 'vnd.pgrst.object+json':
    case 'vnd.pgrst.object':
      return { type: 'single', stripNulls };
    case 'vnd.pgrst.array+json':
    case 'vnd.pgrst.array':
      return stripNulls ? { type: 'array-stripped' } : { type: 'json' };
    case 'vnd.pgrst.plan':
    case 'vnd.pgrst.plan+text':
    case 'vnd.pgrst.plan+json': {
      const options = (parts.params.get('options') ?? '').split('|');
      return {
        type: 'plan',
        of: decodeMediaType(parts.params.get('for') ?? 'application/json'),
        format: subtype === 'vnd.pgrst.plan+json' ? 'json' : 'text',
        options: PLAN_OPTIONS.filter((option) => options.includes(option)),
      };
    }
    default:
      return { type: 'other', mime: text };
  }
}

/**
 * PostgREST's `toMime`: how a media type is named in a Content-Type or an error.
 * @param {MediaType} media
 * @returns {string}
 */
export function toMime(media) {
  switch (media.type) {
    case 'json':
      return 'application/json';
    case 'array-stripped':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'single':
      return `application/vnd.pgrst.object+json${media.stripNulls ? ';nulls=stripped' : ''}`;
    case 'csv':
      return 'text/csv';
    case 'openapi':
      return 'application/openapi+json';
    case 'any':
      return '*/*';
    case 'plan':
      return `application/vnd.pgrst.plan+${media.format}; for="${toMime(media.of)}"${
        media.options.length ? `; options=${media.options.join('|')}` : ''
      }`;
    default:
      return media.mime;
  }
}

/**
 * The media types of an Accept header, most preferred first; none sent means `*∕*`.
 * @param {string | undefined} header
 * @returns {MediaType[]}
 */
export function acceptedMediaTypes(header) {
  if (header === undefined) return [{ type: 'any' }];
  return splitAccept(header).map(decodeMediaType);
}

/**
 * What a table, view or function produces (JSON, single objects, stripped nulls, CSV), and the
 * plan of any of them when db-plan-enabled is on.
 * @param {MediaType} media
 * @param {boolean} planEnabled
 * @returns {Media | undefined}
 */
function producible(media, planEnabled) {
  switch (media.type) {
    case 'any':
    case 'json':
      return { kind: 'json', stripNulls: false };
    case 'array-stripped':
      return { kind: 'json', stripNulls: true };
    case 'single':
      return { kind: 'single', stripNulls: media.stripNulls };
    case 'csv':
      return { kind: 'csv', stripNulls: false };
    case 'plan': {
      if (!planEnabled) return undefined;
      const inner = producible(media.of, false);
      return (
        inner && { ...inner, plan: { format: media.format, options: media.options, of: media.of } }
      );
    }
    default:
      return undefined;
  }
}

/**
 * Content negotiation for a table, view or function: the first accepted media type it can
 * produce, else 406 PGRST107 naming them all.
 * @param {string | undefined} header the Accept header
 * @param {{ planEnabled: boolean }} options
 * @returns {Media}
 */
export function negotiate(header, { planEnabled }) {
  const accepted = acceptedMediaTypes(header);
  for (const media of accepted) {
    const found = producible(media, planEnabled);
    if (found) return found;
  }
  throw noneAvailable(accepted);
}

/**
 * Content negotiation for the root (the OpenAPI document).
 * @param {string | undefined} header
 */
export function negotiateOpenApi(header) {
  const accepted = acceptedMediaTypes(header);
  const ok = accepted.some((m) => m.type === 'any' || m.type === 'json' || m.type === 'openapi');
  if (!ok) throw noneAvailable(accepted);
}

/** @param {MediaType[]} accepted */
const noneAvailable = (accepted) =>
  pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.map(toMime).join(', ')}`,
  );

const CHARSET = '; charset=utf-8';
/** The Content-Types of the bodies without a plan, named once. */
const BODY_TYPES = {
  json: `${toMime({ type: 'json' })}${CHARSET}`,
  jsonStripped: `${toMime({ type: 'array-stripped' })}${CHARSET}`,
  single: `${toMime({ type: 'single', stripNulls: false })}${CHARSET}`,
  singleStripped: `${toMime({ type: 'single', stripNulls: true })}${CHARSET}`,
  csv: `${toMime({ type: 'csv' })}${CHARSET}`,
};

/**
 * The Content-Type of an answer (PostgREST's `toContentType`).
 * @param {Media} media
 * @returns {string}
 */
export function contentType(media) {
  if (media.plan) return `${toMime({ type: 'plan', ...media.plan })}${CHARSET}`;
  if (media.kind === 'csv') return BODY_TYPES.csv;
  if (media.kind === 'single')
    return media.stripNulls ? BODY_TYPES.singleStripped : BODY_TYPES.single;
  return media.stripNulls ? BODY_TYPES.jsonStripped : BODY_TYPES.json;
}

export const OPENAPI_CONTENT_TYPE = `${toMime({ type: 'openapi' })}${CHARSET}`;
