// The next morning (issue 45, point 2): a stored token the browser cannot judge by its own
// expiry (revoked on the server before it) is asked about while the app's code loads. Refused,
// the login form shows without waiting for that code and without a flash of the app; accepted,
// the app shows without a flash of the form. The production build behind nginx, on the demo
// API over HTTP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupBrowser, SIGN_IN } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { suiteStack } from './productionServer.mjs';

const skip = skipWithoutNginx();

/** The app's code past the login form: its two stages (src/appStages.ts). */
const APP_CODE = /\/assets\/App(First)?-[\w-]+\.js$/;
const MENU = 'nav[aria-label="Menu principal"]';

/** Records, at every frame, whether the app's menu or the login form has been seen. */
const watchScreens = (menu) => {
  window.seen = { menu: false, form: false };
  const look = () => {
    if (document.querySelector(menu)) window.seen.menu = true;
    const form = document.getElementById('login-form');
    if (form && form.offsetParent !== null) window.seen.form = true;
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

const post = async (url, body, token) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return response.json();
};

describe('the next morning, a token the browser cannot judge', { skip }, () => {
  const browser = setupBrowser();
  const stack = suiteStack();

  /** A page of a browser that kept `token`; the app's code held until `release()`. */
  const openWith = async (token) => {
    // No service worker: its fetches of the app's code would pass the route below.
    const context = await browser().newContext({ baseURL: stack.baseUrl, serviceWorkers: 'block' });
    await context.addInitScript((kept) => {
      if (location.pathname !== '/blank') return;
      localStorage.setItem('authorization-token', kept);
    }, token);
    await context.addInitScript(watchScreens, MENU);
    const page = await context.newPage();
    await page.route('/blank', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await page.goto('/blank');
    let release;
    const released = new Promise((done) => (release = done));
    const meCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') meCalls.push(request.url());
    });
    await page.route(APP_CODE, async (route) => {
      await released;
      await route.continue();
    });
    return { page, release, meCalls };
  };

  it('revoked before its expiry: the login form, without waiting for the app’s code, no app shown', async () => {
    const { token } = await post(`${stack.apiUrl}/api/auth/login`, {
      login: 'admin',
      password: 'admin',
    });
    await post(`${stack.apiUrl}/api/auth/logout`, {}, token);
    const { page, release, meCalls } = await openWith(token);
    try {
      await page.goto('/student');
      // The app's code is held: the form can only show if the answer did not wait for it.
      await page.getByRole('button', { name: SIGN_IN }).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.loginReady === '1');
      assert.equal(await page.evaluate(() => window.seen.menu), false, 'no flash of the app');
      release();
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal(new URL(page.url()).searchParams.get('next'), '/student');
      assert.equal(await page.evaluate(() => localStorage.getItem('authorization-token')), null);
      assert.equal(meCalls.length, 1, 'asked once');
      await page.getByLabel('Identifiant').fill('admin');
      await page.getByLabel('Mot de passe').fill('admin');
      await page.getByRole('button', { name: SIGN_IN }).click();
      await page.locator(MENU).waitFor();
      assert.equal(new URL(page.url()).pathname, '/student');
      assert.equal(await page.evaluate(() => window.seen.menu), true);
    } finally {
      await page.context().close();
    }
  });

  it('still valid: the app, with no flash of the login form, the server asked once', async () => {
    const { token } = await post(`${stack.apiUrl}/api/auth/login`, {
      login: 'admin',
      password: 'admin',
    });
    const { page, release, meCalls } = await openWith(token);
    try {
      await page.goto('/student');
      release();
      await page.locator(MENU).waitFor();
      await page.locator('main tbody tr').first().waitFor();
      assert.deepEqual(await page.evaluate(() => window.seen), { menu: true, form: false });
      assert.equal(new URL(page.url()).pathname, '/student');
      assert.equal(meCalls.length, 1, 'asked once');
    } finally {
      await page.context().close();
    }
  });
});
