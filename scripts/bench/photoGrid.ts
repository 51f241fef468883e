/**
 * (e) The photo grid in Chromium, on the demo build with the demo API answering in 300 ms:
 * the time from the navigation to /photos until every thumbnail in the viewport is painted,
 * then the time from scrolling one screen down until the thumbnails it reveals are painted.
 */
import { preview } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { buildApp, removeBuild } from './bundle';
import { median, ms, printTable, verdict } from './format';

export const GRID_BUDGET_MS = 2000;
export const SCROLL_BUDGET_MS = 500;
const LATENCY_MS = 300;
const LOADS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Runs in the page (as text: tsx's helpers do not exist there). Resolves, on the frame after
 * every thumbnail of the viewport is loaded and decoded, with `performance.now()`.
 */
const VISIBLE_PAINTED = `new Promise((resolve) => {
  const visible = () => [...document.querySelectorAll('[data-photo-tile]')].filter((tile) => {
    const box = tile.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.height > 0;
  });
  const check = () => {
    const tiles = visible();
    const images = tiles.map((tile) => tile.querySelector('img'));
    if (tiles.length > 0 && images.every((image) => image && image.complete && image.naturalWidth > 0)) {
      Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(() =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
    } else requestAnimationFrame(check);
  };
  check();
})`;

/** From the navigation's start (the page's time origin) to the visible thumbnails painted. */
const timeFirstLoad = async (page: Page): Promise<number> => {
  await page.goto('/photos', { waitUntil: 'commit' });
  return page.evaluate<number>(VISIBLE_PAINTED);
};

/** Scrolls one screen down; the time until the thumbnails it shows are painted (null at the end). */
const timeOneScroll = async (page: Page): Promise<number | null> =>
  page.evaluate<number | null>(`(async () => {
    const scroller = document.scrollingElement;
    const before = scroller.scrollTop;
    const start = performance.now();
    scroller.scrollBy(0, innerHeight * 0.9);
    if (scroller.scrollTop === before) return null;
    return (await ${VISIBLE_PAINTED}) - start;
  })()`);

export async function reportPhotoGrid(root: string): Promise<void> {
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
    const page = await browser.newPage({ baseURL: base, viewport: { width: 1280, height: 900 } });
    await page.addInitScript((latency) => {
      localStorage.setItem('demo-api-latency', String(latency));
    }, LATENCY_MS);
    await page.goto('/login');
    await page.getByLabel('Identifiant').fill('control');
    await page.getByLabel('Mot de passe').fill('control');
    await page.getByRole('button', { name: /^(Se connecter|Connexion)$/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    // A first visit warms the demo API's data and the browser's code cache.
    await timeFirstLoad(page);
    const loads: number[] = [];
    const scrolls: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      loads.push(await timeFirstLoad(page));
      await page.waitForTimeout(500);
      for (let screen = 0; screen < 4; screen++) {
        const scrolled = await timeOneScroll(page);
        if (scrolled === null) break;
        scrolls.push(scrolled);
      }
    }
    printTable(
      `Photo grid: /photos, Chromium 1280x900, demo API ${LATENCY_MS} ms, ${LOADS} loads (budgets ${GRID_BUDGET_MS} ms, ${SCROLL_BUDGET_MS} ms)`,
      ['measure', 'median', 'max', 'verdict'],
      [
        [
          'navigation -> visible thumbnails painted',
          ms(median(loads)),
          ms(Math.max(...loads)),
          verdict(median(loads), GRID_BUDGET_MS),
        ],
        [
          `scroll one screen -> thumbnails painted (${scrolls.length})`,
          ms(median(scrolls)),
          ms(Math.max(...scrolls)),
          verdict(median(scrolls), SCROLL_BUDGET_MS),
        ],
      ],
    );
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    removeBuild(app);
  }
}
