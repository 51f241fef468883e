// Issue 35: two controllers on the same queue, the app's dev server in front of the demo API
// over HTTP (`npm run demo:api`, API_URL): the records are handed out, so none of their
// decisions is refused as already decided, and each queue says the other is there.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { secondController, startDevStack } from './devApp.mjs';
import {
  closePage,
  loginTo,
  nothingOnItsWay,
  openPage,
  screenshot,
  setupBrowser,
} from './helpers.mjs';
import { patience } from './pace.mjs';

const DECISIONS = 20;
const MATRICULE = 'article a[href^="/student/"]';

/** Presses V on the record shown, and waits for the next one. */
const decide = async (page) => {
  const shown = await page.locator(MATRICULE).first().textContent();
  await page.keyboard.press('v');
  await page.waitForFunction(
    ({ selector, previous }) => document.querySelector(selector)?.textContent !== previous,
    { selector: MATRICULE, previous: shown },
  );
  return shown;
};

describe('two controllers on one queue, on the demo API over HTTP', () => {
  const browser = setupBrowser();
  let app;

  before(async () => {
    app = await startDevStack();
  });
  after(async () => {
    await app?.stop();
  });

  it('hands each controller their own records: 20 decisions each, none refused', async () => {
    const other = await secondController(app.apiUrl);
    const pages = [];
    try {
      for (const name of ['control', other]) {
        const page = await openPage(browser(), undefined, app.url);
        page.context().setDefaultTimeout(patience(60_000));
        page.answers = [];
        page.on('response', (response) => {
          if (response.url().endsWith('/api/validation/student-validation'))
            page.answers.push(response.status());
        });
        await loginTo(page, name, '/validation');
        await page.locator(MATRICULE).first().waitFor();
        pages.push(page);
      }
      const shown = [[], []];
      for (let i = 0; i < DECISIONS; i++) {
        for (const [index, page] of pages.entries()) shown[index].push(await decide(page));
      }
      for (const page of pages) {
        await nothingOnItsWay(page);
      }
      const both = shown[0].filter((matricule) => shown[1].includes(matricule));
      assert.deepEqual(both, []);
      for (const page of pages) {
        assert.equal(page.answers.length, DECISIONS);
        assert.deepEqual(
          page.answers.filter((status) => status !== 200),
          [],
        );
      }
      // Each queue says the other controller is there, and how many records they hold.
      for (const page of pages) {
        await page.getByText(/^1 autre contrôleur sur cette file · \d+ élèves réservés$/).waitFor();
      }
      await screenshot(pages[1], 'controllers-others');
    } finally {
      for (const page of pages) await closePage(page);
    }
  });
});
