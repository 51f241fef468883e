// The login page's first load (issue 25): index.html paints the login form itself, takes what
// is typed before any script runs, holds an early Entrée back until the app can send it, and
// only prefetches the admin bundle (nothing evaluated) until the user's first key or tap.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, closePage, login, pathOf, setupBrowser, SIGN_IN } from './helpers.mjs';

/** Holds every script of the app back until `release()`: the page as a slow network shows it. */
const holdScripts = async (page) => {
  let release;
  const released = new Promise((done) => (release = done));
  await page.route(/\/(assets|src|node_modules|@vite)\/.*\.(js|tsx?)(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

describe('first load of the login page', () => {
  const browser = setupBrowser();

  it('paints the form before any script, keeps what is typed, and sends an early Entrée once the app runs', async () => {
    const page = await openPage(browser());
    try {
      const requests = [];
      page.on('request', (request) => requests.push(request.url()));
      const release = await holdScripts(page);
      await page.goto('/student', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Carte Scolaire' }).waitFor();
      await page.getByLabel('Identifiant').pressSequentially('admin');
      await page.getByLabel('Mot de passe').pressSequentially('admin');
      await page.getByLabel('Mot de passe').press('Enter');
      await page.waitForFunction(() => document.documentElement.dataset.loginHeld === '1');
      assert.equal(pathOf(page), '/student', 'no script has run: the address is untouched');
      assert.ok(
        requests.every((url) => !url.includes('password=')),
        'the password never travels in an address',
      );
      release();
      await page.waitForURL((url) => url.pathname === '/student');
      await page.getByRole('button', { name: SIGN_IN }).waitFor({ state: 'detached' });
      await page.locator('.RaList-main, [role=table], table').first().waitFor();
      assert.deepEqual(page.crashes, []);
    } finally {
      await closePage(page);
    }
  });

  it('only prefetches the admin bundle until the first key, then loads it', async () => {
    const page = await openPage(browser());
    try {
      const APP_FILE = /\/assets\/App-[^/]+\.js$/;
      const prefetched = page.waitForRequest(
        (request) =>
          APP_FILE.test(request.url()) && request.headers()['sec-purpose'] === 'prefetch',
      );
      const loaded = 'link[rel="modulepreload"][href*="/assets/App-"]';
      await page.goto('/login');
      await page.waitForFunction(() => document.documentElement.dataset.loginReady === '1');
      // Once the page has loaded: into the HTTP cache, at low priority, nothing evaluated.
      await prefetched;
      assert.equal(await page.locator(loaded).count(), 0, 'nothing of the admin app runs yet');
      await page.getByLabel('Identifiant').press('a');
      await page.locator(loaded).waitFor({ state: 'attached' });
      assert.equal(await page.getByLabel('Identifiant').inputValue(), 'a');
    } finally {
      await closePage(page);
    }
  });

  it('says in French when the admin bundle cannot be downloaded, and logs in once reloaded', async () => {
    const page = await openPage(browser());
    try {
      let refuse = true;
      // The context's routes see the demo's service worker's fetches too, the page's do not.
      await page
        .context()
        .route(/\/assets\/App-[^/]+\.js$/, (route) =>
          refuse ? route.abort('internetdisconnected') : route.continue(),
        );
      await page.goto('/login');
      await page.getByLabel('Identifiant').fill('admin');
      await page.getByLabel('Mot de passe').fill('admin');
      await page.getByRole('button', { name: SIGN_IN }).click();
      await page
        .getByText(
          "L'application n'a pas pu être téléchargée : vérifiez la connexion, puis rechargez la page.",
        )
        .waitFor();
      assert.equal(await page.getByLabel('Identifiant').inputValue(), 'admin');
      refuse = false;
      await page.reload();
      await login(page, 'admin', 'admin');
      assert.equal(pathOf(page), '/');
    } finally {
      await closePage(page);
    }
  });

  it('follows the saved theme from the first paint', async () => {
    const page = await openPage(browser());
    try {
      await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await holdScripts(page);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      const background = await page
        .locator('.login-page')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      assert.equal(background, 'rgb(18, 18, 18)');
    } finally {
      await closePage(page);
    }
  });
});
