/**
 * (d, continued) 300 keyboard decisions in a row in the validation queue, each key pressed as
 * soon as the next record shows: every record shown gets exactly one decision (none skipped,
 * none sent twice), and the count of records left is exact at the end.
 */
import type { Page } from 'playwright-core';
import { ms, printTable } from './format';

export const RUN_DECISIONS = 300;
const DECISIONS = '/api/validation/student-validation';
const MATRICULE = 'article a[href^="/student/"]';
const LEFT = '[data-testid=review-left]';

const leftOnScreen = (page: Page) =>
  page.evaluate(
    (selector) => Number(document.querySelector(selector)?.textContent?.replace(/\D/g, '')),
    LEFT,
  );

/** The server's count of records left in the queue of `target`, asked with the page's token. */
const leftOnServer = (page: Page, target: string) =>
  page.evaluate(async (validationTarget) => {
    const token = localStorage.getItem('authorization-token');
    const query = new URLSearchParams({ validation_target: validationTarget, perPage: '1' });
    const response = await fetch(`/api/validation/students?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { total: number }).total;
  }, target);

/** Once nothing is on its way, the count shown is the server's again (1.5 s after). */
const settledLeft = async (page: Page, expected: number) => {
  await page
    .getByText(/en cours d’envoi/)
    .waitFor({ state: 'hidden', timeout: 60_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      ({ selector, value }) =>
        Number(document.querySelector(selector)?.textContent?.replace(/\D/g, '')) === value,
      { selector: LEFT, value: expected },
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  return leftOnScreen(page);
};

const check = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Presses V 300 times on `page`, open on the queue of `target`, and reports what was sent. */
export async function reportDecisionRun(page: Page, target: string): Promise<void> {
  await page.locator(MATRICULE).first().waitFor({ timeout: 60_000 });
  const before = await settledLeft(page, await leftOnServer(page, target));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DECISIONS) {
      sent.push((request.postDataJSON() as { student_idNumber: string }).student_idNumber);
    }
  });
  const shown: string[] = [];
  const started = performance.now();
  for (let i = 0; i < RUN_DECISIONS; i++) {
    const matricule = (await page.locator(MATRICULE).first().textContent()) ?? '';
    shown.push(matricule);
    await page.keyboard.press('v');
    await page.waitForFunction(
      ({ selector, previous }) => document.querySelector(selector)?.textContent !== previous,
      { selector: MATRICULE, previous: matricule },
      { timeout: 30_000 },
    );
  }
  const elapsed = performance.now() - started;
  const expected = before - RUN_DECISIONS;
  const left = await settledLeft(page, expected);
  const server = await leftOnServer(page, target);
  const sentSet = new Set(sent);
  const skipped = shown.filter((id) => !sentSet.has(id)).length;
  const twice = sent.length - sentSet.size;
  const unasked = sent.filter((id) => !shown.includes(id)).length;
  printTable(
    `Validation: ${RUN_DECISIONS} decisions in a row with V, each as soon as the next record shows (${ms(elapsed / RUN_DECISIONS)} per decision)`,
    ['check', 'value', 'expected', 'verdict'],
    [
      [
        'records shown',
        String(new Set(shown).size),
        String(RUN_DECISIONS),
        check(new Set(shown).size === RUN_DECISIONS),
      ],
      [
        'decisions sent',
        String(sent.length),
        String(RUN_DECISIONS),
        check(sent.length === RUN_DECISIONS),
      ],
      ['shown, never sent (skipped)', String(skipped), '0', check(skipped === 0)],
      ['sent twice', String(twice), '0', check(twice === 0)],
      ['sent, never shown', String(unasked), '0', check(unasked === 0)],
      ['records left, on screen', String(left), String(expected), check(left === expected)],
      ['records left, server', String(server), String(expected), check(server === expected)],
    ],
  );
}
