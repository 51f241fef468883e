/**
 * The longest task on the page's thread while a user types into the login form, measured
 * from the first key: the first key starts the admin bundle's download and evaluation
 * (docs/development.md, "The login page's first load"), so what it costs lands here.
 * The user types the login and the password at 8 keys a second and reads for a second more
 * before « Se connecter »; the page is not submitted.
 */
import type { Browser } from 'playwright-core';
import { median, ms, printTable } from './format';
import { CPU_SLOWDOWN, KEY_DELAY_MS } from './loginToRows';

const TIMEOUT_MS = 60_000;
const TYPING_CPU_RATES = [1, CPU_SLOWDOWN];
/** The user looks the form over before pressing « Se connecter ». */
const READ_BEFORE_SUBMIT_MS = 1_000;

/** Runs in the page before its scripts: long tasks, and when the first key went down. */
const observeTasks = () => {
  const target = window as unknown as { __tasks: PerformanceEntry[]; __firstKey?: number };
  target.__tasks = [];
  new PerformanceObserver((list) => target.__tasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
  document.addEventListener(
    'keydown',
    (event) => {
      target.__firstKey ??= event.timeStamp;
    },
    true,
  );
};

export interface TypingOptions {
  /** Script run in the page before its own (e.g. the demo's size). */
  before?: string;
  /** Chromium's CPU throttling rate: 1 (this machine) or CPU_SLOWDOWN. */
  cpuRate?: number;
}

/** Milliseconds: the longest task that ended after the first key, up to the moment of submitting. */
export async function longestTaskWhileTyping(
  browser: Browser,
  url: string,
  { before, cpuRate = 1 }: TypingOptions = {},
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (before) await page.addInitScript({ content: before });
    await page.addInitScript(observeTasks);
    if (cpuRate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(url);
    const login = page.getByLabel('Identifiant');
    await login.waitFor({ timeout: TIMEOUT_MS });
    await login.pressSequentially('admin', { delay: KEY_DELAY_MS });
    await page.getByLabel('Mot de passe').pressSequentially('admin', { delay: KEY_DELAY_MS });
    await page.waitForTimeout(READ_BEFORE_SUBMIT_MS * cpuRate);
    return await page.evaluate(() => {
      const { __tasks, __firstKey = 0 } = window as unknown as {
        __tasks: PerformanceEntry[];
        __firstKey?: number;
      };
      const after = __tasks.filter((task) => task.startTime + task.duration > __firstKey);
      return Math.max(0, ...after.map((task) => task.duration));
    });
  } finally {
    await context.close();
  }
}

/**
 * A table: for each build, the longest task while typing from the first key, on this
 * machine's CPU and on a 4x slower one, median and worst of `samples` fresh pages.
 */
export async function reportTypingTasks(
  browser: Browser,
  sites: { name: string; url: string; before?: string }[],
  samples: number,
): Promise<void> {
  const rows: string[][] = [];
  for (const site of sites) {
    for (const cpuRate of TYPING_CPU_RATES) {
      const taken: number[] = [];
      for (let i = 0; i < samples; i++) {
        taken.push(await longestTaskWhileTyping(browser, site.url, { ...site, cpuRate }));
      }
      rows.push([site.name, `${cpuRate}x`, ms(median(taken)), ms(Math.max(...taken))]);
    }
  }
  printTable(
    `Longest task on the page's thread from the first key in the login form to « Se connecter » (typed at 8 keys/s), ${samples} fresh pages`,
    ['build', 'CPU slowdown', 'median', 'worst'],
    rows,
  );
}
