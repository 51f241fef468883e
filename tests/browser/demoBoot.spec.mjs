// The demo build's boot (issue 12): the login form shows before the embedded demo API has
// started, and a submit made before it is ready waits for it and logs in. The demo API's
// chunk (the one naming demoServiceWorker.js) is held back until the form has been submitted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SIGN_IN, login, setupBrowser, withPage } from './helpers.mjs';

/** Holds the demo API's chunk until `release()`; `requested` resolves once it is asked for. */
const holdDemoApi = async (page) => {
  let release;
  let requested;
  const released = new Promise((resolve) => (release = resolve));
  const asked = new Promise((resolve) => (requested = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('demoServiceWorker.js')) {
      requested();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, asked };
};

describe('demo boot', () => {
  const browser = setupBrowser();

  it('shows the login form before the demo API starts; an early submit still logs in', async () => {
    await withPage(browser(), 'demo-boot', async (page) => {
      const demoApi = await holdDemoApi(page);
      await page.goto('/login');
      await demoApi.asked;
      await page.getByLabel('Identifiant').fill('admin');
      await page.getByLabel('Mot de passe').fill('admin');
      assert.equal(await page.evaluate(() => window.demoApi), undefined, 'demo API not started');

      await page.getByRole('button', { name: SIGN_IN }).click();
      await page.getByRole('button', { name: 'Connexion…' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/login', 'the submit waits');

      demoApi.release();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Bonjour admin' }).waitFor();
      assert.equal(await page.getByText("Erreur d'authentification").count(), 0);
      assert.deepEqual(page.crashes, []);
      // The app's chunks still on their way through the route end with the page, unanswered.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  it('the demo service worker answers /api/ only: the app’s files come straight from the server', async () => {
    await withPage(browser(), 'demo-sw-scope', async (page) => {
      await page.goto('/login?next=%2Fstudent');
      await page.waitForFunction(() => window.demoApi !== undefined);
      const answered = [];
      page.on('response', (response) => answered.push(response));
      await login(page, 'admin', 'admin');
      await page.locator('main tbody tr').first().waitFor();
      const path = (response) => new URL(response.url()).pathname;
      const files = answered.filter((response) => path(response).startsWith('/assets/'));
      const calls = answered.filter((response) => path(response).startsWith('/api/'));
      assert.ok(files.length > 0, 'the app’s files are fetched after the demo API started');
      assert.deepEqual(files.filter((response) => response.fromServiceWorker()).map(path), []);
      assert.ok(calls.length > 0);
      assert.deepEqual(calls.filter((response) => !response.fromServiceWorker()).map(path), []);
    });
  });

  it('the demo’s service worker stays when its only tab is left: the next page is under it from its first call', async () => {
    await withPage(browser(), 'demo-sw-stays', async (page) => {
      await page.addInitScript(() => {
        window.controlledAtStart = navigator.serviceWorker.controller !== null;
      });
      await page.goto('/login');
      await page.waitForFunction(() => window.demoApi !== undefined);
      // The tab leaves the app: MSW's page says it is closing, its worker has no page left.
      await page.goto('about:blank');
      const answered = [];
      page.on('response', (response) => answered.push(response));
      await page.goto('/login?next=%2Fstudent');
      assert.equal(await page.evaluate(() => window.controlledAtStart), true);
      await login(page, 'admin', 'admin');
      await page.locator('main tbody tr').first().waitFor();
      const calls = answered.filter((response) =>
        new URL(response.url()).pathname.startsWith('/api/'),
      );
      assert.ok(calls.length > 0);
      assert.deepEqual(
        calls.filter((response) => !response.fromServiceWorker()).map((response) => response.url()),
        [],
      );
    });
  });
});
