/**
 * `npm run bench -- lighthouse`: the login page's first load as Lighthouse 12's mobile preset
 * sees it (simulated slow 4G, 4x slower CPU), for the production build and the demo build,
 * beside react-admin's hello world (scripts/bench/helloWorld) in the same run. Each is built,
 * served by nginx with the repository's site file (gzip, brotli, caching headers, CSP), and
 * audited in turn, `LIGHTHOUSE_RUNS` times (default 3) in a fresh Chromium; medians shown.
 * Then what the login page's thrift costs after it: a typed login to /student's first row.
 */
import { dirname, join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import lighthouse, { type Result } from 'lighthouse';
import { build } from 'vite';
import { startNginx, type RunningNginx } from '../../tests/browser/nginxServer.mjs';
import { buildApp, removeBuild } from './bundle';
import { median, printTable } from './format';
import { largestPaint } from './lcpElement';
import { loginToRows } from './loginToRows';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** No API behind the production build: its login page calls none before a login. */
const NO_API = 'http://127.0.0.1:9';

interface Site {
  name: string;
  path: string;
  dist: string;
  server?: RunningNginx;
  audits: Result[];
}

export async function buildHelloWorld(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-hello-'));
  await build({
    root: join(dirname(fileURLToPath(import.meta.url)), 'helloWorld'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

async function audit(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
/** The median of the runs that measured it (a run may fail to, e.g. without a paint). */
const medianOf = (site: Site, value: (lhr: Result) => number) =>
  median(site.audits.map(value).filter(Number.isFinite));
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

function printResults(sites: Site[]): void {
  const lcpOf = (site: Site) => medianOf(site, (lhr) => numeric(lhr, 'largest-contentful-paint'));
  printTable(
    `Lighthouse 12.2.3, mobile preset, median of ${RUNS} runs`,
    ['page', 'perf', 'FCP', 'LCP', 'LCP / hello', 'TBT', 'KB transferred'],
    sites.map((site) => [
      site.name,
      medianOf(site, (lhr) => (lhr.categories.performance.score ?? NaN) * 100).toFixed(0),
      seconds(medianOf(site, (lhr) => numeric(lhr, 'first-contentful-paint'))),
      seconds(lcpOf(site)),
      (lcpOf(site) / lcpOf(sites[0])).toFixed(2),
      `${medianOf(site, (lhr) => numeric(lhr, 'total-blocking-time')).toFixed(0)} ms`,
      (medianOf(site, (lhr) => numeric(lhr, 'total-byte-weight')) / 1024).toFixed(0),
    ]),
  );
  for (const site of sites) {
    for (const lhr of site.audits) {
      if (lhr.runtimeError) console.log(`${site.name}: ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings) console.log(`${site.name}: ${warning}`);
    }
  }
}

/** What the deferred admin bundle costs after the login: the demo build, typed by a user. */
async function reportLoginToRows(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const times = [];
    for (let run = 0; run < RUNS; run++) times.push(await loginToRows(browser, base));
    console.log(
      `demo build, slow 4G + 4x CPU, typed at 8 keys/s: « Se connecter » to /student's first row ${seconds(median(times.map((time) => time.clickToRows)))}, /login to that row ${seconds(median(times.map((time) => time.total)))} (median of ${RUNS})`,
    );
  } finally {
    await browser.close();
  }
}

export async function reportLighthouse(root: string): Promise<void> {
  const production = await buildApp(root, 'production');
  const demo = await buildApp(root, 'demo');
  const sites: Site[] = [
    { name: 'hello-world react-admin', path: '/', dist: await buildHelloWorld(), audits: [] },
    { name: 'production /login', path: '/login', dist: production.outDir, audits: [] },
    { name: 'demo build /login', path: '/login', dist: demo.outDir, audits: [] },
  ];
  try {
    for (const site of sites) site.server = await startNginx({ apiUrl: NO_API, dist: site.dist });
    // In turn, so that a slower moment of the machine weighs on every page alike.
    for (let run = 0; run < RUNS; run++) {
      for (const site of sites) site.audits.push(await audit(site.server!.baseUrl + site.path));
    }
    printResults(sites);
    for (const site of sites) {
      const paint = await largestPaint(site.server!.baseUrl + site.path, CHROMIUM);
      console.log(
        `${site.name}: largest paint ${paint.element} at ${paint.at} ms, first paint at ${paint.firstPaint} ms (unthrottled)`,
      );
    }
    await reportLoginToRows(sites[2].server!.baseUrl);
  } finally {
    for (const site of sites) await site.server?.stop();
    removeBuild(production);
    removeBuild(demo);
    rmSync(sites[0].dist, { recursive: true, force: true });
  }
}
