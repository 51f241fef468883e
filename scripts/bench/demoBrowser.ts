/**
 * What the Chromium benches share: the demo build served by `vite preview` on a free port,
 * one Chromium, and a page logged in through the login form.
 */
import { preview } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp, removeBuild, type BuiltApp } from './bundle';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Builds the demo, serves it and opens Chromium for `run`; everything goes afterwards. */
export async function withDemoBrowser<T>(
  root: string,
  run: (browser: Browser, base: string, app: BuiltApp) => Promise<T>,
): Promise<T> {
  const app = await buildApp(root, 'demo');
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir: app.outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    return await run(browser, server.resolvedUrls?.local[0] ?? '', app);
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    removeBuild(app);
  }
}

/** Logs `login` (password = login) in through the form, on a 1280×900 page. */
export async function loggedInPage(
  browser: Browser,
  base: string,
  { login, latencyMs }: { login: string; latencyMs: number },
): Promise<Page> {
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await page.addInitScript((latency) => {
    localStorage.setItem('demo-api-latency', String(latency));
  }, latencyMs);
  await page.goto('/login');
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe').fill(login);
  await page.getByRole('button', { name: /^(Se connecter|Connexion)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  return page;
}
