/**
 * (e) The five statistics dashboards in Chromium, on the demo build with the demo API's
 * default latency: the time from the navigation to the data shown (key figures' numbers,
 * bars painted, table rows). The two menu pages open by a click on their sidebar entry from
 * the home page; the drill-downs by their URL, twice: followed inside the app from the home
 * page (as a link does), and loaded in a new tab (app boot and demo data included). Each run
 * uses a fresh browser context (empty HTTP cache), logged in through a saved token.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { withDemoBrowser } from './demoBrowser';
import { median, ms, printTable, verdict } from './format';

export const DASHBOARD_BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
/** A DREN and one of its schools of the default demo data (seeded: the same every time). */
const DREN_ID = 1;

type Navigation = 'menu click' | 'link in the app' | 'page load';

interface Dashboard {
  path: string;
  title: string;
  /** Menu label to click from the home page (menu pages). */
  menu?: string;
  url: string;
}

/**
 * Runs in the page (as text: tsx's helpers do not exist there). Resolves with the time, on
 * the page's clock, of the frame after the one where the page at `path` shows its data: its
 * title as heading, no skeleton or indeterminate progress left in the content, at least one number (a bar, a
 * key figure or a table row), and bars in every chart. The start is the menu click's
 * pointerdown, `window.__benchStart` (set by a navigation inside the app), else the page
 * load's start (0).
 */
const WATCH = (path: string, title: string) => `(() => {
  const BUSY = '.MuiSkeleton-root, .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate';
  let start = 0;
  document.addEventListener('pointerdown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
  window.__benchStart = (at) => { start = at; };
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

/** Follows a URL inside the app, as a link does (react-router reads the popstate). */
const FOLLOW = (url: string) => `(() => {
  window.__benchStart(performance.now());
  history.pushState(null, '', ${JSON.stringify(url)});
  dispatchEvent(new PopStateEvent('popstate'));
})(); true`;

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

async function timeOnce(
  browser: Browser,
  base: string,
  storage: Storage,
  dashboard: Dashboard,
  how: Navigation,
): Promise<number> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    storageState: storage,
  });
  try {
    const page = await context.newPage();
    if (how === 'page load') {
      await page.addInitScript(WATCH(dashboard.path, dashboard.title));
      await page.goto(dashboard.url);
      return await page.evaluate<number>('window.__dataShown');
    }
    await page.goto('/');
    await page.getByRole('heading', { name: /^Bonjour/ }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await settle(page);
    await page.evaluate(WATCH(dashboard.path, dashboard.title));
    if (how === 'menu click') {
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: dashboard.menu, exact: true })
        .click();
    } else {
      await page.evaluate(FOLLOW(dashboard.url));
    }
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

const DASHBOARDS: Dashboard[] = [
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

/** Each dashboard's ways in: the menu for the menu pages, a link and a page load otherwise. */
const ways = (dashboard: Dashboard): Navigation[] =>
  dashboard.menu ? ['menu click'] : ['link in the app', 'page load'];

export interface DashboardTiming {
  dashboard: Dashboard;
  how: Navigation;
  durations: number[];
}

/** Times every dashboard `runs` times on the demo build served at `base`. */
export async function timeDashboards(
  browser: Browser,
  base: string,
  runs = RUNS,
): Promise<DashboardTiming[]> {
  const storage = await loggedInStorage(browser, base);
  const timings: DashboardTiming[] = [];
  for (const dashboard of DASHBOARDS) {
    for (const how of ways(dashboard)) {
      const durations: number[] = [];
      for (let run = 0; run < runs; run++) {
        durations.push(await timeOnce(browser, base, storage, dashboard, how));
      }
      timings.push({ dashboard, how, durations });
    }
  }
  return timings;
}

export async function reportDashboards(root: string): Promise<void> {
  await withDemoBrowser(root, async (browser, base) => {
    const timings = await timeDashboards(browser, base);
    printTable(
      `Dashboards: navigation -> data shown, Chromium, demo build, demo API's default latency, ${RUNS} runs each, fresh cache (budget: median ${DASHBOARD_BUDGET_MS} ms; a page load includes the app's boot and the demo data's generation, for information)`,
      ['page', 'navigation', 'min', 'median', 'max', 'verdict'],
      timings.map(({ dashboard, how, durations }) => [
        dashboard.path,
        how,
        ms(Math.min(...durations)),
        ms(median(durations)),
        ms(Math.max(...durations)),
        how === 'page load' ? '-' : verdict(median(durations), DASHBOARD_BUDGET_MS),
      ]),
    );
  });
}
