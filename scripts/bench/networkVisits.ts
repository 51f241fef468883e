/**
 * `npm run bench -- network` (issue 33, points 6 and 8): repeat visits of the production build
 * on slow 4G (150 ms, 1.6 Mb/s down, 750 kb/s up) and a 4x slower CPU, cold (a new browser
 * profile) and warm (a profile that logged in once before: HTTP cache, service worker). The build is
 * served by nginx (deploy/nginx/), /api proxied to the demo API over HTTP (`npm run demo:api`),
 * beside a bare HTML login form on the same server and react-admin's hello world on another,
 * in one run. Medians of `NETWORK_RUNS` (default 3).
 *   - navigation → usable login form (the app's, a bare form's);
 *   - yesterday's (expired) token left in the browser → login form;
 *   - a token revoked on the server before its expiry → login form (the browser cannot judge it);
 *   - « Se connecter », typed at 8 keys/s → /student's first row, /validation's first record;
 *   - hello world (no login): navigation → its list's first row.
 * Times of the forms are the page's own clock (performance.now(): from the navigation).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pkg from '../../package.json' with { type: 'json' };
import { startNginx, type RunningNginx } from '../../tests/browser/nginxServer.mjs';
import type { startDemoHttpServer } from '../../src/demo/httpServer';
import { createToken } from '../../src/demo/token';
import { loadThroughVite } from '../vite/loadThroughVite';
import { buildApp, removeBuild } from './bundle';
import { median, printTable } from './format';
import { buildHelloWorld } from './lighthouse';
import { CPU_SLOWDOWN, KEY_DELAY_MS, SLOW_4G } from './loginToRows';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.NETWORK_RUNS ?? 3);
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a bare HTML login form takes: the reference of "within 1 s of a bare form". */
const BARE_FORM = `<!doctype html><html lang="fr"><head><meta charset="UTF-8"><title>Connexion</title></head>
<body><form><label>Identifiant <input name="login"></label>
<label>Mot de passe <input name="password" type="password"></label>
<button>Se connecter</button></form></body></html>`;

interface Servers {
  app: RunningNginx;
  hello: RunningNginx;
}

const throttled = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
};

/** Navigates to `url`; resolves with the page's clock when the login form can be typed in. */
const timeToForm = async (page: Page, url: string): Promise<number> => {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const input = [...document.querySelectorAll('input')].find(
        (element) => element.labels?.[0]?.textContent?.includes('Identifiant') ?? false,
      );
      return input && input.offsetParent !== null && !input.disabled ? performance.now() : 0;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
};

/** « Se connecter » typed on /login?next=`next`: ms from the click to `shown`. */
const timeLogin = async (page: Page, base: string, next: string, shown: string) => {
  await page.goto(`${base}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Identifiant').pressSequentially('admin', { delay: KEY_DELAY_MS });
  await page.getByLabel('Mot de passe').pressSequentially('admin', { delay: KEY_DELAY_MS });
  const click = Date.now();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.locator(shown).first().waitFor({ timeout: 120_000 });
  return Date.now() - click;
};

/** A token valid by its own expiry that the server no longer accepts (logged out). */
const revokedToken = async (base: string): Promise<string> => {
  const call = (path: string, body: unknown, token?: string) =>
    fetch(`${base}/api/auth/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const { token } = (await (await call('login', { login: 'admin', password: 'admin' })).json()) as {
    token: string;
  };
  await call('logout', {}, token);
  return token;
};

const ROWS = 'main tbody tr td.column-student_lastName';
const RECORD = 'main article[aria-label^="Élève à valider"]';

/**
 * One visit's times. Cold: each measure in a new profile. Warm: one profile that logged in to
 * /student's rows once before (as the day before), its session gone before each measure.
 */
async function visit(browser: Browser, { app, hello }: Servers, warm: boolean) {
  const times: Record<string, number> = {};
  const newPage = async () =>
    throttled(await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const warmPage = warm ? await newPage() : undefined;
  if (warmPage) {
    await warmPage.goto(`${app.baseUrl}/bare-login.html`);
    await timeLogin(warmPage, app.baseUrl, '/student', ROWS);
  }
  const measure = async (name: string, run: (page: Page) => Promise<number>) => {
    const page = warmPage ?? (await newPage());
    try {
      // The session gone (the app removes an expired token; here, at once).
      if (warmPage) await page.evaluate(() => localStorage.removeItem('authorization-token'));
      times[name] = await run(page);
    } finally {
      if (!warmPage) await page.context().close();
    }
  };
  try {
    await measure('bare', (page) => timeToForm(page, `${app.baseUrl}/bare-login.html`));
    await measure('form', (page) => timeToForm(page, `${app.baseUrl}/student`));
    if (warmPage) {
      await measure('stale', async (page) => {
        const stale = createToken(1, Date.now() - DAY_MS);
        await page.evaluate((token) => localStorage.setItem('authorization-token', token), stale);
        return timeToForm(page, `${app.baseUrl}/student`);
      });
      await measure('revoked', async (page) => {
        const revoked = await revokedToken(app.baseUrl);
        await page.evaluate((token) => localStorage.setItem('authorization-token', token), revoked);
        return timeToForm(page, `${app.baseUrl}/student`);
      });
    }
    await measure('rows', (page) => timeLogin(page, app.baseUrl, '/student', ROWS));
    await measure('record', (page) => timeLogin(page, app.baseUrl, '/validation', RECORD));
    await measure('hello', async (page) => {
      const start = Date.now();
      await page.goto(hello.baseUrl);
      await page.locator('tbody tr').first().waitFor({ timeout: 120_000 });
      return Date.now() - start;
    });
  } finally {
    await warmPage?.context().close();
  }
  return times;
}

const seconds = (value: number | undefined) =>
  value === undefined ? '—' : `${(value / 1000).toFixed(2)} s`;

export async function reportNetworkVisits(root: string): Promise<void> {
  const production = await buildApp(root, 'production');
  writeFileSync(join(production.outDir, 'bare-login.html'), BARE_FORM);
  const helloDist = await buildHelloWorld();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-network-'));
  const { startDemoHttpServer: startApi } = await loadThroughVite<{
    startDemoHttpServer: typeof startDemoHttpServer;
  }>('/scripts/demoApi/entry.ts', pkg.version);
  const api = await startApi({ port: 0, dataFile: join(dataDir, 'data.json') });
  const servers: Partial<Servers> = {};
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    servers.app = await startNginx({ apiUrl: api.url, dist: production.outDir });
    servers.hello = await startNginx({ apiUrl: api.url, dist: helloDist });
    const runs = { cold: [] as Record<string, number>[], warm: [] as Record<string, number>[] };
    // In turn, so that a slower moment of the machine weighs on both alike.
    for (let run = 0; run < RUNS; run++) {
      runs.cold.push(await visit(browser, servers as Servers, false));
      runs.warm.push(await visit(browser, servers as Servers, true));
    }
    const of = (cache: 'cold' | 'warm', key: string) => {
      const values = runs[cache].map((times) => times[key]).filter((v) => v !== undefined);
      return values.length ? median(values) : undefined;
    };
    const row = (label: string, key: string) => [
      label,
      seconds(of('cold', key)),
      seconds(of('warm', key)),
    ];
    const ratio = (cache: 'cold' | 'warm') => (of(cache, 'rows')! / of(cache, 'hello')!).toFixed(2);
    printTable(
      `Production build behind nginx, demo API over HTTP, slow 4G + 4x CPU, median of ${RUNS}`,
      ['', 'cold', 'warm cache'],
      [
        row('bare HTML form: navigation → form', 'bare'),
        row('navigation → usable login form', 'form'),
        row("yesterday's token → login form", 'stale'),
        row('a token revoked on the server → login form', 'revoked'),
        row('« Se connecter » → first rows of /student', 'rows'),
        row('« Se connecter » → first record of /validation', 'record'),
        row('hello world (no login): navigation → rows', 'hello'),
        ['ratio login → rows ÷ hello world', `${ratio('cold')}×`, `${ratio('warm')}×`],
      ],
    );
  } finally {
    await browser.close();
    await servers.app?.stop();
    await servers.hello?.stop();
    await api.close();
    removeBuild(production);
    rmSync(helloDist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
