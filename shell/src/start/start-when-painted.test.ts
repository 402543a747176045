import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_REPORT_MS, startWhenPainted, type StartFile } from './start-when-painted';

const LATEST_MS = 3000;
const PRELOADS: StartFile[] = [
  ['/main.1.js', 1],
  ['/react-dom.2.js', 1],
  ['http://cdn/remoteEntry.js'],
];
const SCRIPTS = ['/embla.3.js', '/main.1.js'];

type PaintReport = (list: { getEntries: () => Array<{ element: Element | null }> }) => void;

/** What the page asked for, in order: `preload <href> [low]` and `script <src>`. */
let requested: string[];
let reports: PaintReport[];
let reportsPaints: boolean;

function reportPaint(element: Element | null = null) {
  for (const report of reports) report({ getEntries: () => [{ element }] });
}

/** An image of the page, still loading unless said; in the first viewport unless `top` says. */
function image({ top = 100, decoded = Promise.resolve() } = {}) {
  const element = document.createElement('img');
  Object.defineProperty(element, 'complete', { value: false });
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + 200, width: 300, height: 200 }) as DOMRect;
  element.decode = () => decoded;
  document.body.appendChild(element);
  return element;
}

/** The first frame: its animation frame, then the task after it. */
async function frame() {
  await vi.advanceTimersToNextFrame();
  await vi.advanceTimersByTimeAsync(1);
}

const start = () => startWhenPainted(PRELOADS, SCRIPTS, LATEST_MS, PAINT_REPORT_MS);

const everything = [
  'preload /main.1.js low',
  'preload /react-dom.2.js low',
  'preload http://cdn/remoteEntry.js',
  'script /embla.3.js',
  'script /main.1.js',
];

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  requested = [];
  reports = [];
  reportsPaints = true;
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes as HTMLLinkElement[]) {
      requested.push(
        `preload ${node.getAttribute('href')}${node.getAttribute('fetchpriority') === 'low' ? ' low' : ''}`,
      );
      expect(node.rel).toBe('preload');
      expect(node.as).toBe('script');
    }
  });
  vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
    for (const node of nodes as HTMLScriptElement[]) {
      requested.push(`script ${node.getAttribute('src')}`);
      expect(node.async).toBe(false);
    }
  });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static get supportedEntryTypes() {
        return reportsPaints ? ['largest-contentful-paint'] : [];
      }
      constructor(report: PaintReport) {
        reports.push(report);
      }
      observe() {}
    },
  );
});

afterEach(async () => {
  // every page of a test has started (with the spies on) before the next test
  await vi.advanceTimersByTimeAsync(LATEST_MS);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('startWhenPainted', () => {
  it('asks for nothing until the browser has shown the page, then for every file at once', async () => {
    start();
    await frame();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested).toEqual([]);

    reportPaint();
    expect(requested).toEqual(everything);
  });

  it('waits for an image the shopper sees that is still loading, until its paint is reported', async () => {
    const banner = image();
    start();
    await frame();
    reportPaint(); // the text painted first
    await vi.advanceTimersByTimeAsync(100);
    expect(requested).toEqual([]);

    reportPaint(banner);
    expect(requested).toEqual(everything);
  });

  it('starts a moment after the visible images have loaded when none is the largest paint', async () => {
    let decode = () => {};
    image({ decoded: new Promise<void>((resolve) => (decode = resolve)) });
    start();
    await frame();
    reportPaint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested).toEqual([]);

    decode();
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_MS - 1);
    expect(requested).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested).toEqual(everything);
  });

  it('does not wait for images below the first viewport', async () => {
    image({ top: 5000, decoded: new Promise(() => {}) });
    start();
    await frame();
    reportPaint();
    expect(requested).toEqual(everything);
  });

  it('starts after the first frame in a browser that reports no paints', async () => {
    reportsPaints = false;
    start();
    expect(requested).toEqual([]);
    await frame();
    expect(requested).toEqual(everything);
  });

  it('starts at once on the shopper’s first key or touch, and only once', async () => {
    image({ decoded: new Promise(() => {}) });
    start();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(requested).toEqual(everything);

    window.dispatchEvent(new Event('touchstart'));
    await frame();
    reportPaint();
    expect(requested).toEqual(everything);
  });

  it('starts at the latest after latestMs, whatever the page is waiting for', async () => {
    image({ decoded: new Promise(() => {}) });
    start();
    await vi.advanceTimersByTimeAsync(LATEST_MS - 1);
    expect(requested).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested).toEqual(everything);
  });
});
