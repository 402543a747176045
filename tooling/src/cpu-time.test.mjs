import { describe, expect, it } from 'vitest';
import { withThreadTime } from './cpu-time.mjs';

const URL = 'http://localhost:4700/dogs';

/** A page's main thread (1/1), another renderer thread (1/2) and the browser process (9/9). */
function trace() {
  return {
    traceEvents: [
      {
        name: 'ParseHTML',
        ph: 'X',
        pid: 1,
        tid: 1,
        ts: 10,
        dur: 5,
        tdur: 4,
        args: { beginData: { url: URL } },
      },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 100, dur: 90_000, tdur: 20_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 200_000, dur: 3_000, tdur: 3_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 300_000, dur: 5_000 },
      { name: 'EvaluateScript', ph: 'X', pid: 1, tid: 1, ts: 150, dur: 80_000, tdur: 15_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 2, ts: 100, dur: 60_000, tdur: 1_000 },
      { name: 'RunTask', ph: 'X', pid: 9, tid: 9, ts: 100, dur: 60_000, tdur: 1_000 },
    ],
  };
}

describe('withThreadTime', () => {
  it('makes each task of the page’s main thread last its CPU time, and nothing else', () => {
    const page = trace();
    expect(withThreadTime(page, URL)).toBe(1);
    const durations = page.traceEvents.map((event) => event.dur);
    // the slowed task lasts its 20 ms of CPU; one already as long as its CPU time, one without
    // a thread time, the task's own events and other threads' tasks keep their durations
    expect(durations).toEqual([5, 20_000, 3_000, 5_000, 80_000, 60_000, 60_000]);
  });

  it('changes nothing when no thread parsed the page', () => {
    const page = trace();
    expect(withThreadTime(page, 'http://localhost:4700/cats')).toBe(0);
    expect(page).toEqual(trace());
  });
});
