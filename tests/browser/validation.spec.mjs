// The validation queue in chromium: a controller validates ten photos with the keyboard
// alone, finds them in the history, and both the queue's count of records left and the
// home page's 'Photos à valider' drop by ten. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  login,
  loginTo,
  MOBILE,
  nothingOnItsWay,
  screenshot,
  setupBrowser,
  withPage,
} from './helpers.mjs';

const DECISIONS = 10;

/** A count as the page writes it (French digit groups), read back as a number. */
const countIn = (text) => Number((text ?? '').replace(/[^\d]/g, ''));

const homeFigure = async (page) => {
  await page.goto('/');
  const card = page.getByRole('link', { name: /Photos à valider/ });
  await card.getByText(/^\d[\d\s\u202f]*$/).waitFor();
  return countIn(await card.getByText(/^\d[\d\s\u202f]*$/).textContent());
};

const leftCount = async (page) => countIn(await page.getByTestId('review-left').textContent());

/** The matricule of the student under review. */
const matriculeOnScreen = (page) =>
  page.getByRole('article').locator('a[href^="/student/"]').first().textContent();

describe('validation', () => {
  const browser = setupBrowser();

  it('validates ten photos with the keyboard alone; history and home page follow', async () => {
    await withPage(browser(), 'validation-keyboard', async (page) => {
      await page.goto('/login');
      await login(page, 'control', 'control');
      const homeBefore = await homeFigure(page);

      await page.goto('/validation?target=photo');
      await page
        .getByTestId('review-left')
        .getByText(/restants?$/)
        .waitFor();
      const leftBefore = await leftCount(page);
      await screenshot(page, 'validation-review-1280');

      const decided = [];
      for (let i = 0; i < DECISIONS; i++) {
        const matricule = await matriculeOnScreen(page);
        decided.push(matricule);
        await page.keyboard.press('v');
        await page.waitForFunction(
          (previous) =>
            document.querySelector('article a[href^="/student/"]')?.textContent !== previous,
          matricule,
        );
      }
      assert.equal(new Set(decided).size, DECISIONS);
      await page.getByText(`${DECISIONS} décisions dans cette séance`).waitFor();
      // Once every decision is answered, the count is the server's again.
      await nothingOnItsWay(page);
      await page.waitForFunction(
        (expected) =>
          Number(
            document.querySelector('[data-testid=review-left]')?.textContent?.replace(/\D/g, ''),
          ) === expected,
        leftBefore - DECISIONS,
      );

      await page.goto(
        `/validation/historique?filter=${encodeURIComponent(
          JSON.stringify({ validation_target: 'photo', validation_by: 'control' }),
        )}`,
      );
      for (const matricule of decided) {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: matricule }) });
        await row.first().waitFor();
        assert.match(await row.first().textContent(), /Validé/);
      }
      await screenshot(page, 'validation-history-1280');

      assert.equal(await homeFigure(page), homeBefore - DECISIONS);
      assert.deepEqual(page.crashes, []);
    });
  });

  it('reads at 375px', async () => {
    await withPage(
      browser(),
      'validation-mobile',
      async (page) => {
        await loginTo(page, 'control', '/validation');
        await page.getByRole('article').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0);
        await screenshot(page, 'validation-review-375');
      },
      MOBILE,
    );
  });
});
