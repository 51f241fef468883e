// Issue 40, points 5 and 7: waiting is never shown as done. The production build behind
// nginx, `npm run demo:api` behind it: offline, a decision's toast says it waits (never the
// green « Validé »); and when the connection's banner clears, nothing under the pointer moves.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, MOBILE, screenshot, setupBrowser } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { suiteStack } from './productionServer.mjs';
import { decide, openQueue, settled } from './outageScenarios.mjs';
import { patience } from './pace.mjs';

const skip = skipWithoutNginx();

/** The toasts on screen, by their title. */
const toastTitles = (page) => page.locator('[data-sonner-toast] [data-title]').allTextContents();

// A full-page screenshot lays the page out at another size for a moment (down to 1×1 px under
// load): between two measures of where the buttons are, the screen as the user sees it.
const VIEWPORT_ONLY = { fullPage: false };

const validateButton = (page) => page.getByRole('button', { name: /^Valider/ }).first();

/** Where the « Valider » button is, once the page has stopped moving (two equal frames). */
const steadyBox = async (page) => {
  let last = null;
  for (let i = 0; i < 20; i += 1) {
    const box = await validateButton(page).boundingBox();
    if (last && JSON.stringify(box) === JSON.stringify(last)) return box;
    last = box;
    await page.waitForTimeout(100);
  }
  return last;
};

/** The connection's trouble is said on the page (any version of the banner). */
const troubleShown = (page) =>
  page.waitForFunction(() => /hors ligne/i.test(document.body.innerText), undefined, {
    timeout: patience(10_000),
  });

/** Nothing says offline nor waiting any more: the banners have cleared. */
const troubleCleared = (page) =>
  page.waitForFunction(
    () => !/hors ligne|en attente d’envoi|injoignable/i.test(document.body.innerText),
    undefined,
    { timeout: patience(40_000) },
  );

describe(
  'waiting is never shown as done, on the production build and the demo API',
  { skip },
  () => {
    const browser = setupBrowser();
    const stack = suiteStack();

    it('offline, a decision’s toast says it waits, never « Validé »', async () => {
      const page = await openQueue(browser(), stack);
      try {
        await decide(page);
        await settled(page);
        await page.context().setOffline(true);
        await decide(page);
        const waiting = page.locator('[data-sonner-toast]', {
          hasText: /^Validation en attente d’envoi : /,
        });
        await waiting.waitFor({ timeout: patience(10_000) });
        assert.match(
          await waiting.textContent(),
          /Pas de réponse du serveur : la décision est gardée dans ce navigateur et partira dès qu’il répondra\./,
        );
        assert.deepEqual(
          (await toastTitles(page)).filter((title) => /^Validé :/.test(title)),
          [],
          'no green « Validé » for a decision that has no answer',
        );
        await screenshot(page, 'waiting-toast');
        // The network back, it is sent and only then says « Validé ».
        await page.context().setOffline(false);
        await settled(page);
      } finally {
        await page.context().close();
      }
    });

    for (const [name, viewport] of [
      ['1280 px', DESKTOP],
      ['375 px', MOBILE],
    ]) {
      it(`${name}: the banners come and clear without moving the decision buttons`, async () => {
        const page = await openQueue(browser(), stack, undefined, viewport);
        try {
          await decide(page);
          await settled(page);
          const online = await steadyBox(page);
          await page.context().setOffline(true);
          await troubleShown(page);
          const offline = await steadyBox(page);
          // On a phone the bar rises above the banner when it comes; on a desktop nothing moves.
          if (viewport === DESKTOP)
            assert.deepEqual(offline, online, 'the banner came: nothing moved');
          await decide(page);
          await decide(page);
          await page.getByText('2 décisions en attente d’envoi').first().waitFor();
          const waiting = await steadyBox(page);
          await screenshot(page, `waiting-banner-${viewport.width}`, VIEWPORT_ONLY);
          await page.context().setOffline(false);
          await troubleCleared(page);
          await settled(page);
          const cleared = await steadyBox(page);
          await screenshot(page, `waiting-cleared-${viewport.width}`, VIEWPORT_ONLY);
          assert.deepEqual(cleared, waiting, 'the banners cleared: the buttons did not move');
        } finally {
          await page.context().close();
        }
      });
    }
  },
);
