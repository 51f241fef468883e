// The photo grid in chromium: miniatures really load, the fullsize viewer opens and moves
// with the keyboard, the grid reads at 375px. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginTo, MOBILE, screenshot, setupBrowser, withPage } from './helpers.mjs';

/** The grid's tiles: the button that opens the viewer holds the miniature. */
const tileButtons = (page) =>
  page.getByRole('list', { name: 'Photos' }).locator('[data-photo-tile]');

/** Opens /photos as a controller and waits for the first miniatures to be decoded. */
const openGrid = async (page) => {
  await loginTo(page, 'control', '/photos');
  await tileButtons(page).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll('[data-photo-tile] img')].slice(0, 4);
    return images.length === 4 && images.every((image) => image.complete && image.naturalWidth > 0);
  });
};

const viewerTitle = (page) => page.getByRole('dialog').getByRole('heading').first().textContent();

describe('photos', () => {
  const browser = setupBrowser();

  it('shows the miniatures, opens the fullsize viewer and moves with ArrowRight', async () => {
    await withPage(browser(), 'photos-viewer', async (page) => {
      await openGrid(page);
      const first = tileButtons(page).first();
      const miniature = first.locator('img');
      // Fetched with the token (photosToken.spec.mjs), shown through an object URL.
      assert.match(await miniature.getAttribute('src'), /^blob:/);
      await screenshot(page, 'photos-grid-1280');

      const secondLabel = await tileButtons(page).nth(1).getAttribute('aria-label');
      await first.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      const fullsize = dialog.locator('img[src^="blob:"]');
      await page.waitForFunction(
        (image) => image.complete && image.naturalWidth > 0,
        await fullsize.elementHandle(),
      );
      const firstName = await viewerTitle(page);
      assert.match(new URL(page.url()).hash, /^#photo=\d+$/);
      await screenshot(page, 'photos-viewer-1280');

      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (name) => document.querySelector('[role=dialog] h2')?.textContent !== name,
        firstName,
      );
      assert.equal(secondLabel, `Agrandir la photo de ${await viewerTitle(page)}`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).hash, '');
      assert.deepEqual(page.crashes, []);
    });
  });

  it('reads at 375px: two columns, the viewer full screen', async () => {
    await withPage(
      browser(),
      'photos-375',
      async (page) => {
        await openGrid(page);
        const [a, b] = await Promise.all([0, 1].map((n) => tileButtons(page).nth(n).boundingBox()));
        assert.equal(Math.round(a.y), Math.round(b.y), 'the first two tiles share a row');
        assert.ok(b.x + b.width <= MOBILE.width, 'no horizontal overflow');
        await screenshot(page, 'photos-grid-375');
        await tileButtons(page).first().click();
        const paper = page.getByRole('dialog');
        await paper.waitFor({ state: 'visible' });
        const box = await paper.boundingBox();
        assert.equal(Math.round(box.width), MOBILE.width);
        await screenshot(page, 'photos-viewer-375');
        assert.deepEqual(page.crashes, []);
      },
      MOBILE,
    );
  });
});
