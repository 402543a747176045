import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_URL, server } from '@bonis/test-utils';
import { randomUuid, startVitals, type MeasuredMetric, type VitalsConfig } from './start-vitals';
import { defaultTransportKind, recordUrl, type VitalsBatch } from './transport';

/** What reached record_web_vitals over HTTP. */
interface Arrival {
  contentType: string;
  apikeyHeader: string | null;
  apikeyQuery: string | null;
  batch: VitalsBatch;
}

let arrivals: Arrival[];
/** The options of each request the reporter made with fetch (happy-dom's Request drops `keepalive`). */
let fetchOptions: (RequestInit | undefined)[];

/** record_web_vitals as PostgREST answers it, recording what each request carried. */
function receiveBatches() {
  server.use(
    http.post(recordUrl(SUPABASE_TEST_URL), async ({ request }) => {
      const contentType = request.headers.get('content-type') ?? '';
      const text = await request.text();
      const batch = contentType.startsWith('application/x-www-form-urlencoded')
        ? (JSON.parse(new URLSearchParams(text).get('p_batch') ?? 'null') as VitalsBatch)
        : (JSON.parse(text) as { p_batch: VitalsBatch }).p_batch;
      arrivals.push({
        contentType,
        apikeyHeader: request.headers.get('apikey'),
        apikeyQuery: new URL(request.url).searchParams.get('apikey'),
        batch,
      });
      return HttpResponse.json({ recorded: batch.metrics.length });
    }),
  );
}

/** web-vitals' observers, reported to by hand. */
function fakeWebVitals() {
  const reporters = new Map<string, (metric: MeasuredMetric) => void>();
  const options = new Map<string, { reportAllChanges?: boolean } | undefined>();
  const observe =
    (name: string) =>
    (report: (metric: MeasuredMetric) => void, opts?: { reportAllChanges?: boolean }) => {
      reporters.set(name, report);
      options.set(name, opts);
    };
  return {
    observers: {
      onLCP: observe('LCP'),
      onINP: observe('INP'),
      onCLS: observe('CLS'),
      onTTFB: observe('TTFB'),
      onFCP: observe('FCP'),
    },
    options,
    report(
      name: MeasuredMetric['name'],
      value: number,
      id = `v6-${name}`,
      navigationType = 'navigate',
    ) {
      const report = reporters.get(name);
      if (!report) throw new Error(`${name} is not observed`);
      report({ name, value, id, navigationType });
    },
  };
}

/** The document's navigation entry: its URL and the server's `Server-Timing: render`. */
const documentTimings = (url: string, render?: string) =>
  ({
    getEntriesByType: (type: string) =>
      type === 'navigation'
        ? [
            {
              name: url,
              serverTiming: render ? [{ name: 'render', description: render, duration: 0 }] : [],
            },
          ]
        : [],
  }) as unknown as Pick<Performance, 'getEntriesByType'>;

/** What a remote draws: its page root with its route pattern and release. */
function drawPage(remote: string, route: string, release: string) {
  const root = document.createElement('section');
  root.dataset.remote = remote;
  root.dataset.route = route;
  root.dataset.release = release;
  document.body.replaceChildren(root);
}

let visibility: DocumentVisibilityState = 'visible';
const hidePage = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};
const showPage = () => {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
};

let stops: (() => void)[] = [];
let ids = 0;

function start(
  options: {
    url?: string;
    render?: string;
    config?: Partial<VitalsConfig>;
    webVitals?: ReturnType<typeof fakeWebVitals>;
  } = {},
) {
  const webVitals = options.webVitals ?? fakeWebVitals();
  const stop = startVitals(
    {
      supabase: { url: SUPABASE_TEST_URL, anonKey: SUPABASE_TEST_ANON_KEY },
      shellRelease: '0.1.0',
      transport: 'fetch',
      ...options.config,
    },
    {
      window,
      performance: documentTimings(
        options.url ?? `http://localhost:3000${window.location.pathname}`,
        options.render,
      ),
      observers: webVitals.observers,
      fetch: (input, init) => {
        fetchOptions.push(init);
        return fetch(input, init);
      },
      randomId: () => `00000000-0000-4000-8000-00000000000${(ids += 1)}`,
    },
  );
  stops.push(stop);
  return webVitals;
}

/** Stands in for `navigator.sendBeacon`: the browser posts it as a keepalive request. */
function beacon(queue: boolean) {
  Object.defineProperty(window.navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: BodyInit) => {
      if (queue) void fetch(url, { method: 'POST', body: data, keepalive: true });
      return queue;
    },
  });
}

beforeEach(() => {
  arrivals = [];
  fetchOptions = [];
  ids = 0;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  window.history.replaceState(null, '', '/product/7');
  drawPage('mfe-catalog', '/product/:id', '0.4.0');
  receiveBatches();
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(window.navigator, 'sendBeacon');
});

describe('real-user vitals', () => {
  it('sends the page view’s five metrics in one batch when the page is hidden, labelled with the route pattern, the app, the releases, the render source and the device', async () => {
    const webVitals = start({ render: 'server' });
    webVitals.report('TTFB', 312.46);
    webVitals.report('FCP', 905);
    webVitals.report('LCP', 2104.25);
    webVitals.report('CLS', 0.021234);
    webVitals.report('INP', 88);
    expect(arrivals).toEqual([]);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    const route = {
      route: '/product/:id',
      remote: 'catalog',
      render: 'server',
      navigation: 'navigate',
    };
    expect(arrivals[0]?.batch).toEqual({
      page_view: '00000000-0000-4000-8000-000000000001',
      device: window.innerWidth < 768 ? 'mobile' : 'desktop',
      releases: { catalog: '0.4.0', shell: '0.1.0' },
      metrics: [
        { name: 'TTFB', value: 312.5, ...route },
        { name: 'FCP', value: 905, ...route },
        { name: 'LCP', value: 2104.3, ...route },
        { name: 'CLS', value: 0.0212, ...route },
        { name: 'INP', value: 88, ...route },
      ],
    });
    // nothing of the URL itself, nor who browses
    expect(JSON.stringify(arrivals[0]?.batch)).not.toContain('/product/7');
  });

  it('follows INP and CLS as they grow and sends each once, with its last value', async () => {
    const webVitals = start();
    expect(webVitals.options.get('INP')).toEqual({ reportAllChanges: true });
    expect(webVitals.options.get('CLS')).toEqual({ reportAllChanges: true });
    webVitals.report('CLS', 0.01);
    webVitals.report('CLS', 0.2);
    webVitals.report('INP', 120);
    webVitals.report('INP', 560);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(arrivals[0]?.batch.metrics.map((m) => `${m.name} ${m.value}`)).toEqual([
      'CLS 0.2',
      'INP 560',
    ]);
  });

  it('sends nothing while the page stays visible, and a measurement only once', async () => {
    const webVitals = start();
    webVitals.report('LCP', 1500);
    window.dispatchEvent(new Event('scroll'));
    showPage();
    expect(arrivals).toEqual([]);

    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(arrivals).toHaveLength(1));

    // the shopper comes back and CLS grows: the next hide sends only that
    showPage();
    webVitals.report('CLS', 0.3);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(arrivals).toHaveLength(2));
    expect(arrivals[1]?.batch.metrics.map((m) => m.name)).toEqual(['CLS']);
    expect(arrivals[1]?.batch.page_view).toBe(arrivals[0]?.batch.page_view);
  });

  it('labels the load metrics with the landing page and INP with the page reached in the browser', async () => {
    const webVitals = start({ render: 'cache' });
    webVitals.report('LCP', 1900);
    // the shopper goes to the cart: checkout draws it in the browser
    window.history.pushState(null, '', '/cart');
    drawPage('mfe-checkout', '/cart', '0.3.0');
    webVitals.report('INP', 240);
    webVitals.report('FCP', 800);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    const batch = arrivals[0]?.batch;
    expect(batch?.metrics).toEqual([
      {
        name: 'LCP',
        value: 1900,
        route: '/product/:id',
        remote: 'catalog',
        render: 'cache',
        navigation: 'navigate',
      },
      {
        name: 'INP',
        value: 240,
        route: '/cart',
        remote: 'checkout',
        render: 'browser',
        navigation: 'navigate',
      },
      // the landing page's, even though the page root now is the cart's (from the route table)
      {
        name: 'FCP',
        value: 800,
        route: '/product/:id',
        remote: 'catalog',
        render: 'cache',
        navigation: 'navigate',
      },
    ]);
    // both remotes were loaded on the page
    expect(batch?.releases).toEqual({ catalog: '0.4.0', checkout: '0.3.0', shell: '0.1.0' });
  });

  it('labels a page with no render header as drawn by the browser, and a route the table doesn’t know as not found', async () => {
    window.history.replaceState(null, '', '/no/existe/aqui');
    document.body.replaceChildren();
    const webVitals = start();
    webVitals.report('LCP', 1200);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(arrivals[0]?.batch.metrics).toEqual([
      {
        name: 'LCP',
        value: 1200,
        route: '*',
        remote: 'shell',
        render: 'browser',
        navigation: 'navigate',
      },
    ]);
  });

  it('starts a new page view when the page comes back from the back/forward cache', async () => {
    const webVitals = start();
    webVitals.report('LCP', 1000);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(arrivals).toHaveLength(1));

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    webVitals.report('LCP', 40, 'v6-LCP-restored', 'back-forward-cache');
    window.dispatchEvent(new Event('pagehide'));

    await waitFor(() => expect(arrivals).toHaveLength(2));
    expect(arrivals[1]?.batch.page_view).not.toBe(arrivals[0]?.batch.page_view);
    expect(arrivals[1]?.batch.metrics[0]).toMatchObject({
      value: 40,
      navigation: 'back-forward-cache',
    });
  });

  it('splits more than 20 measurements into batches of 20 of the same page view', async () => {
    const webVitals = start();
    for (let i = 0; i < 25; i += 1) webVitals.report('CLS', 0.01, `v6-CLS-${i}`);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(2));
    expect(arrivals.map((arrival) => arrival.batch.metrics.length).sort()).toEqual([20, 5]);
    expect(new Set(arrivals.map((arrival) => arrival.batch.page_view)).size).toBe(1);
  });

  it('leaves out a value the database would refuse, so the rest of the batch arrives', async () => {
    const webVitals = start();
    webVitals.report('LCP', 700_000);
    webVitals.report('FCP', 650);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(arrivals[0]?.batch.metrics.map((m) => m.name)).toEqual(['FCP']);
  });

  it('sends the batch with fetch, keepalive, the key in the apikey header and JSON, when the deployment asks for fetch', async () => {
    const webVitals = start({ config: { transport: 'fetch' } });
    webVitals.report('LCP', 1000);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(arrivals[0]).toMatchObject({
      contentType: 'application/json',
      apikeyHeader: SUPABASE_TEST_ANON_KEY,
      apikeyQuery: null,
    });
    expect(fetchOptions).toMatchObject([{ method: 'POST', keepalive: true }]);
  });

  it('beacons a hosted project the batch as a form field, the key in the query string (a beacon sends no headers)', async () => {
    expect(defaultTransportKind('https://abcd.supabase.co')).toBe('beacon');
    expect(defaultTransportKind('http://127.0.0.1:54321')).toBe('beacon');
    beacon(true);
    const webVitals = start({ config: { transport: 'beacon' } });
    webVitals.report('TTFB', 420);

    window.dispatchEvent(new Event('pagehide'));

    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(arrivals[0]).toMatchObject({
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/) as unknown,
      apikeyHeader: null,
      apikeyQuery: SUPABASE_TEST_ANON_KEY,
    });
    expect(arrivals[0]?.batch.metrics).toMatchObject([{ name: 'TTFB', value: 420 }]);
    // the browser sent it: the reporter made no request of its own
    expect(fetchOptions).toEqual([]);
  });

  it('sends the batch with fetch when the browser won’t queue the beacon', async () => {
    beacon(false);
    const webVitals = start({ config: { transport: 'beacon' } });
    webVitals.report('TTFB', 420);

    hidePage();

    await waitFor(() => expect(arrivals).toHaveLength(1));
    expect(arrivals[0]).toMatchObject({
      contentType: 'application/json',
      apikeyHeader: SUPABASE_TEST_ANON_KEY,
    });
  });

  it('makes random v4 page view ids without crypto.randomUUID', () => {
    const id = randomUuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(id);
  });
});
