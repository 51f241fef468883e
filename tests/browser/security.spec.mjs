// Security reviews (issues 17 and 24) as a user sees them: where login leads, login
// throttling, what a logout leaves behind.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  setupBrowser,
  login,
  pageTitle,
  pathOf,
  screenshot,
  SIGN_IN,
  withPage,
} from './helpers.mjs';

const MENU = 'nav[aria-label="Menu principal"]';
const TOKEN_KEY = 'authorization-token';

const logOutFromMenu = async (page) => {
  await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
};

/** The HTTP status the API gives `token` on `path`, asked from the page. */
const statusWith = (page, path, token) =>
  page.evaluate(
    async ([url, bearer]) =>
      (await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } })).status,
    [path, token],
  );

describe('security', () => {
  const browser = setupBrowser();

  for (const next of [
    '//evil.example/x',
    '/\\evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    '/.//evil.example/phish',
    '/%2e//evil.example/phish',
    '/./\\evil.example/phish',
  ]) {
    it(`after login, next=${next} leads to / without an error`, async () => {
      await withPage(browser(), 'next-path', async (page) => {
        await page.goto(`/login?next=${encodeURIComponent(next).replace('%2509', '%09')}`);
        await login(page, 'admin', 'admin');
        await page.locator(MENU).waitFor();
        assert.ok(page.url().startsWith(BASE_URL), page.url());
        assert.equal(pathOf(page), '/');
        assert.equal(await page.getByText("Erreur d'authentification").count(), 0);
        assert.deepEqual(page.crashes, []);
      });
    });
  }

  it('with a session open, « Revenir à l’application » of next=/.//evil.example stays here', async () => {
    await withPage(browser(), 'next-link', async (page) => {
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      await page.locator(MENU).waitFor();
      await page.goto(`/login?next=${encodeURIComponent('/.//evil.example/phish')}`);
      const back = page.getByRole('link', { name: "Revenir à l'application" });
      assert.equal(await back.getAttribute('href'), '/');
      await back.click();
      await page.locator(MENU).waitFor();
      assert.ok(page.url().startsWith(BASE_URL), page.url());
      assert.equal(pathOf(page), '/');
    });
  });

  it('after « Se déconnecter », the next user of the tab opens /, with shortcuts of their own', async () => {
    await withPage(browser(), 'next-user', async (page) => {
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      await page.locator(MENU).waitFor();
      await page.goto('/school');
      await pageTitle(page, 'Écoles').waitFor();
      await page.goto(`/student?filter=${encodeURIComponent('{"q":"KONE"}')}`);
      await pageTitle(page, 'Élèves').waitFor();
      await logOutFromMenu(page);

      await login(page, 'control', 'control');
      await page.getByRole('heading', { level: 1, name: 'Bonjour control' }).waitFor();
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/');
      const shortcuts = page.getByRole('region', { name: 'Raccourcis' }).getByRole('link');
      await shortcuts.first().waitFor();
      // The menu's first page: admin's visit to /school counts for admin only.
      assert.equal(await shortcuts.first().getAttribute('href'), '/student');
      await screenshot(page, 'security-next-user-home');
      assert.deepEqual(page.crashes, []);
    });
  });

  it('a token copied before « Se déconnecter » gets 401 afterwards, refreshed or not', async () => {
    await withPage(browser(), 'logout-token', async (page) => {
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      await page.locator(MENU).waitFor();
      const copied = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
      assert.equal(await statusWith(page, '/api/auth/me', copied), 200);
      await logOutFromMenu(page);
      // The client asks the server to end the session without holding the screen: wait for it.
      await page.waitForFunction(
        async ([bearer]) =>
          (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${bearer}` } }))
            .status === 401,
        [copied],
        { polling: 200 },
      );
      assert.equal(await statusWith(page, '/api/auth/refresh', copied), 401);
      // Another session of the same account is not touched.
      await login(page, 'admin', 'admin');
      await page.locator(MENU).waitFor();
      const fresh = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
      assert.equal(await statusWith(page, '/api/auth/me', fresh), 200);
    });
  });

  it('GET /api/health in the page: up alone without a token; version, time and uptime with the session’s', async () => {
    await withPage(browser(), 'health', async (page) => {
      const health = (bearer) =>
        page.evaluate(
          async ([token]) =>
            (
              await fetch('/api/health', {
                headers: token ? { Authorization: `Bearer ${token}` } : {},
              })
            ).json(),
          [bearer],
        );
      await page.goto('/login');
      await page.waitForFunction(() => window.demoApi !== undefined);
      assert.deepEqual(await health(null), { status: 'ok', data: { status: 'up' } });
      await login(page, 'agent', 'agent');
      await page.locator(MENU).waitFor();
      const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
      const { data } = await health(token);
      assert.deepEqual(Object.keys(data).sort(), ['status', 'time', 'uptimeSeconds', 'version']);
      assert.equal(data.status, 'up');
    });
  });

  it('a login leaves its device cookie in the demo’s jar (HttpOnly, SameSite=Strict, Path=/api), kept after « Se déconnecter »', async () => {
    await withPage(browser(), 'device-cookie', async (page) => {
      await page.goto('/login');
      await login(page, 'agent', 'agent');
      await page.locator(MENU).waitFor();
      await logOutFromMenu(page);
      const jar = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('__msw-cookie-store__') ?? '[]'),
      );
      assert.equal(jar.length, 1, JSON.stringify(jar));
      assert.match(jar[0].value, /^[\w-]{22}\.[\w-]{43}$/);
      assert.deepEqual(
        {
          key: jar[0].key,
          path: jar[0].path,
          httpOnly: jar[0].httpOnly,
          sameSite: jar[0].sameSite,
        },
        { key: 'cs_device', path: '/api', httpOnly: true, sameSite: 'strict' },
      );
      // A page's script never sees it: only the demo API's handler gets it.
      assert.equal(await page.evaluate(() => document.cookie.includes('cs_device')), false);
    });
  });

  it('after 5 wrong passwords, the toast says to wait, even with the right password', async () => {
    await withPage(browser(), 'throttle', async (page) => {
      await page.goto('/login');
      await page.getByLabel('Identifiant').fill('control');
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await page.getByLabel('Mot de passe').fill(attempt <= 5 ? 'mauvais' : 'control');
        await page.getByRole('button', { name: SIGN_IN }).click();
        const expected =
          attempt <= 5
            ? 'Identifiant ou mot de passe incorrect'
            : /Erreur lors de l'authentification : Trop de tentatives de connexion avec cet identifiant\. Réessayez dans \d+ secondes\./;
        await page.getByText(expected).last().waitFor();
        await page.getByRole('button', { name: SIGN_IN }).waitFor();
      }
      assert.equal(pathOf(page), '/login');
    });
  });
});
