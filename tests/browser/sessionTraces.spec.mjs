// What a session leaves in the browser after its logout (issue 31, points 1 and 7): every
// /api answer marked no-store (no disk cache entry), no /api answer in Cache Storage, no
// IndexedDB database but the allowed ones, and no localStorage key beyond the documented ones
// (src/auth/sessionTraces.ts, docs/decisions/kept-in-browser.md).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageTitle, setupBrowser, withPage } from './helpers.mjs';
import { loginOn, MENU, until } from './sessionHelpers.mjs';

/** The localStorage keys a session may leave behind (KEPT_AFTER_SESSION). */
const KEPT = /^(app-theme|service-messages-minimised|demo-api-.*|__msw-cookie-store__)$/;

/** What the browser holds that a session could have left: storage, caches, databases. */
const traces = (page) =>
  page.evaluate(async () => {
    const cached = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(new URL(request.url).pathname);
    }
    return {
      localStorage: Object.keys(localStorage).sort(),
      cached: cached.sort(),
      databases: (await indexedDB.databases()).map(({ name }) => name).sort(),
    };
  });

/**
 * As a service worker or a later feature might: /api answers in Cache Storage, a static file
 * beside them (a precache, kept), an IndexedDB database of the session.
 */
const plantTraces = (page) =>
  page.evaluate(async () => {
    const runtime = await caches.open('runtime');
    await runtime.put('/api/student/get_students', Response.json({ data: [{ name: 'Koné' }] }));
    await runtime.put('/api/auth/refresh', Response.json({ token: 'jeton' }));
    const precache = await caches.open('precache');
    await precache.put('/favicon.svg', new Response('<svg/>'));
    await new Promise((done, fail) => {
      const request = indexedDB.open('brouillons-de-session');
      request.onupgradeneeded = () => request.result.createObjectStore('brouillons');
      request.onsuccess = () => (request.result.close(), done());
      request.onerror = () => fail(request.error);
    });
  });

describe('what a session leaves in the browser', () => {
  const browser = setupBrowser();

  it('every /api answer is no-store; after logout no /api answer, no session database, no undocumented key', async () => {
    await withPage(browser(), 'session-traces', async (page) => {
      const answers = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/'))
          answers.push(`${pathname} ${response.headers()['cache-control']}`);
      });
      await loginOn(page, '/student', 'admin');
      await pageTitle(page, 'Élèves').waitFor();
      await page.goto('/users');
      await page.locator(MENU).waitFor();
      await page.getByText('Administrateur de démonstration').first().waitFor();
      await plantTraces(page);
      const before = await traces(page);
      assert.ok(before.localStorage.includes('home-page-visits:1'), before.localStorage.join());
      assert.ok(before.databases.includes('brouillons-de-session'));

      await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await until(async () => {
        const after = await traces(page);
        return !after.cached.some((path) => path.startsWith('/api/')) &&
          !after.databases.includes('brouillons-de-session')
          ? after
          : null;
      }, 'Cache Storage and IndexedDB cleared');
      const after = await traces(page);
      assert.deepEqual(after.cached, ['/favicon.svg'], 'static files stay cached');
      assert.deepEqual(
        after.databases.filter(
          (name) => name !== 'carte-scolaire-outbox' && name !== 'carte-scolaire-keys',
        ),
        [],
        'no database but the outbox and the users’ salts (docs/decisions/kept-in-browser.md)',
      );
      // The salts stay; the ended session's key does not.
      const sessionKeys = () =>
        page.evaluate(
          () =>
            new Promise((resolve, reject) => {
              const request = indexedDB.open('carte-scolaire-keys');
              request.onerror = () => reject(request.error);
              request.onsuccess = () => {
                const db = request.result;
                const count = db.transaction('session').objectStore('session').count();
                count.onsuccess = () => resolve(count.result);
                count.onerror = () => reject(count.error);
              };
            }),
        );
      await until(async () => (await sessionKeys()) === 0, 'no session key after logout');
      assert.deepEqual(
        after.localStorage.filter((key) => !KEPT.test(key)),
        [],
        'no key of the ended session',
      );

      for (const path of ['/api/auth/login', '/api/login/list', '/api/auth/me']) {
        assert.ok(
          answers.some((answer) => answer.startsWith(`${path} `)),
          `${path} answered`,
        );
      }
      assert.deepEqual(
        answers.filter((answer) => !/ (private, )?no-store$/.test(answer)),
        [],
        'every /api answer is no-store',
      );
    });
  });
});
