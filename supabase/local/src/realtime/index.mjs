// @ts-check
// Placeholder: the realtime service is being built. It refuses websockets until then.

/** @param {import('../server.mjs').ServiceContext} _ctx */
export function createRealtimeService(_ctx) {
  return {
    start: async () => {},
    close: async () => {},
    /** @param {import('node:http').IncomingMessage} _req @param {import('node:stream').Duplex} socket @param {Buffer} _head */
    handleUpgrade: (_req, socket, _head) => socket.destroy(),
  };
}
