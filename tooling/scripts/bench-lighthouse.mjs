#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:lighthouse`: Lighthouse's performance audit of the production build served
 * locally, in Debian's Chromium, on the home page, a product page, /all-products, /dogs and
 * /membership, with Lighthouse's mobile preset (its default: Moto G Power emulation, simulated
 * slow 4G) and its desktop preset. Each page runs RUNS times per preset; it prints, per preset,
 * each page's medians (every metric's own median: score, LCP, TBT, CLS, FCP, Speed Index,
 * JavaScript transferred and its requests), then every run, then the largest scripts, the long
 * tasks and the LCP element of each page's median run (by score). It prints figures; it does not
 * pass or fail.
 *
 * Each run is also audited a second time from its own trace with every main-thread task lasting
 * its CPU time (`CPU score`, `CPU TBT`, src/cpu-time.mjs): on a busy shared machine the wall-time
 * figures mostly measure the other processes; these say what the page itself costs.
 *
 *   npm run bench:lighthouse                 # build, then audit (both presets, 3 runs)
 *   node tooling/scripts/bench-lighthouse.mjs --runs 5 --json .tmp/lighthouse.json
 *   node tooling/scripts/bench-lighthouse.mjs --lhr .tmp/lhr   # also each page's median report
 *   node tooling/scripts/bench-lighthouse.mjs --preset mobile  # one preset (mobile|desktop|both)
 *   node tooling/scripts/bench-lighthouse.mjs --desktop        # same as --preset desktop
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium.mjs';
import { withThreadTime } from '../src/cpu-time.mjs';
import { startStore } from '../src/serve.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    lhr: { type: 'string' },
    preset: { type: 'string', default: 'both' },
    desktop: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 3);
const PRESET = values.desktop ? 'desktop' : values.preset;
if (PRESET !== 'mobile' && PRESET !== 'desktop' && PRESET !== 'both') {
  console.error(`--preset must be mobile, desktop or both (got ${PRESET})`);
  process.exit(2);
}
/** @type {Array<'mobile' | 'desktop'>} */
const PRESETS = PRESET === 'both' ? ['mobile', 'desktop'] : [PRESET];
const BASE_PORT = 4700;
const SUPABASE_PORT = 4750;
/** A seeded product with a discount (Chunky Cachorros Pollo 4 kg). */
const PRODUCT_ID = 'db279cee-1fbb-548c-a7bf-a398f77c9845';
const PAGES = ['/', `/product/${PRODUCT_ID}`, '/all-products', '/dogs', '/membership'];

/**
 * @typedef {import('lighthouse').RunnerResult['lhr']} Report
 * @typedef {{ score: number, lcpS: number, tbtMs: number, cls: number, fcpS: number, siS: number, jsKb: number, jsRequests: number, cpuScore: number, cpuTbtMs: number }} Figures
 */

/** @param {number} value @param {number} [digits] */
const round = (value, digits = 0) => Number(value.toFixed(digits));

/** @param {number[]} numbers the middle value, or the mean of the two middle ones */
function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** @param {string} path */
const shortPath = (path) => (path.length > 22 ? `${path.slice(0, 22)}…` : path);

/** @param {Report} report */
function scriptsOf(report) {
  /** @type {{ url: string; transferSize: number; resourceType?: string }[]} */
  const requests = /** @type {any} */ (report.audits['network-requests']?.details)?.items ?? [];
  return requests.filter((request) => request.resourceType === 'Script');
}

/**
 * The figures printed for one run.
 * @param {Report} report
 * @param {Report | undefined} cpu the same run audited with the page's tasks at their CPU time
 * @returns {Figures}
 */
function figuresOf(report, cpu) {
  const audit = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    cpuScore: cpu ? Math.round((cpu.categories.performance?.score ?? 0) * 100) : Number.NaN,
    cpuTbtMs: cpu?.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcpS: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpS: audit('first-contentful-paint') / 1000,
    siS: audit('speed-index') / 1000,
    jsKb: scriptsOf(report).reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    jsRequests: scriptsOf(report).length,
  };
}

/** @param {Figures} figures */
function columns(figures) {
  return {
    score: round(figures.score),
    'LCP s': round(figures.lcpS, 2),
    'TBT ms': round(figures.tbtMs),
    CLS: round(figures.cls, 3),
    'FCP s': round(figures.fcpS, 2),
    'CPU score': round(figures.cpuScore),
    'CPU TBT': round(figures.cpuTbtMs),
  };
}

/**
 * The run audited again from its own artifacts, each task of the page's main thread lasting its
 * CPU time (src/cpu-time.mjs); undefined when the page's thread isn't in the trace.
 * @param {import('lighthouse').RunnerResult} result
 * @param {string} url
 * @param {import('lighthouse').Config | undefined} config
 * @returns {Promise<Report | undefined>}
 */
async function cpuTimeReport(result, url, config) {
  const dir = mkdtempSync(join(tmpdir(), 'bonis-lighthouse-'));
  try {
    const trace = /** @type {any} */ (result.artifacts).Trace;
    if (!trace || withThreadTime(trace, url) === 0) return undefined;
    await saveArtifacts(result.artifacts, dir);
    const again = await lighthouse(
      undefined,
      { auditMode: dir, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      config,
    );
    return again?.lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @type {Array<() => unknown>} */
const cleanups = [];
/** @type {Promise<void> | undefined} */
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

try {
  const starting = startSupabaseLocal({
    args: ['--port', String(SUPABASE_PORT), '--data-dir', '.tmp/lighthouse-supabase', '--reset'],
  });
  cleanups.push(() =>
    starting.then(
      (server) => server.stop(),
      () => {},
    ),
  );
  const supabase = await starting;
  const store = await startStore({
    basePort: BASE_PORT,
    supabase: { url: supabase.url, anonKey: supabase.anonKey },
  });
  cleanups.push(() => store.close());
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // chrome-launcher adds --headless itself when asked; the rest are the project's flags
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  cleanups.push(() => chrome.kill());

  /** @type {Record<string, unknown>} */
  const output = { runs: RUNS, presets: {} };
  for (const preset of PRESETS) {
    /** @type {Record<string, unknown>[]} */
    const medians = [];
    /** @type {Record<string, unknown>[]} */
    const runs = [];
    /** @type {Record<string, unknown>} */
    const details = {};
    for (const path of PAGES) {
      /** @type {Report[]} */
      const reports = [];
      /** @type {Array<Report | undefined>} */
      const cpuReports = [];
      for (let run = 0; run < RUNS; run += 1) {
        process.stdout.write(`\r${preset} ${shortPath(path)}: run ${run + 1}/${RUNS}   `);
        const result = await lighthouse(
          `${store.url}${path}`,
          { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        reports.push(result.lhr);
        cpuReports.push(
          await cpuTimeReport(
            result,
            `${store.url}${path}`,
            preset === 'desktop' ? desktopConfig : undefined,
          ),
        );
      }
      const figures = reports.map((report, index) => figuresOf(report, cpuReports[index]));
      figures.forEach((run, index) =>
        runs.push({ page: shortPath(path), run: index + 1, ...columns(run) }),
      );
      const middle = (/** @type {keyof Figures} */ key) => median(figures.map((run) => run[key]));
      medians.push({
        page: shortPath(path),
        ...columns({
          score: middle('score'),
          lcpS: middle('lcpS'),
          tbtMs: middle('tbtMs'),
          cls: middle('cls'),
          fcpS: middle('fcpS'),
          siS: middle('siS'),
          jsKb: middle('jsKb'),
          jsRequests: middle('jsRequests'),
          cpuScore: middle('cpuScore'),
          cpuTbtMs: middle('cpuTbtMs'),
        }),
        'SI s': round(middle('siS'), 2),
        'JS KB': round(middle('jsKb'), 1),
        'JS req': middle('jsRequests'),
      });

      // The median run by score: its full report and its scripts.
      const byScore = [...reports].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const medianRun = byScore[Math.floor(byScore.length / 2)];
      if (!medianRun) continue;
      if (values.lhr) {
        mkdirSync(values.lhr, { recursive: true });
        const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-/, '');
        writeFileSync(join(values.lhr, `${preset}-${name}.json`), JSON.stringify(medianRun));
      }
      details[path] = {
        largestScripts: scriptsOf(medianRun)
          .sort((a, b) => b.transferSize - a.transferSize)
          .slice(0, 8)
          .map((request) => ({
            url: request.url.replace(/^https?:\/\/[^/]+/, ''),
            kb: round(request.transferSize / 1024, 1),
          })),
        // the main thread's long tasks, with the durations Lighthouse simulated for the phone
        longTasks: /** @type {{ url: string, duration: number, startTime: number }[]} */ (
          /** @type {any} */ (medianRun.audits['long-tasks']?.details)?.items ?? []
        ).map((task) => ({
          url: task.url.replace(/^https?:\/\/[^/]+/, ''),
          ms: round(task.duration),
          at: round(task.startTime),
        })),
        lcpElement: /** @type {any} */ (
          medianRun.audits['largest-contentful-paint-element']?.details
        )?.items?.[0]?.items?.[0]?.node?.snippet,
      };
    }
    process.stdout.write('\r\x1b[K');
    const title = preset === 'desktop' ? 'desktop preset' : 'mobile preset (emulated Moto G Power)';
    console.log(`\nLighthouse performance, ${title}: median of ${RUNS} run(s) per page\n`);
    console.table(medians);
    console.log(`\nEvery run, ${title}\n`);
    console.table(runs);
    for (const [path, detail] of Object.entries(details)) {
      console.log(`\n${preset} ${path}: median run by score`);
      console.log(JSON.stringify(detail, null, 2));
    }
    /** @type {Record<string, unknown>} */ (output.presets)[preset] = { medians, runs, details };
  }
  if (values.json) {
    mkdirSync(dirname(resolve(values.json)), { recursive: true });
    writeFileSync(values.json, JSON.stringify(output, null, 2));
  }
} catch (error) {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
