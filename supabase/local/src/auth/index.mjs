// @ts-check
// Placeholder: the auth service is being built. It answers 501 until then.
import { sendJson } from '../http.mjs';

/** @param {import('../server.mjs').ServiceContext} _ctx */
export function createAuthService(_ctx) {
  return {
    /** @param {import('node:http').IncomingMessage} _req @param {import('node:http').ServerResponse} res @param {URL} _url */
    handle: async (_req, res, _url) => sendJson(res, 501, { message: 'not implemented yet' }),
  };
}
