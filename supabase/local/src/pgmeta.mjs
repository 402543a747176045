// @ts-check
/**
 * `POST /pg/query` `{ "query": "…" }`: runs SQL as the database owner and answers the rows as
 * JSON, like Supabase's pg-meta behind the dashboard. Only the service_role key may call it
 * (the same key already bypasses RLS through the REST API); tests and scripts use it to set up
 * and inspect data.
 */
import { HttpError, parseJson, readBody, resolveCaller, sendJson } from './http.mjs';

/** @param {import('./server.mjs').ServiceContext} ctx */
export function createPgMetaService({ config, db }) {
  return {
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
    handle: async (req, res, url) => {
      if (url.pathname !== '/pg/query' || req.method !== 'POST') {
        throw new HttpError(404, { message: 'no Route matched with those values' });
      }
      let caller;
      try {
        caller = await resolveCaller(req, config.jwtSecret);
      } catch {
        throw new HttpError(401, { message: 'Invalid API key' });
      }
      if (caller.role !== 'service_role') {
        throw new HttpError(403, { message: 'pg-meta needs the service_role key' });
      }
      const body = parseJson(await readBody(req, config.maxBodyBytes), (message) => ({ message }));
      const query = body && typeof body === 'object' && 'query' in body ? body.query : undefined;
      if (typeof query !== 'string' || !query.trim()) {
        throw new HttpError(400, { message: 'Body must be {"query": "<sql>"}' });
      }
      try {
        const { rows } = await db.query(query);
        sendJson(
          res,
          200,
          JSON.stringify(rows, (_key, value) =>
            typeof value === 'bigint' ? value.toString() : value,
          ),
        );
      } catch (error) {
        const e = /** @type {{ message?: string, code?: string }} */ (error);
        throw new HttpError(400, { message: e.message ?? String(error), code: e.code });
      }
    },
  };
}
