/**
 * `npm run bench -- firstpages [setups] [samples]`: the first pages of a visit, in Chromium, for
 * `npm start` (Vite's dev server, demo API in the browser), the demo build (nginx, demo API in
 * the browser) and the production build (nginx in front of `npm run demo:api`), all on 50,000
 * students. In each fresh browser context (`samples`, default 5, per setup):
 *   - login: « Se connecter » on /login?next=/student → /student's first row;
 *   - second tab: a tab opened on a student's page while the first is open → the record shown;
 *   - new tab: every tab closed, a new one on the same page (the session kept) → the record.
 * The dev server is started with an empty dependency cache: its first context (cold: Vite
 * pre-bundles the dependencies and transforms every module) is reported apart from the others.
 * `setups`: a comma-separated subset of `dev,demo,production` (default all three). The demo API
 * answers at its defaults: 150 ms in the browser, none over HTTP; `FIRSTPAGES_LATENCY_MS=0`
 * sets the browser's, to tell what the simulated latency costs from what the setup costs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort, startNginx } from '../../tests/browser/nginxServer.mjs';
import { startStack } from '../../tests/browser/productionServer.mjs';
import { buildApp, removeBuild } from './bundle';
import { median, ms, printTable } from './format';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STUDENTS = 50_000;
const TIMEOUT_MS = 120_000;
const LATENCY_MS = process.env.FIRSTPAGES_LATENCY_MS;

interface Times {
  login: number;
  secondTab: number;
  newTab: number;
}
const MEASURES: { key: keyof Times; label: string }[] = [
  { key: 'login', label: 'login → /student rows' },
  { key: 'secondTab', label: 'second tab → record' },
  { key: 'newTab', label: 'new tab → record' },
];

interface Served {
  url: string;
  stop: () => Promise<void>;
}

interface Setup {
  key: string;
  name: string;
  serve: (root: string) => Promise<Served>;
  /** Contexts measured before the others and reported apart (the dev server's cold start). */
  cold?: boolean;
}

/** Resolves once `url` answers 200 (the dev server answers its entry once it can transform it). */
async function answered(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** `npm start` on a free port, with its own empty dependency cache (as on a first checkout). */
async function devServer(root: string): Promise<Served> {
  const port = await freePort();
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-vite-cache-'));
  const env = { ...process.env };
  delete env.API_URL;
  delete env.NODE_ENV;
  const script = `import { createServer } from 'vite';
const server = await createServer({ cacheDir: ${JSON.stringify(cacheDir)}, logLevel: 'error',
  server: { host: '127.0.0.1', port: ${port}, strictPort: true } });
await server.listen();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await answered(`${url}/`, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** The demo build behind nginx (its /api never reaches nginx: the service worker answers it). */
async function demoBuild(root: string): Promise<Served> {
  const app = await buildApp(root, 'demo');
  const nginx = await startNginx({ apiUrl: 'http://127.0.0.1:9', dist: app.outDir });
  return {
    url: nginx.baseUrl,
    stop: async () => {
      await nginx.stop();
      removeBuild(app);
    },
  };
}

async function productionBuild(): Promise<Served> {
  const stack = await startStack({ apiOptions: ['--students', String(STUDENTS)] });
  return { url: stack.baseUrl, stop: stack.stop };
}

const SETUPS: Setup[] = [
  { key: 'production', name: 'production build + demo:api', serve: productionBuild },
  { key: 'demo', name: 'demo build (nginx)', serve: demoBuild },
  { key: 'dev', name: 'npm start (vite dev)', serve: devServer, cold: true },
];

const since = (start: number) => performance.now() - start;

/** Opens a student's page in a new tab of `context`; the time until its number shows. */
async function openRecord(context: BrowserContext, idNumber: string): Promise<number> {
  const page = await context.newPage();
  const start = performance.now();
  await page.goto(`/student/${encodeURIComponent(idNumber)}/show`);
  await page
    .locator('main')
    .getByText(idNumber, { exact: true })
    .first()
    .waitFor({ timeout: TIMEOUT_MS });
  const time = since(start);
  await page.close();
  return time;
}

async function firstRow(page: Page) {
  const row = page.locator('main tbody tr').first();
  await row.locator('td.column-student_lastName').waitFor({ timeout: TIMEOUT_MS });
  return row;
}

/** One visit in a fresh context: login, a second tab, then a new tab alone. */
async function visit(browser: Browser, url: string): Promise<Times> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
  });
  try {
    await context.addInitScript(
      ({ students, latency }) => {
        localStorage.setItem('demo-api-students', String(students));
        if (latency !== undefined) localStorage.setItem('demo-api-latency', latency);
      },
      { students: STUDENTS, latency: LATENCY_MS },
    );
    const first = await context.newPage();
    await first.goto('/login?next=%2Fstudent', { timeout: TIMEOUT_MS });
    await first.getByLabel('Identifiant').fill('admin', { timeout: TIMEOUT_MS });
    await first.getByLabel('Mot de passe').fill('admin');
    const start = performance.now();
    await first.getByRole('button', { name: 'Se connecter' }).click();
    const row = await firstRow(first);
    const login = since(start);
    const idNumber = (await row.locator('td.column-student_idNumber').innerText()).trim();
    const secondTab = await openRecord(context, idNumber);
    await first.close();
    const newTab = await openRecord(context, idNumber);
    return { login, secondTab, newTab };
  } finally {
    await context.close();
  }
}

interface Result {
  setup: Setup;
  cold?: Times;
  samples: Times[];
}

const medianOf = (samples: Times[], key: keyof Times) => median(samples.map((times) => times[key]));

function report(results: Result[]): void {
  const production = results.find((result) => result.setup.key === 'production');
  const versusProduction = (samples: Times[], key: keyof Times) => {
    if (!production || production.samples === samples) return '-';
    const difference = medianOf(samples, key) - medianOf(production.samples, key);
    return `${difference >= 0 ? '+' : '-'}${ms(Math.abs(difference))}`;
  };
  const rows = results.flatMap(({ setup, cold, samples }) => [
    ...(cold ? [[`${setup.name}, cold`, ...MEASURES.map(({ key }) => ms(cold[key]))]] : []),
    [
      setup.name,
      ...MEASURES.map(({ key }) => ms(medianOf(samples, key))),
      ...MEASURES.map(({ key }) => versusProduction(samples, key)),
    ],
  ]);
  printTable(
    `First pages, ${STUDENTS.toLocaleString('en')} students, median of ${results[0]?.samples.length} fresh contexts (cold: the dev server's first context, apart), demo API latency in the browser ${LATENCY_MS ?? 150} ms, over HTTP 0 ms`,
    [
      'setup',
      ...MEASURES.map(({ label }) => label),
      ...MEASURES.map(({ key }) => `${key} vs production`),
    ],
    rows,
  );
}

export async function reportFirstPages(root: string, args: string[]): Promise<void> {
  const chosen = (args[0] ?? 'production,demo,dev').split(',');
  const samples = Number(args[1] ?? 5);
  const results: Result[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (const setup of SETUPS.filter(({ key }) => chosen.includes(key))) {
      const served = await setup.serve(root);
      try {
        const cold = setup.cold ? await visit(browser, served.url) : undefined;
        const measured: Times[] = [];
        for (let i = 0; i < samples; i++) measured.push(await visit(browser, served.url));
        console.log(`${setup.name}: ${JSON.stringify({ cold, measured })}`);
        results.push({ setup, cold, samples: measured });
      } finally {
        await served.stop();
      }
    }
  } finally {
    await browser.close();
  }
  report(results);
}
