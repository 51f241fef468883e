// The controller's working day in the queue, in chromium, in the production build and under
// `npm start` (StrictMode), APP_SERVERS: a reason typed from the keyboard is the reason
// recorded; the photo and « Valider » stay in view.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APP_SERVERS,
  closePage,
  decisionBody,
  login,
  openPage,
  screenshot,
  setupBrowser,
} from './helpers.mjs';

const SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '375', viewport: { width: 375, height: 812 } },
];

const REASON = 'Prénom et nom inversés';

/** The matricule of the student under review. */
const matriculeOnScreen = (page) =>
  page.getByRole('article').locator('a[href^="/student/"]').first().textContent();

/** Waits until the record under review is another than `previous`. */
const nextRecord = (page, previous) =>
  page.waitForFunction(
    (before) => document.querySelector('article a[href^="/student/"]')?.textContent !== before,
    previous,
  );

/** Whether the element is wholly between the app bar and the screen's bottom, and on top. */
const wholeInView = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.querySelector('header').getBoundingClientRect().bottom;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.top >= top - 1 && box.bottom <= window.innerHeight + 1 && box.height > 100,
      onTop: element === hit || element.contains(hit),
      box: { top: Math.round(box.top), bottom: Math.round(box.bottom) },
    };
  });

const withServerPage = async (browser, server, viewport, name, body) => {
  const page = await openPage(browser, viewport, server.url);
  try {
    await page.goto('/login');
    await login(page, 'control', 'control');
    await body(page);
  } catch (error) {
    const shot = await screenshot(
      page,
      `failure-${name}-${server.url === APP_SERVERS[0].url ? 'build' : 'dev'}`,
    ).catch(() => '');
    if (error instanceof Error) error.message += `\nscreenshot: ${shot}\n${page.errors.join('\n')}`;
    throw error;
  } finally {
    await closePage(page);
  }
};

describe('the validation queue, a working day', () => {
  const browser = setupBrowser();

  for (const server of APP_SERVERS) {
    it(`${server.name}: a reason typed after R is sent and kept word for word`, async () => {
      await withServerPage(browser(), server, SIZES[0].viewport, 'typed-reason', async (page) => {
        await page.goto('/validation');
        await page.getByRole('article').waitFor();
        const matricule = await matriculeOnScreen(page);
        const sent = page.waitForRequest(
          (request) =>
            request.method() === 'POST' &&
            request.url().endsWith('/api/validation/student-validation'),
        );
        await page.keyboard.press('r');
        const field = page.getByRole('dialog').getByLabel(/Motif du rejet/);
        await field.waitFor();
        await page.keyboard.type(REASON);
        await page.keyboard.press('Enter');
        const request = await sent;
        // The demo API answers in the page: leave it only once the decision is recorded.
        assert.equal((await request.response()).status(), 200);
        assert.deepEqual(decisionBody(request), {
          student_idNumber: matricule,
          validation_target: 'data',
          validation_state: 'rejected',
          validation_comment: REASON,
        });
        await nextRecord(page, matricule);

        await page.goto('/validation/historique');
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: matricule }) });
        await row.first().waitFor();
        assert.equal(await row.first().getByRole('cell', { name: REASON, exact: true }).count(), 1);
        assert.deepEqual(page.crashes, []);
      });
    });
  }

  const cases = APP_SERVERS.flatMap((server) => SIZES.map((size) => ({ server, size })));
  for (const { server, size } of cases) {
    it(`${server.name}, ${size.name}: the photo and « Valider » stay in view through 5 decisions`, async () => {
      await withServerPage(
        browser(),
        server,
        size.viewport,
        `in-view-${size.name}`,
        async (page) => {
          await page.goto('/validation?target=photo');
          await page.locator('img[data-review-photo]').waitFor();
          for (let decision = 0; decision <= 5; decision++) {
            const photo = await wholeInView(page.locator('img[data-review-photo]'));
            const validate = await wholeInView(
              page
                .getByRole('toolbar', { name: 'Décision' })
                .getByRole('button', { name: /Valider/ }),
            );
            assert.ok(
              photo.inside && photo.onTop,
              `photo after ${decision}: ${JSON.stringify(photo)}`,
            );
            assert.ok(validate.onTop, `Valider after ${decision}: ${JSON.stringify(validate)}`);
            if (decision === 5) break;
            const matricule = await matriculeOnScreen(page);
            await page.keyboard.press('v');
            await nextRecord(page, matricule);
            await page.locator('img[data-review-photo]').waitFor();
          }
          await screenshot(page, `validation-in-view-${size.name}`);
        },
      );
    });
  }
});
