/**
 * `npm run bench -- scale [sizes] [samples]`: the demo build at several data sizes (5k, 50k
 * and 500k students by default; `scale 5000,50000 3` to pick), median of fresh pages:
 * when a key typed into the login form shows, the longest task on the page's thread during
 * the first 12 s and the longest run of the demo API's own code there, login to /student's
 * first rows, next page, the page's heap after GC and a reload of /student to rows.
 * Then the longest task while typing in the login form, production and demo builds, at
 * this machine's CPU and a 4x slower one (scripts/bench/typingTasks.ts).
 * Samples also from BENCH_SAMPLES.
 */
import type { Browser, Page } from 'playwright-core';
import { startNginx } from '../../tests/browser/nginxServer.mjs';
import { buildApp, removeBuild, type BuiltApp } from './bundle';
import { withDemoBrowser } from './demoBrowser';
import { median, ms, printTable } from './format';
import { KEY_DELAY_MS } from './loginToRows';
import { reportTypingTasks } from './typingTasks';

const DEFAULT_SIZES = [5_000, 50_000, 500_000];
const DEFAULT_SAMPLES = 5;
const FIRST_SECONDS_MS = 12_000;
const TIMEOUT_MS = 120_000;

interface Sample {
  keyShown: number;
  longestWhileTyping: number;
  longestTask: number;
  longestDemoScript: number;
  loginToRows: number;
  nextPage: number;
  heapMb: number;
  reloadToRows: number;
}

const MEASURES: { key: keyof Sample; label: string; unit: 'ms' | 'MB' }[] = [
  { key: 'keyShown', label: 'key typed in the login form shows', unit: 'ms' },
  {
    key: 'longestWhileTyping',
    label: 'longest task from the first key to « Se connecter »',
    unit: 'ms',
  },
  { key: 'longestTask', label: "longest task on the page's thread (first 12 s)", unit: 'ms' },
  {
    key: 'longestDemoScript',
    label: "longest run of the demo API's code there (first 12 s)",
    unit: 'ms',
  },
  { key: 'loginToRows', label: "login -> /student's first rows", unit: 'ms' },
  { key: 'nextPage', label: 'next page', unit: 'ms' },
  { key: 'heapMb', label: 'heap of the page after GC', unit: 'MB' },
  { key: 'reloadToRows', label: 'reload of /student -> rows', unit: 'ms' },
];

/**
 * Runs in the page before its scripts: the demo's size, a long-task observer, and the time
 * (from navigation start) of the frame after the first character typed shows in a field.
 * As text: tsx's helpers do not exist in the page.
 */
const initScript = (students: number) => `
  localStorage.setItem('demo-api-students', '${students}');
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
  // Long animation frames name the scripts that ran in them: the demo's own are told apart.
  window.__scripts = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) window.__scripts.push(...frame.scripts);
  }).observe({ type: 'long-animation-frame', buffered: true });
  document.addEventListener('keydown', (event) => {
    window.__firstKey ??= event.timeStamp;
  }, true);
  document.addEventListener('input', (event) => {
    if (window.__keyShown !== undefined || !(event.target instanceof HTMLInputElement)) return;
    const input = event.target;
    const check = () => {
      if (input.value) window.__keyShown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, true);`;

/** What a long animation frame says of each script that ran in it (not yet in lib.dom). */
interface ScriptTiming {
  startTime: number;
  duration: number;
  sourceURL: string;
}

const rows = (page: Page) => page.locator('main tbody tr');

/** The text of the first row once the list shows rows other than `before`. */
const firstRowOtherThan = async (page: Page, before: string | null): Promise<string> => {
  const handle = await page.waitForFunction(
    (previous) => {
      const row = document.querySelector('main tbody tr td.column-student_idNumber');
      const text = row?.textContent ?? '';
      return text && text !== previous ? text : null;
    },
    before,
    { timeout: TIMEOUT_MS, polling: 'raf' },
  );
  return (await handle.jsonValue()) as string;
};

const heapAfterGcMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1e6;
};

const isDemoModule = (module: string) =>
  module.startsWith('src/demo/') || /node_modules\/(msw|@mswjs)\//.test(module);

/** The built files holding the demo API's modules (src/demo/ and MSW), as the page names them. */
const demoFilesOf = (app: BuiltApp): string[] =>
  [...app.modules]
    .filter(([, modules]) => modules.some(isDemoModule))
    .map(([key]) => app.manifest[key].file);

async function sample(
  browser: Browser,
  base: string,
  students: number,
  demoFiles: string[],
): Promise<Sample> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
  });
  try {
    await context.addInitScript(initScript(students));
    const page = await context.newPage();
    await page.goto('/login?next=/student', { waitUntil: 'commit' });
    const loginField = page.getByLabel('Identifiant');
    await loginField.waitFor({ timeout: TIMEOUT_MS });
    await loginField.pressSequentially('admin', { delay: KEY_DELAY_MS });
    await page.waitForFunction('window.__keyShown !== undefined', null, { timeout: TIMEOUT_MS });
    const keyShown = await page.evaluate<number>('window.__keyShown');
    await page.getByLabel('Mot de passe').pressSequentially('admin', { delay: KEY_DELAY_MS });
    const longestWhileTyping = await page.evaluate<number>(
      'Math.max(0, ...window.__longTasks.filter((task) => task.startTime + task.duration > window.__firstKey).map((task) => task.duration))',
    );
    const loginStart = Date.now();
    await page.getByRole('button', { name: /^(Se connecter|Connexion)$/ }).click();
    const firstRow = await firstRowOtherThan(page, null);
    const loginToRows = Date.now() - loginStart;
    await rows(page).first().waitFor();
    const nextStart = Date.now();
    await page.getByRole('button', { name: /prochaine page|page suivante/i }).click();
    await firstRowOtherThan(page, firstRow);
    const nextPage = Date.now() - nextStart;
    const sinceStart = await page.evaluate<number>('performance.now()');
    if (sinceStart < FIRST_SECONDS_MS) await page.waitForTimeout(FIRST_SECONDS_MS - sinceStart);
    const longestTask = await page.evaluate<number>(
      `Math.max(0, ...window.__longTasks.filter((entry) => entry.startTime < ${FIRST_SECONDS_MS}).map((entry) => entry.duration))`,
    );
    const longestDemoScript = await page.evaluate(
      ([files, until]) =>
        Math.max(
          0,
          ...(window as unknown as { __scripts: ScriptTiming[] }).__scripts
            .filter((script) => script.startTime < until)
            .filter((script) => files.some((file) => script.sourceURL.endsWith(`/${file}`)))
            .map((script) => script.duration),
        ),
      [demoFiles, FIRST_SECONDS_MS] as const,
    );
    const heapMb = await heapAfterGcMb(page);
    const reloadStart = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await firstRowOtherThan(page, null);
    const reloadToRows = Date.now() - reloadStart;
    return {
      keyShown,
      longestWhileTyping,
      longestTask,
      longestDemoScript,
      loginToRows,
      nextPage,
      heapMb,
      reloadToRows,
    };
  } finally {
    await context.close();
  }
}

const format = (value: number, unit: 'ms' | 'MB') =>
  unit === 'MB' ? `${value.toFixed(1)} MB` : ms(value);

const parseSizes = (arg: string | undefined): number[] =>
  arg ? arg.split(',').map((size) => Number(size.replace(/k$/i, '000'))) : DEFAULT_SIZES;

export async function reportScale(root: string, args: string[] = []): Promise<void> {
  const sizes = parseSizes(args[0]);
  const samples = Number(args[1] ?? process.env.BENCH_SAMPLES ?? DEFAULT_SAMPLES);
  const medians = new Map<number, Sample>();
  await withDemoBrowser(root, async (browser, base, app) => {
    const demoFiles = demoFilesOf(app);
    for (const students of sizes) {
      const taken: Sample[] = [];
      for (let i = 0; i < samples; i++) {
        taken.push(await sample(browser, base, students, demoFiles));
        console.log(`  ${students} students, sample ${i + 1}/${samples}:`, taken.at(-1));
      }
      const result = Object.fromEntries(
        MEASURES.map(({ key }) => [key, median(taken.map((item) => item[key]))]),
      ) as unknown as Sample;
      medians.set(students, result);
    }
  });
  const [smallest, largest] = [sizes[0], sizes.at(-1)!];
  const withRatio = sizes.length > 1;
  printTable(
    `Demo build at scale: median of ${samples} fresh pages (Chromium, demo API 150 ms)`,
    [
      'measure',
      ...sizes.map((size) => `${size.toLocaleString('en')} students`),
      ...(withRatio ? [`${largest / 1000}k/${smallest / 1000}k`] : []),
    ],
    MEASURES.map(({ key, label, unit }) => [
      label,
      ...sizes.map((size) => format(medians.get(size)![key], unit)),
      ...(withRatio
        ? [
            `${(medians.get(largest)![key] / Math.max(1e-9, medians.get(smallest)![key])).toFixed(2)}x`,
          ]
        : []),
    ]),
  );
  console.log(
    "The demo API's runs are those of long animation frames, which name only scripts of 5 ms " +
      'or more: 0 ms means none that long.',
  );
  await reportTypingInBothBuilds(root, samples);
}

/** The production build (served by nginx, no API: its login page calls none) beside the demo's. */
async function reportTypingInBothBuilds(root: string, samples: number): Promise<void> {
  const production = await buildApp(root, 'production');
  const server = await startNginx({ apiUrl: 'http://127.0.0.1:9', dist: production.outDir });
  try {
    await withDemoBrowser(root, (browser, base) =>
      reportTypingTasks(
        browser,
        [
          { name: 'production', url: `${server.baseUrl}/login` },
          { name: 'demo (50,000 students)', url: `${base}/login` },
        ],
        samples,
      ),
    );
  } finally {
    await server.stop();
    removeBuild(production);
  }
}
