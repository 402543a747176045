#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:lighthouse`: Lighthouse's performance audit (mobile emulation with its default
 * simulated throttling: Moto G Power, slow 4G) of the production build served locally, in
 * Debian's Chromium, on the home page and a product page. Each page runs RUNS times and the
 * median run (by score) is printed with its LCP, CLS, TBT, FCP, Speed Index, the JavaScript it
 * transferred and the largest scripts. It prints figures; it does not pass or fail.
 *
 *   npm run bench:lighthouse                 # build, then audit
 *   node tooling/scripts/bench-lighthouse.mjs --runs 5 --json .tmp/lighthouse.json
 *   node tooling/scripts/bench-lighthouse.mjs --lhr .tmp/lhr   # also each page's full median report
 *   node tooling/scripts/bench-lighthouse.mjs --desktop        # Lighthouse's desktop preset instead
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium.mjs';
import { startStore } from '../src/serve.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    lhr: { type: 'string' },
    desktop: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 3);
const BASE_PORT = 4700;
const SUPABASE_PORT = 4750;
/** A seeded product with a discount (Chunky Cachorros Pollo 4 kg). */
const PRODUCT_ID = 'db279cee-1fbb-548c-a7bf-a398f77c9845';
const PAGES = ['/', `/product/${PRODUCT_ID}`];

const supabase = await startSupabaseLocal({
  args: [
    '--port',
    String(SUPABASE_PORT),
    '--data-dir',
    '.tmp/lighthouse-supabase',
    '--reset',
    '--runtime-config',
    'none',
  ],
});
const store = await startStore({
  basePort: BASE_PORT,
  supabase: { url: supabase.url, anonKey: supabase.anonKey },
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  // chrome-launcher adds --headless itself when asked; the rest are the project's flags
  chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
});

/** @param {number} value @param {number} [digits] */
const round = (value, digits = 0) => Number(value.toFixed(digits));

try {
  /** @type {Record<string, unknown>[]} */
  const rows = [];
  /** @type {Record<string, unknown>} */
  const details = {};
  for (const path of PAGES) {
    /** @type {import('lighthouse').RunnerResult['lhr'][]} */
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `${store.url}${path}`,
        {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        },
        values.desktop ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      reports.push(result.lhr);
    }
    reports.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const median = reports[Math.floor(reports.length / 2)];
    if (!median) continue;
    if (values.lhr) {
      mkdirSync(values.lhr, { recursive: true });
      const file = join(
        values.lhr,
        `${path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-/, '')}.json`,
      );
      writeFileSync(file, JSON.stringify(median));
    }
    const audit = (/** @type {string} */ id) => median.audits[id]?.numericValue ?? Number.NaN;
    /** @type {{ url: string; transferSize: number; resourceType?: string }[]} */
    const requests = /** @type {any} */ (median.audits['network-requests']?.details)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    rows.push({
      page: path.length > 20 ? `${path.slice(0, 20)}…` : path,
      score: Math.round((median.categories.performance?.score ?? 0) * 100),
      'all runs': reports
        .map((report) => Math.round((report.categories.performance?.score ?? 0) * 100))
        .join(' '),
      'LCP s': round(audit('largest-contentful-paint') / 1000, 2),
      CLS: round(audit('cumulative-layout-shift'), 3),
      'TBT ms': round(audit('total-blocking-time')),
      'FCP s': round(audit('first-contentful-paint') / 1000, 2),
      'SI s': round(audit('speed-index') / 1000, 2),
      'JS KB': round(scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024, 1),
    });
    details[path] = {
      largestScripts: scripts
        .sort((a, b) => b.transferSize - a.transferSize)
        .slice(0, 8)
        .map((request) => ({
          url: request.url.replace(/^https?:\/\/[^/]+/, ''),
          kb: round(request.transferSize / 1024, 1),
        })),
      lcpElement: /** @type {any} */ (median.audits['largest-contentful-paint-element']?.details)
        ?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  }
  const preset = values.desktop ? 'desktop preset' : 'mobile emulation';
  console.log(`\nLighthouse performance, ${preset}, median of ${RUNS} run(s) per page\n`);
  console.table(rows);
  for (const [path, detail] of Object.entries(details)) {
    console.log(`\n${path}`);
    console.log(JSON.stringify(detail, null, 2));
  }
  if (values.json) writeFileSync(values.json, JSON.stringify({ rows, details }, null, 2));
} finally {
  chrome.kill();
  await store.close();
  await supabase.stop();
}
