// Issue 40, point 10: two controllers open the same queue at the same instant, ten times:
// never the same record on both screens. On the production build behind nginx with
// `npm run demo:api` behind it; and on `npm start` (React StrictMode) in front of the same
// API, where the queue's effect runs twice: there the sitting released its records between
// its two claims, and a controller entering in that moment got the one on the other's screen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { secondController, startDevStack } from './devApp.mjs';
import { closePage, DESKTOP, loginTo, setupBrowser } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { suiteStack } from './productionServer.mjs';
import { patience } from './pace.mjs';

const ROUNDS = 10;
const STUDENT_LINK = 'article a[href^="/student/"]';
const CLAIM = '**/api/validation/claim';

const skip = skipWithoutNginx();

/** A controller logged in on `baseUrl`, on the history (the queue's page, its queue closed). */
const controller = async (browser, baseUrl, name) => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
  context.setDefaultTimeout(patience(60_000));
  const page = await context.newPage();
  page.crashes = [];
  page.on('pageerror', (error) => page.crashes.push(error.message));
  await loginTo(page, name, '/validation/historique');
  await tab(page, 'Historique').waitFor();
  return page;
};

const tab = (page, name) => page.getByRole('tab', { name });

/** The matricule of the record on screen, once there is one. */
const firstRecord = async (page) => {
  await page.locator(STUDENT_LINK).first().waitFor();
  return (await page.locator(STUDENT_LINK).first().textContent()).trim();
};

/** Both leave the queue (their records go back) and wait on the history. */
const leave = (pages) =>
  Promise.all(
    pages.map(async (page) => {
      const released = page.waitForRequest(/\/api\/validation\/release$/);
      await tab(page, 'Historique').click();
      await released;
    }),
  );

/**
 * Ten rounds of `enter(pages)`; returns the records both saw first. `enter` resolves with
 * each controller's first record.
 */
const rounds = async (pages, enter) => {
  const same = [];
  for (let round = 0; round < ROUNDS; round++) {
    const shown = await enter(pages);
    if (shown[0] === shown[1]) same.push(shown[0]);
    await leave(pages);
  }
  return same;
};

describe('two controllers entering one queue at the same instant', { skip }, () => {
  const browser = setupBrowser();

  describe('the production build', () => {
    const stack = suiteStack();

    it(`never get the same record (${ROUNDS} entries at once)`, async () => {
      const names = ['control', await secondController(stack.apiUrl)];
      const pages = await Promise.all(
        names.map((name) => controller(browser(), stack.baseUrl, name)),
      );
      try {
        const same = await rounds(pages, async () => {
          await Promise.all(pages.map((page) => tab(page, 'File de revue').click()));
          return Promise.all(pages.map(firstRecord));
        });
        assert.deepEqual(same, [], 'records shown to both controllers');
        for (const page of pages) assert.deepEqual(page.crashes, []);
      } finally {
        for (const page of pages) await closePage(page);
      }
    });
  });

  describe('npm start (StrictMode), the demo API over HTTP', () => {
    let app;
    before(async () => {
      app = await startDevStack();
    });
    after(async () => {
      await app?.stop();
    });

    it(`never get the same record, even entering while the other's effect runs twice (${ROUNDS} times)`, async () => {
      const [first, second] = await Promise.all(
        ['control', await secondController(app.apiUrl)].map((name) =>
          controller(browser(), app.url, name),
        ),
      );
      const pages = [first, second];
      // The moment that mattered, held open: any claim of the first controller after its
      // first one of the round waits until the second controller's claim is answered.
      let claims = 0;
      let othersClaim = Promise.resolve();
      await first.route(CLAIM, async (route) => {
        if (++claims > 1) await othersClaim;
        await route.continue();
      });
      try {
        const same = await rounds(pages, async () => {
          claims = 0;
          othersClaim = second.waitForResponse(CLAIM);
          await tab(first, 'File de revue').click();
          const mine = await firstRecord(first);
          // The second enters while the first's sitting is between its two runs of the effect.
          await tab(second, 'File de revue').click();
          await othersClaim;
          return [mine, await firstRecord(second)];
        });
        assert.deepEqual(same, [], 'records shown to both controllers');
        for (const page of pages) assert.deepEqual(page.crashes, []);
      } finally {
        for (const page of pages) await closePage(page);
      }
    });
  });
});
