// @ts-check
/**
 * Lighthouse on a shared machine: its simulation multiplies each main-thread task's observed
 * duration by the phone's CPU slowdown, so a task that waited for a CPU busy with another
 * process counts as the page's own work (the Total Blocking Time of one page swung 330–1,500 ms
 * between runs at a load of 3 on two cores). `withThreadTime` gives the same trace as if the
 * page had had the CPU to itself: every top-level task of the page's main thread lasts its
 * thread time (`tdur`, the CPU time Chrome measured for it), which the load hardly changes.
 * `bench:lighthouse` audits each run's trace both ways (tooling/README.md).
 */

/**
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number,
 *   tdur?: number, args?: { beginData?: { url?: string } } }} TraceEvent
 */

/**
 * Shortens, in place, each top-level task (`RunTask`) of the thread that parsed `url` to its
 * thread time. Events of other threads and processes are left as they are.
 * @param {{ traceEvents: TraceEvent[] }} trace
 * @param {string} url the page's URL, as the document was asked for
 * @returns {number} how many tasks were shortened (0: the page's thread wasn't found)
 */
export function withThreadTime(trace, url) {
  const parse = trace.traceEvents.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parse) return 0;
  let shortened = 0;
  for (const event of trace.traceEvents) {
    if (event.pid !== parse.pid || event.tid !== parse.tid) continue;
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (typeof event.tdur !== 'number' || typeof event.dur !== 'number') continue;
    if (event.tdur >= event.dur) continue;
    event.dur = Math.max(event.tdur, 1);
    shortened += 1;
  }
  return shortened;
}
