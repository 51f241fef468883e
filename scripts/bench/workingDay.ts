/**
 * `npm run bench -- day [decisions] [hours]` (not part of the default run, issue 45): a
 * controller decides `decisions` records (1,000) by keyboard in the demo build's queue while
 * `hours` (8) pass on the page's clock, 2 minutes at a time (refreshes, service messages, lease
 * renewals). At decisions 100, 500 and 1,000: the time from V to the next record (median of
 * the last 20, as the bench sees it), the page's event listeners and DOM nodes
 * (Memory.getDOMCounters), its heap after garbage collection and, of it, what is not compiled
 * code (a heap snapshot's `code` nodes: V8 compiles more of the app as a day goes on, up to a
 * level; a leftover of each decision shows in the rest).
 */
import type { CDPSession, Page } from 'playwright-core';
import { median, ms, printTable } from './format';
import { loggedInPage, withDemoBrowser } from './demoBrowser';
import { compiledCodeBytes } from './heapSnapshot';

const MATRICULE = 'article a[href^="/student/"]';
const STEP_MS = 2 * 60_000;
const CHECKPOINTS = [100, 500, 1000];

interface Figures {
  decided: number;
  listeners: number;
  nodes: number;
  heapMb: number;
  /** The heap without its compiled code: what the app's objects hold. */
  objectsMb: number;
  /** V pressed → the next record shown, median of the last 20 decisions (as the bench sees it). */
  nextMs: number;
}

const measure = async (cdp: CDPSession, decided: number, nextMs: number): Promise<Figures> => {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { jsEventListeners, nodes } = await cdp.send('Memory.getDOMCounters');
  const code = await compiledCodeBytes(cdp);
  const heapMb = usedSize / 1e6;
  const objectsMb = heapMb - code / 1e6;
  return { decided, listeners: jsEventListeners, nodes, heapMb, objectsMb, nextMs };
};

const decideOne = async (page: Page) => {
  const matricule = (await page.locator(MATRICULE).first().textContent()) ?? '';
  await page.keyboard.press('v');
  await page.waitForFunction(
    ({ selector, previous }) => document.querySelector(selector)?.textContent !== previous,
    { selector: MATRICULE, previous: matricule },
    { timeout: 30_000 },
  );
};

export async function reportWorkingDay(root: string, args: string[]): Promise<void> {
  const decisions = Number(args[0] ?? 1000);
  const hours = Number(args[1] ?? 8);
  const steps = Math.round((hours * 3_600_000) / STEP_MS);
  const checkpoints = [...new Set([...CHECKPOINTS.filter((n) => n < decisions), decisions])];
  await withDemoBrowser(root, async (browser, base) => {
    const page = await loggedInPage(browser, base, { login: 'control', latencyMs: 0 });
    await page.clock.install();
    await page.goto('/validation');
    await page.locator(MATRICULE).first().waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    const figures: Figures[] = [];
    let moved = 0;
    const lastTimes: number[] = [];
    for (let decided = 1; decided <= decisions; decided++) {
      const start = performance.now();
      await decideOne(page);
      lastTimes.push(performance.now() - start);
      if (lastTimes.length > 20) lastTimes.shift();
      // The clock's 2-minute steps spread evenly over the decisions.
      const due = Math.floor((decided * steps) / decisions);
      for (; moved < due; moved++) await page.clock.runFor(STEP_MS);
      if (checkpoints.includes(decided)) {
        figures.push(await measure(cdp, decided, median(lastTimes)));
      }
    }
    const open = !new URL(page.url()).pathname.startsWith('/login');
    const first = figures[0];
    printTable(
      `Working day: ${decisions} decisions by keyboard over ${hours} h of the page's clock (${STEP_MS / 60_000} min steps); session still open: ${open ? 'yes' : 'NO'}`,
      [
        'decision',
        'next record',
        'event listeners',
        'DOM nodes',
        'heap after GC',
        'of it not code',
        'vs first',
      ],
      figures.map((f) => [
        String(f.decided),
        ms(f.nextMs),
        String(f.listeners),
        String(f.nodes),
        `${f.heapMb.toFixed(1)} MB`,
        `${f.objectsMb.toFixed(1)} MB`,
        `listeners ${(f.listeners / first.listeners).toFixed(2)}×, heap ${(f.heapMb / first.heapMb).toFixed(2)}×, not code ${(f.objectsMb / first.objectsMb).toFixed(2)}×`,
      ]),
    );
  });
}
