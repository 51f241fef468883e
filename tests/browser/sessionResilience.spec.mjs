// Autologin on a poor connection (issue 16): a passing fault on GET /api/auth/me during a
// reload, and requests cut off by fast reloads and page changes, never end the session.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupBrowser, login, menuEntry, pathOf, screenshot, withPage } from './helpers.mjs';

const MENU = 'nav[aria-label="Menu principal"]';
const TOKEN = 'authorization-token';
const storedToken = (page) => page.evaluate((key) => localStorage.getItem(key), TOKEN);

describe('session resilience', () => {
  const browser = setupBrowser();

  it('comes back by itself after a network failure then a 500 on /api/auth/me', async () => {
    await withPage(browser(), 'autologin-faults', async (page) => {
      // The page's clock, so that the 10 s between retries pass at once.
      await page.clock.install();
      await page.goto('/school');
      await page.waitForURL((url) => url.pathname === '/login');
      await login(page, 'admin', 'admin');
      await page.locator(MENU).waitFor();
      const token = await storedToken(page);
      await page.evaluate(() =>
        localStorage.setItem(
          'demo-api-faults',
          JSON.stringify({ fail: 'network', match: '/api/auth/me', times: 1 }),
        ),
      );
      await page.reload();
      await page.getByText('Reconnexion au serveur…').waitFor();
      await page.getByText(/essai 1 sur 3/).waitFor();
      await screenshot(page, 'reconnecting');
      assert.equal(await storedToken(page), token);
      await page.evaluate(() =>
        window.demoApi.setFaults({ fail: 'server', match: '/api/auth/me', times: 1 }),
      );
      await page.clock.fastForward(10_000);
      await page.getByText(/essai 2 sur 3/).waitFor();
      assert.equal(await storedToken(page), token);
      await page.clock.fastForward(10_000);
      await page.locator(MENU).waitFor();
      assert.equal(pathOf(page), '/school');
      assert.equal(await storedToken(page), token);
      assert.equal(await page.getByText('Reconnexion au serveur…').count(), 0);
    });
  });

  it('survives 30 fast reloads and page changes', async () => {
    await withPage(browser(), 'fast-reloads', async (page) => {
      // Fewer generated students: each reload regenerates the demo data.
      await page.context().addInitScript(() => localStorage.setItem('demo-api-students', '2000'));
      await page.goto('/');
      await login(page, 'control', 'control');
      await page.locator(MENU).waitFor();
      const paths = ['/student', '/school', '/dren', '/photos', '/account'];
      for (let round = 0; round < 30; round += 1) {
        if (round % 5 === 4) {
          // A page change inside the app, as soon as the menu is there.
          await menuEntry(page, 'Écoles').click();
          continue;
        }
        // Leave while GET /api/auth/me is in flight: the next navigation cuts it off.
        const asked = page
          .waitForRequest((request) => request.url().includes('/api/auth/me'))
          .then(
            () => 'asked',
            () => 'timeout',
          );
        const lost = page
          .waitForURL((url) => url.pathname === '/login')
          .then(
            () => 'sent to /login',
            () => 'timeout',
          );
        if (round % 2 === 0) await page.reload({ waitUntil: 'commit' });
        else await page.goto(paths[round % paths.length], { waitUntil: 'commit' });
        assert.equal(await Promise.race([asked, lost]), 'asked', `round ${round + 1}`);
        assert.ok(await storedToken(page), `token lost at round ${round + 1}`);
      }
      await page.locator(MENU).waitFor();
      assert.ok(await storedToken(page));
      assert.notEqual(pathOf(page), '/login');
      await page.reload();
      await page.locator(MENU).waitFor();
      assert.notEqual(pathOf(page), '/login');
    });
  });
});
