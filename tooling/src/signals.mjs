// @ts-check
/**
 * A long-running command's ending: on Ctrl+C (SIGINT) or SIGTERM, `close` runs once and the
 * process exits 0.
 * @param {() => Promise<unknown>} close
 */
export function closeOnSignals(close) {
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
