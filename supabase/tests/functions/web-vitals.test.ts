import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DB_MESSAGES } from '@bonis/supabase-client';
import {
  anonClient,
  lit,
  newAdmin,
  newShopper,
  newStaff,
  serviceRoleClient,
  sql,
  type Client,
  type Shopper,
} from '../support/db';
import {
  attack,
  attackMatrix,
  expectNoExecute,
  expectNoTablePrivilege,
  expectNotAuthorized,
  expectNothingVisible,
} from '../support/attacks';
import { refusal, sqlOne, succeeds } from '../support/checkout';

/**
 * Real-user vitals (migration 20261208100000_web_vitals.sql): browsers record measurements only
 * through `record_web_vitals`, which checks every field and limits how many arrive; only admins
 * read them, through `web_vitals_summary`.
 */

interface Metric {
  name: string;
  value: unknown;
  route: string;
  remote: string;
  render: string;
  navigation: string;
}

interface Batch {
  page_view: string;
  device: string;
  releases: Record<string, string>;
  metrics: Metric[];
}

interface SummaryRow {
  route: string;
  remote: string;
  release: string;
  metric: string;
  p75: number;
  samples: number;
}

/** Page views this file recorded, removed after it. */
const pageViews: string[] = [];

function newPageView(): string {
  const id = crypto.randomUUID();
  pageViews.push(id);
  return id;
}

/** A route pattern of this file's own (letters only: no digit run the database would refuse). */
function ownRoute(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `/prueba-${letters}/:id`;
}

const ROUTE = ownRoute();

function metric(overrides: Partial<Metric> = {}): Metric {
  return {
    name: 'LCP',
    value: 1800,
    route: ROUTE,
    remote: 'catalog',
    render: 'server',
    navigation: 'navigate',
    ...overrides,
  };
}

function batch(overrides: Partial<Batch> = {}): Batch {
  return {
    page_view: overrides.page_view ?? newPageView(),
    device: 'mobile',
    releases: { shell: '0.1.0', catalog: '0.4.0' },
    metrics: [metric()],
    ...overrides,
  };
}

const record = (client: Client, value: unknown) =>
  client.rpc('record_web_vitals', { p_batch: value as never });

const rowsOfPageView = (pageView: string) =>
  sql<Record<string, unknown>>(
    `select * from public.web_vitals where page_view_id = ${lit(pageView)} order by id`,
  );

afterAll(async () => {
  if (pageViews.length === 0) return;
  await sql(
    `delete from public.web_vitals where page_view_id in (${pageViews.map(lit).join(', ')})`,
  );
});

describe('record_web_vitals', () => {
  it('records an anonymous visitor’s batch with its labels and the database’s rating, and nothing about who sent it', async () => {
    const sent = batch({
      releases: { shell: '0.1.0', catalog: '2026.12.08-canary' },
      metrics: [
        metric({ name: 'LCP', value: 4200.5 }),
        metric({ name: 'CLS', value: 0.12, render: 'cache', navigation: 'reload' }),
        metric({ name: 'INP', value: 150, route: '/', remote: 'shell', render: 'browser' }),
      ],
    });

    const answer = await succeeds<{ recorded: number }>(record(anonClient(), sent));

    expect(answer).toEqual({ recorded: 3 });
    const rows = await rowsOfPageView(sent.page_view);
    expect(
      rows.map(({ metric, value, rating, route, remote, render_source, navigation_type }) => ({
        metric,
        value,
        rating,
        route,
        remote,
        render_source,
        navigation_type,
      })),
    ).toEqual([
      {
        metric: 'LCP',
        value: 4200.5,
        rating: 'poor',
        route: ROUTE,
        remote: 'catalog',
        render_source: 'server',
        navigation_type: 'navigate',
      },
      {
        metric: 'CLS',
        value: 0.12,
        rating: 'needs-improvement',
        route: ROUTE,
        remote: 'catalog',
        render_source: 'cache',
        navigation_type: 'reload',
      },
      {
        metric: 'INP',
        value: 150,
        rating: 'good',
        route: '/',
        remote: 'shell',
        render_source: 'browser',
        navigation_type: 'navigate',
      },
    ]);
    expect(rows[0]).toMatchObject({
      device: 'mobile',
      releases: { shell: '0.1.0', catalog: '2026.12.08-canary' },
    });
    // a measurement, its labels and a random page view: no user, no address, no URL
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'created_at',
      'device',
      'id',
      'metric',
      'navigation_type',
      'page_view_id',
      'rating',
      'releases',
      'remote',
      'render_source',
      'route',
      'value',
    ]);
  });

  it('records a signed-in shopper’s batch the same way, without their id', async () => {
    const shopper = await newShopper();
    const sent = batch({ device: 'desktop' });

    await succeeds(record(shopper.client, sent));

    const rows = await rowsOfPageView(sent.page_view);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(shopper.id);
  });

  it('takes the batch as a beacon sends it: a form field holding the JSON (a CORS-safelisted body)', async () => {
    const sent = batch({ metrics: [metric({ name: 'TTFB', value: 320 })] });
    const response = await fetch(`${inject('apiUrl')}/rest/v1/rpc/record_web_vitals`, {
      method: 'POST',
      headers: { apikey: inject('anonKey') },
      body: new URLSearchParams({ p_batch: JSON.stringify(sent) }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recorded: 1 });
    expect(await rowsOfPageView(sent.page_view)).toMatchObject([
      { metric: 'TTFB', value: 320, rating: 'good' },
    ]);
  });

  const invalid: [string, unknown, string][] = [
    ['a batch that is not an object', [metric()], DB_MESSAGES.webVitalsBatchInvalid],
    ['a form field that is not JSON', '{"page_view":', DB_MESSAGES.webVitalsBatchInvalid],
    [
      'a page view that is not a uuid',
      batch({ page_view: 'ana@example.com' }),
      DB_MESSAGES.webVitalsPageViewInvalid,
    ],
    [
      'a device other than mobile or desktop',
      batch({ device: 'tablet' }),
      DB_MESSAGES.webVitalsDeviceInvalid,
    ],
    [
      'releases of an unknown app',
      batch({ releases: { intruder: '1.0.0' } }),
      DB_MESSAGES.webVitalsReleasesInvalid,
    ],
    [
      'a release with spaces',
      batch({ releases: { shell: 'mi versión' } }),
      DB_MESSAGES.webVitalsReleasesInvalid,
    ],
    [
      'an unknown metric',
      batch({ metrics: [metric({ name: 'FID' })] }),
      DB_MESSAGES.webVitalsMetricInvalid,
    ],
    [
      'a value given as text',
      batch({ metrics: [metric({ value: '1800' })] }),
      DB_MESSAGES.webVitalsValueInvalid,
    ],
    [
      'a negative value',
      batch({ metrics: [metric({ value: -1 })] }),
      DB_MESSAGES.webVitalsValueInvalid,
    ],
    [
      'a CLS above 100',
      batch({ metrics: [metric({ name: 'CLS', value: 101 })] }),
      DB_MESSAGES.webVitalsValueInvalid,
    ],
    [
      'a concrete product URL',
      batch({ metrics: [metric({ route: '/product/12345' })] }),
      DB_MESSAGES.webVitalsRouteInvalid,
    ],
    [
      'a URL with a query string',
      batch({ metrics: [metric({ route: '/search?q=collar' })] }),
      DB_MESSAGES.webVitalsRouteInvalid,
    ],
    [
      'a full URL',
      batch({ metrics: [metric({ route: 'https://bonis.co/cart' })] }),
      DB_MESSAGES.webVitalsRouteInvalid,
    ],
    [
      'a route carrying an id',
      batch({ metrics: [metric({ route: '/orders/3f2a9c1be4d07a65' })] }),
      DB_MESSAGES.webVitalsRouteInvalid,
    ],
    [
      'a route longer than 120 characters',
      batch({ metrics: [metric({ route: `/${'a'.repeat(120)}` })] }),
      DB_MESSAGES.webVitalsRouteInvalid,
    ],
    [
      'an unknown app',
      batch({ metrics: [metric({ remote: 'mfe-evil' })] }),
      DB_MESSAGES.webVitalsRemoteInvalid,
    ],
    [
      'an unknown render source',
      batch({ metrics: [metric({ render: 'cdn' })] }),
      DB_MESSAGES.webVitalsRenderInvalid,
    ],
    [
      'an unknown navigation type',
      batch({ metrics: [metric({ navigation: 'teleport' })] }),
      DB_MESSAGES.webVitalsNavigationInvalid,
    ],
  ];

  it.each(invalid)(
    'refuses %s, saying what is wrong, and records nothing of the batch',
    async (_, sent, message) => {
      const before = await sqlOne<{ n: number }>(
        'select count(*)::int as n from public.web_vitals',
      );
      expect(await refusal(record(anonClient(), sent))).toEqual({ code: '22023', message });
      const after = await sqlOne<{ n: number }>('select count(*)::int as n from public.web_vitals');
      expect(after.n).toBe(before.n);
    },
  );

  it('refuses one bad measurement in a batch without recording the good ones', async () => {
    const sent = batch({ metrics: [metric(), metric({ name: 'FCP', route: '/product/98765' })] });
    expect(await refusal(record(anonClient(), sent))).toEqual({
      code: '22023',
      message: DB_MESSAGES.webVitalsRouteInvalid,
    });
    expect(await rowsOfPageView(sent.page_view)).toEqual([]);
  });

  it('takes at most 20 measurements in one batch, and at least one', async () => {
    const twenty = batch({
      metrics: Array.from({ length: 20 }, () => metric({ name: 'CLS', value: 0.01 })),
    });
    expect(await succeeds(record(anonClient(), twenty))).toEqual({ recorded: 20 });

    const tooMany = batch({ metrics: Array.from({ length: 21 }, () => metric()) });
    expect(await refusal(record(anonClient(), tooMany))).toEqual({
      code: '22023',
      message: DB_MESSAGES.webVitalsBatchSize,
    });
    expect(await rowsOfPageView(tooMany.page_view)).toEqual([]);

    expect(await refusal(record(anonClient(), batch({ metrics: [] })))).toEqual({
      code: '22023',
      message: DB_MESSAGES.webVitalsBatchSize,
    });
  });

  it('takes at most 60 measurements from one page view, answering 429 after that', async () => {
    const pageView = newPageView();
    const full = () =>
      batch({
        page_view: pageView,
        metrics: Array.from({ length: 20 }, () => metric({ name: 'INP', value: 90 })),
      });
    for (let i = 0; i < 3; i += 1) await succeeds(record(anonClient(), full()));

    const result = await record(anonClient(), batch({ page_view: pageView }));

    expect(result.status).toBe(429);
    expect(result.error).toMatchObject({
      code: 'PT429',
      message: DB_MESSAGES.webVitalsPageViewFull,
    });
    expect(await rowsOfPageView(pageView)).toHaveLength(60);
  });

  describe('from every browser together', () => {
    let original: number;
    beforeAll(async () => {
      original = (
        await sqlOne<{ max_hits: number }>(
          `select max_hits from private.rate_limits where bucket = 'web_vitals'`,
        )
      ).max_hits;
    });
    afterAll(async () => {
      await sql(
        `update private.rate_limits set max_hits = ${original} where bucket = 'web_vitals'`,
      );
    });

    it('takes the minute’s measurements up to the limit, then refuses more with 429', async () => {
      const { n } = await sqlOne<{ n: number }>(
        `select count(*)::int as n from public.web_vitals where created_at > now() - interval '1 minute'`,
      );
      await sql(`update private.rate_limits set max_hits = ${n + 3} where bucket = 'web_vitals'`);

      await succeeds(record(anonClient(), batch({ metrics: [metric(), metric(), metric()] })));
      const late = batch();
      const result = await record(anonClient(), late);

      expect(result.status).toBe(429);
      expect(result.error).toMatchObject({ code: 'PT429', message: DB_MESSAGES.webVitalsTooMany });
      expect(await rowsOfPageView(late.page_view)).toEqual([]);
    });
  });
});

describe('web_vitals_summary', () => {
  let admin: Shopper;
  const route = ownRoute();
  const since = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const summary = (args: { p_release?: string; p_device?: string; p_render?: string } = {}) =>
    admin.client.rpc('web_vitals_summary', { p_since: since(), ...args });
  const ours = (rows: SummaryRow[]) => rows.filter((row) => row.route === route);

  beforeAll(async () => {
    admin = await newAdmin();
    const lcp = (value: number, release: string, device = 'mobile', render = 'server') =>
      record(
        anonClient(),
        batch({
          device,
          releases: { shell: '0.1.0', catalog: release },
          metrics: [
            metric({ route, value, render }),
            metric({ route, name: 'TTFB', value: value / 10, render }),
          ],
        }),
      );
    for (const value of [1000, 2000, 3000, 4000]) await succeeds(lcp(value, '0.4.0'));
    await succeeds(lcp(5000, '0.5.0', 'desktop', 'cache'));
    // one page view reports CLS twice as it grows: only its last value counts
    const pageView = newPageView();
    for (const value of [0.05, 0.3]) {
      await succeeds(
        record(
          anonClient(),
          batch({
            page_view: pageView,
            releases: { shell: '0.1.0', catalog: '0.5.0' },
            metrics: [metric({ route, name: 'CLS', value, render: 'cache' })],
          }),
        ),
      );
    }
  });

  it('gives an admin the 75th percentile of each metric per route, app and release, with its page views', async () => {
    const rows = ours(await succeeds<SummaryRow[]>(summary()));

    expect(rows).toEqual([
      { route, remote: 'catalog', release: '0.4.0', metric: 'LCP', p75: 3250, samples: 4 },
      { route, remote: 'catalog', release: '0.4.0', metric: 'TTFB', p75: 325, samples: 4 },
      { route, remote: 'catalog', release: '0.5.0', metric: 'CLS', p75: 0.3, samples: 1 },
      { route, remote: 'catalog', release: '0.5.0', metric: 'LCP', p75: 5000, samples: 1 },
      { route, remote: 'catalog', release: '0.5.0', metric: 'TTFB', p75: 500, samples: 1 },
    ]);
  });

  it('narrows to one release, one device or one render source', async () => {
    const releases = ours(await succeeds<SummaryRow[]>(summary({ p_release: '0.5.0' })));
    expect(new Set(releases.map((row) => row.release))).toEqual(new Set(['0.5.0']));
    expect(releases).toHaveLength(3);

    const desktop = ours(await succeeds<SummaryRow[]>(summary({ p_device: 'desktop' })));
    expect(desktop.map((row) => `${row.metric} ${row.p75}`)).toEqual(['LCP 5000', 'TTFB 500']);

    const server = ours(await succeeds<SummaryRow[]>(summary({ p_render: 'server' })));
    expect(server.map((row) => `${row.release} ${row.metric} ${row.samples}`)).toEqual([
      '0.4.0 LCP 4',
      '0.4.0 TTFB 4',
    ]);
  });

  it('leaves out what was measured before p_since', async () => {
    const rows = ours(
      await succeeds<SummaryRow[]>(
        admin.client.rpc('web_vitals_summary', {
          p_since: new Date(Date.now() + 60_000).toISOString(),
        }),
      ),
    );
    expect(rows).toEqual([]);
  });
});

attackMatrix('web vitals', () => {
  let shopper: Shopper;
  let staff: Shopper;
  const anon = anonClient();
  let recorded: string;

  beforeAll(async () => {
    shopper = await newShopper();
    staff = await newStaff();
    const sent = batch();
    await succeeds(record(anon, sent));
    recorded = sent.page_view;
  });

  attack('an anonymous visitor cannot read the measurements', async () => {
    expectNothingVisible(await anon.from('web_vitals').select('*').eq('page_view_id', recorded));
  });

  attack('a shopper cannot read the measurements, even the ones they sent', async () => {
    expectNothingVisible(
      await shopper.client.from('web_vitals').select('*').eq('page_view_id', recorded),
    );
  });

  attack('an anonymous visitor cannot insert a measurement around the function', async () => {
    const result = await anon.from('web_vitals').insert({
      page_view_id: crypto.randomUUID(),
      metric: 'LCP',
      value: 1,
      rating: 'good',
      route: '/',
      remote: 'shell',
      render_source: 'server',
      navigation_type: 'navigate',
      device: 'mobile',
    });
    expectNoTablePrivilege(result, 'web_vitals', 'anon');
  });

  attack('a shopper cannot change or delete a measurement', async () => {
    const before = await rowsOfPageView(recorded);
    expectNoTablePrivilege(
      await shopper.client.from('web_vitals').update({ value: 0 }).eq('page_view_id', recorded),
      'web_vitals',
      'authenticated',
    );
    expectNoTablePrivilege(
      await shopper.client.from('web_vitals').delete().eq('page_view_id', recorded),
      'web_vitals',
      'authenticated',
    );
    expect(await rowsOfPageView(recorded)).toEqual(before);
  });

  attack('an admin reads the measurements, but cannot change them either', async () => {
    const admin = await newAdmin();
    const { data, error } = await admin.client
      .from('web_vitals')
      .select('metric')
      .eq('page_view_id', recorded);
    expect(error).toBeNull();
    expect(data).toEqual([{ metric: 'LCP' }]);
    expectNoTablePrivilege(
      await admin.client.from('web_vitals').delete().eq('page_view_id', recorded),
      'web_vitals',
      'authenticated',
    );
  });

  attack('an anonymous visitor cannot call the summary', async () => {
    expectNoExecute(
      await anon.rpc('web_vitals_summary', { p_since: new Date(0).toISOString() }),
      'web_vitals_summary',
      'anon',
    );
  });

  attack('a shopper cannot read the summary', async () => {
    expectNotAuthorized(
      await shopper.client.rpc('web_vitals_summary', { p_since: new Date(0).toISOString() }),
      DB_MESSAGES.notAuthorized,
      'authenticated',
    );
  });

  attack("staff ('Personal') cannot read the summary: it is the admin's", async () => {
    expectNotAuthorized(
      await staff.client.rpc('web_vitals_summary', { p_since: new Date(0).toISOString() }),
      DB_MESSAGES.staffCannotAct,
      'authenticated',
    );
  });

  attack('nobody but the service role purges measurements', async () => {
    expectNoExecute(await anon.rpc('purge_web_vitals'), 'purge_web_vitals', 'anon');
    expectNoExecute(
      await shopper.client.rpc('purge_web_vitals'),
      'purge_web_vitals',
      'authenticated',
    );
  });
});

describe('purge_web_vitals', () => {
  it('deletes measurements older than 90 days and keeps the newer ones', async () => {
    const old = batch();
    const recent = batch();
    await succeeds(record(anonClient(), old));
    await succeeds(record(anonClient(), recent));
    await sql(
      `update public.web_vitals set created_at = now() - interval '91 days' where page_view_id = ${lit(old.page_view)}`,
    );

    const { data, error } = await serviceRoleClient().rpc('purge_web_vitals');

    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    expect(await rowsOfPageView(old.page_view)).toEqual([]);
    expect(await rowsOfPageView(recent.page_view)).toHaveLength(1);
  });

  it('is scheduled daily, as the store’s other jobs', async () => {
    expect(
      await sql(`select schedule, command from cron.job where jobname = 'purge-web-vitals'`),
    ).toEqual([{ schedule: '41 3 * * *', command: 'select public.purge_web_vitals()' }]);
  });
});
