// Students' photos are minors' personal data: every image request of /student and /photos
// carries the Bearer token, and the images are really shown. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { login, setupBrowser, withPage } from './helpers.mjs';

/** Every request of the page to /api/photos/* (the images), with its Authorization header. */
const watchImageRequests = (page) => {
  const seen = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/photos/')) {
      seen.push({ url: request.url(), authorization: request.headers().authorization });
    }
  });
  return seen;
};

/** Waits until `count` images (at least) matching `selector` are loaded and decoded. */
const imagesShown = (page, selector, count = 1) =>
  page.waitForFunction(
    ([css, n]) => {
      const images = [...document.querySelectorAll(css)];
      return (
        images.length >= n && images.every((image) => image.complete && image.naturalWidth > 0)
      );
    },
    [selector, count],
  );

const expectAllWithToken = (seen, where) => {
  assert.ok(seen.length > 0, `${where}: images were asked for`);
  for (const { url, authorization } of seen) {
    assert.match(authorization ?? '', /^Bearer \S+$/, `${where}: ${url} without the token`);
  }
};

describe('photos behind the token', () => {
  const browser = setupBrowser();

  it('sends the token with every image of /student and /photos, and shows them', async () => {
    await withPage(browser(), 'photos-token', async (page) => {
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      const seen = watchImageRequests(page);

      await page.goto('/student');
      await imagesShown(page, 'img[data-photo-uuid]', 5);
      expectAllWithToken(seen, '/student');
      const onStudents = seen.length;

      await page.goto('/photos');
      await imagesShown(page, '[data-photo-tile] img', 8);
      await page.locator('[data-photo-tile]').first().click();
      await imagesShown(page, '[role=dialog] img[src^="blob:"]');
      expectAllWithToken(seen, '/photos');
      assert.ok(seen.length > onStudents, '/photos asked for its own images');
      assert.ok(
        seen.some(({ url }) => url.endsWith('/fullsize')),
        'the viewer asked for the fullsize image',
      );

      // As a real server would, the demo API refuses an image asked without the token.
      const status = await page.evaluate(
        (url) => fetch(url).then((response) => response.status),
        seen[0].url,
      );
      assert.equal(status, 401);
      assert.deepEqual(page.crashes, []);
    });
  });
});
