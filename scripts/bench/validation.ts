/**
 * (d) The validation queue in Chromium, on the demo build with the demo API answering in
 * 300 ms: over 50 decisions, the time from the key press to the next photo painted; then
 * 300 decisions in a row, checked one by one (validationRun.ts).
 */
import type { Page } from 'playwright-core';
import { loggedInPage, withDemoBrowser } from './demoBrowser';
import { median, ms, printTable, verdict } from './format';
import { reportDecisionRun } from './validationRun';

export const DECISION_BUDGET_MS = 100;
const LATENCY_MS = 300;
const DECISIONS = 50;
/** A quick controller: a decision every 0.6 s (real ones take a few seconds). */
const PAUSE_MS = 600;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Runs in the page (as text: tsx's helpers do not exist there). Resolves with the ms from
 * the key event to the frame after the one that shows the next photo, decoded.
 */
const MEASURE = `window.__nextPhotoPainted = new Promise((resolve) => {
  const before = document.querySelector('[data-review-photo]')?.getAttribute('data-review-photo');
  let pressedAt = 0;
  window.addEventListener('keydown', (event) => { pressedAt = event.timeStamp; }, { capture: true, once: true });
  const painted = (image) => {
    const loaded = image.complete ? Promise.resolve() : new Promise((done) => image.addEventListener('load', done, { once: true }));
    loaded
      .then(() => image.decode().catch(() => undefined))
      .then(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressedAt))));
  };
  const observer = new MutationObserver(() => {
    const image = document.querySelector('[data-review-photo]');
    if (!image || image.getAttribute('data-review-photo') === before) return;
    observer.disconnect();
    painted(image);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
}); true`;

/** Presses V; the time from the key press to the next photo painted. */
const timeOneDecision = async (page: Page): Promise<number> => {
  // Installed before the key press, which must not overtake it.
  await page.evaluate(MEASURE);
  await page.keyboard.press('v');
  return page.evaluate<number>('window.__nextPhotoPainted');
};

export async function reportValidation(root: string): Promise<void> {
  await withDemoBrowser(root, async (browser, base) => {
    const page = await loggedInPage(browser, base, { login: 'control', latencyMs: LATENCY_MS });
    await page.goto('/validation?target=photo');
    await page.locator('[data-review-photo]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    const durations: number[] = [];
    for (let i = 0; i < DECISIONS; i++) {
      durations.push(await timeOneDecision(page));
      await page.waitForTimeout(PAUSE_MS);
    }
    const p95 = percentile(durations, 95);
    printTable(
      `Validation: key press -> next photo painted, Chromium, demo API ${LATENCY_MS} ms, ${DECISIONS} decisions, one every ${PAUSE_MS} ms (budget ${DECISION_BUDGET_MS} ms)`,
      ['measure', 'time', 'verdict'],
      [
        ['median', ms(median(durations)), verdict(median(durations), DECISION_BUDGET_MS)],
        ['p95', ms(p95), verdict(p95, DECISION_BUDGET_MS)],
        ['max', ms(Math.max(...durations)), '-'],
      ],
    );
    await page.close();
    const run = await loggedInPage(browser, base, { login: 'control', latencyMs: LATENCY_MS });
    await run.goto('/validation?target=photo');
    await reportDecisionRun(run, 'photo');
  });
}
