import { matchPath, type Params } from 'react-router';
import type { RouteRecord } from '@bonis/contracts';

/** Each segment percent-decoded, as react-router decodes a URL before matching it. */
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * The record of the page at `pathname` (a request's, still encoded) and the URL's parameters:
 * the first record whose path matches it (the records list `/:slug` last), or undefined.
 */
export function matchRecord<Record extends RouteRecord>(
  records: readonly Record[],
  pathname: string,
): { record: Record; params: Params } | undefined {
  const decoded = decodePath(pathname);
  for (const record of records) {
    const match = matchPath(record.path, decoded);
    if (match) return { record, params: match.params };
  }
  return undefined;
}
