/**
 * (e) The five statistics dashboards in Chromium, on the demo build with the demo API's
 * default latency: the time from the navigation to the data shown (key figures' numbers,
 * bars painted, table rows). The two menu pages are opened by a click on their sidebar entry
 * from the home page; the drill-downs by their URL (a full page load, app boot included).
 * Each run uses a fresh browser context (empty HTTP cache), logged in through the saved token.
 */
import { preview } from 'vite';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp, removeBuild } from './bundle';
import { median, ms, printTable, verdict } from './format';

export const DASHBOARD_BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A DREN and one of its schools of the default demo data (seeded: the same every time). */
const DREN_ID = 1;

interface Dashboard {
  path: string;
  title: string;
  /** Menu label to click from the home page; without it, the URL is opened directly. */
  menu?: string;
  url: string;
}

/**
 * Runs in the page (as text: tsx's helpers do not exist there). Resolves with the time, on
 * the page's clock, of the frame after the one where the page at `path` shows its data: its
 * title as heading, no skeleton or indeterminate progress left in the content, at least one number (a bar, a
 * key figure or a table row), and bars in every chart. The start is the menu click's
 * pointerdown when there is one, else the navigation's start (0).
 */
const WATCH = (path: string, title: string) => `(() => {
  const BUSY = '.MuiSkeleton-root, .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate';
  let start = 0;
  document.addEventListener('pointerdown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
  const shown = () => {
    if (location.pathname !== ${JSON.stringify(path)}) return false;
    const main = document.querySelector('main');
    if (!main) return false;
    const heading = [...main.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(title)});
    if (!heading || main.querySelector(BUSY)) return false;
    const figures = [...main.querySelectorAll('[role=figure]')];
    if (figures.some((figure) => !figure.querySelector('.MuiBarChart-element'))) return false;
    return Boolean(main.querySelector('.MuiBarChart-element, dl dd, tbody tr'));
  };
  window.__dataShown = new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => reject(new Error('no data shown after 30 s on ' + location.href)), 30000);
    const poll = () => {
      if (!shown()) return requestAnimationFrame(poll);
      clearTimeout(giveUp);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    };
    requestAnimationFrame(poll);
  });
})(); true`;

/** Until the browser has been idle twice: the home page's calls and the demo's indexing done. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), {
          timeout: 3000,
        }),
      ),
  );

async function timeOnce(
  browser: Browser,
  base: string,
  storage: Awaited<ReturnType<BrowserContext['storageState']>>,
  dashboard: Dashboard,
): Promise<number> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    storageState: storage,
  });
  try {
    const page = await context.newPage();
    if (dashboard.menu) {
      await page.goto('/');
      if (process.env.BENCH_DEBUG) console.error(dashboard.path, 'home');
      await page.getByRole('heading', { name: /^Bonjour/ }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await settle(page);
      await page.evaluate(WATCH(dashboard.path, dashboard.title));
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: dashboard.menu, exact: true })
        .click();
    } else {
      await page.addInitScript(WATCH(dashboard.path, dashboard.title));
      await page.goto(dashboard.url);
    }
    if (process.env.BENCH_DEBUG) console.error(dashboard.path, 'waiting');
    return await page.evaluate<number>('window.__dataShown');
  } finally {
    await context.close();
  }
}

/** Logs in once through the form; the token it saves opens the other contexts. */
async function loggedInStorage(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Identifiant').fill('admin');
  await page.getByLabel('Mot de passe').fill('admin');
  await page.getByRole('button', { name: /^(Se connecter|Connexion)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  const storage = await context.storageState();
  await context.close();
  return storage;
}

export async function reportDashboards(root: string): Promise<void> {
  const app = await buildApp(root, 'demo');
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir: app.outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const base = server.resolvedUrls?.local[0] ?? '';
    const storage = await loggedInStorage(browser, base);
    const dashboards: Dashboard[] = [
      {
        path: '/statsDashboard',
        title: 'Statistiques élèves',
        menu: 'Statistiques élèves',
        url: '/',
      },
      {
        path: '/validationDashboard',
        title: 'Statistiques photos',
        menu: 'Statistiques photos',
        url: '/',
      },
      {
        path: '/statsDashboardBySchool',
        title: 'Statistiques par école',
        url: `/statsDashboardBySchool?dren_id=${DREN_ID}`,
      },
      {
        path: '/statsDashboardStudents',
        title: 'Statistiques détaillées des élèves',
        url: `/statsDashboardStudents?dren_id=${DREN_ID}&state=pending`,
      },
      {
        path: '/validationDashboardBySchool',
        title: 'Validation photo par école',
        url: `/validationDashboardBySchool?dren_id=${DREN_ID}`,
      },
    ];
    const rows: string[][] = [];
    for (const dashboard of dashboards) {
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        durations.push(await timeOnce(browser, base, storage, dashboard));
      }
      const middle = median(durations);
      rows.push([
        dashboard.path,
        dashboard.menu ? 'menu click' : 'URL (page load)',
        ms(Math.min(...durations)),
        ms(middle),
        ms(Math.max(...durations)),
        verdict(middle, DASHBOARD_BUDGET_MS),
      ]);
    }
    printTable(
      `Dashboards: navigation -> data shown, Chromium, demo build, demo API's default latency, ${RUNS} runs each, fresh cache (budget: median ${DASHBOARD_BUDGET_MS} ms)`,
      ['page', 'navigation', 'min', 'median', 'max', 'verdict'],
      rows,
    );
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    removeBuild(app);
  }
}
