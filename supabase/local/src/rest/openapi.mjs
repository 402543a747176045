// @ts-check
/**
 * `GET /rest/v1/`: a summary OpenAPI (Swagger 2.0) description of one exposed schema (the
 * request's profile), as PostgREST's src/PostgREST/Response/OpenAPI.hs serves the root: its
 * tables and views with their columns, and its functions.
 */
import { negotiateOpenApi, OPENAPI_CONTENT_TYPE } from './media.mjs';
import { sendText } from './response.mjs';

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./schema-cache.mjs').SchemaCache} cache the request's schema
 * @param {import('./request.mjs').Profile} profile
 */
export function answerOpenApi(req, res, cache, profile) {
  negotiateOpenApi(req.headers.accept);
  /** @type {Record<string, unknown>} */
  const paths = { '/': { get: { produces: ['application/openapi+json', 'application/json'] } } };
  /** @type {Record<string, unknown>} */
  const definitions = {};
  for (const table of cache.tables.values()) {
    const methods = table.isView ? ['get'] : ['get', 'post', 'patch', 'delete'];
    paths[`/${table.name}`] = Object.fromEntries(methods.map((m) => [m, { tags: [table.name] }]));
    definitions[table.name] = {
      type: 'object',
      required: table.pk,
      properties: Object.fromEntries(
        table.columns.map((col) => [
          col.name,
          { format: col.type, ...(col.default ? { default: col.default } : {}) },
        ]),
      ),
    };
  }
  for (const [name, overloads] of cache.routines) {
    const volatile = overloads.some((routine) => routine.volatility === 'v');
    paths[`/rpc/${name}`] = Object.fromEntries(
      (volatile ? ['post'] : ['get', 'post']).map((m) => [m, { tags: ['(rpc) ' + name] }]),
    );
  }
  const body = JSON.stringify({
    swagger: '2.0',
    info: {
      title: 'Supabase local REST API',
      description: 'PostgREST-compatible',
      version: '12.2.0',
    },
    host: req.headers.host ?? '',
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  });
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': OPENAPI_CONTENT_TYPE };
  if (profile.negotiated) headers['Content-Profile'] = profile.schema;
  sendText(res, 200, headers, body);
}
