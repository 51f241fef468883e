// Issue 17: one user per browser. A tab follows another tab's login as another user; /login
// with an open session says who is connected; a session ended by a failed refresh leaves
// nothing of its user's searches to the next user.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { login, menuEntry, pathOf, screenshot, setupBrowser, withPage } from './helpers.mjs';
import {
  MENU,
  failRefresh,
  lastTokenChangeAt,
  loginOn,
  markDocument,
  pauseClock,
  reactAdminStore,
  recordRefreshes,
  runClockTo,
  runToNextRefresh,
  sameDocument,
  settledRefreshes,
  storedToken,
  TOKEN,
  until,
} from './sessionHelpers.mjs';

const SEARCH = /Rechercher un élève/;

/** Another tab's login as `user`, as a second login form (or an older app) would do it. */
const loginElsewhere = (tab, user) =>
  tab.evaluate(
    async ({ user, key }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: user, password: user }),
      });
      localStorage.setItem(key, (await response.json()).token);
    },
    { user, key: TOKEN },
  );

describe('two users in one browser', () => {
  const browser = setupBrowser();

  it('when agent logs in in another tab, the admin tab follows into agent’s session', async () => {
    await withPage(browser(), 'two-users', async (page) => {
      await loginOn(page, '/photos', 'admin');
      await markDocument(page);
      const other = await page.context().newPage();
      await other.goto('/login');
      await other.getByText('Vous êtes connecté en tant que admin.').waitFor();
      assert.equal(await other.getByLabel('Mot de passe').count(), 0);
      await other.getByRole('button', { name: 'Se déconnecter' }).waitFor();
      await other.getByRole('link', { name: "Revenir à l'application" }).waitFor();
      await screenshot(other, 'login-open-session');

      // A third tab, opened on /login before admin's login, logs agent in.
      const third = await page.context().newPage();
      await third.goto('/login');
      await third.getByText('Vous êtes connecté en tant que admin.').waitFor();
      await loginElsewhere(third, 'agent');
      await until(async () => !(await sameDocument(page).catch(() => true)), 'a reload');
      await page.locator(MENU).waitFor();
      // agent may not see /photos: the reloaded tab is on the home page, with agent's menu.
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByText('Session de agent ouverte dans un autre onglet : cet onglet l’a suivie.')
        .waitFor();
      assert.equal(await menuEntry(page, 'Photos').count(), 0);
      await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
      await page.getByText('agent', { exact: true }).first().waitFor();
      await page.keyboard.press('Escape');
      await other.getByText('Vous êtes connecté en tant que agent.').waitFor();

      // Logging out from /login logs every tab out.
      await other.getByRole('button', { name: 'Se déconnecter' }).click();
      await other.getByLabel('Identifiant').waitFor();
      await page.waitForURL((url) => url.pathname === '/login');
      assert.equal(await storedToken(page), null);
    });
  });

  it('the previous user’s search is gone after a session ended by a failed refresh', async () => {
    await withPage(browser(), 'store-after-refresh-failure', async (page) => {
      await recordRefreshes(page.context());
      await page.clock.install();
      await loginOn(page, '/student', 'admin');
      await page.getByRole('textbox', { name: SEARCH }).fill('Kone');
      await page.waitForURL((url) => url.searchParams.get('filter')?.includes('Kone'));
      const storedSearch = () =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => localStorage.getItem(key).includes('Kone')),
        );
      await until(storedSearch, 'the search kept by react-admin');

      await pauseClock(page);
      await failRefresh(page, 'server', 1);
      await runToNextRefresh(page);
      assert.deepEqual(await settledRefreshes(page, 1), ['http 500']);
      // Forgotten at once, not only once at /login: the tab may be closed meanwhile.
      await until(async () => (await storedToken(page)) === null, 'the token forgotten');
      assert.deepEqual(await reactAdminStore(page), []);
      assert.equal(await storedSearch(), false);
      await runClockTo(page, (await lastTokenChangeAt(page)) + 8_000);
      await page.clock.resume();
      await page.waitForURL((url) => url.pathname === '/login');

      await login(page, 'control', 'control');
      await page.goto('/student');
      const search = page.getByRole('textbox', { name: SEARCH });
      await search.waitFor();
      assert.equal(await search.inputValue(), '');
      assert.equal(new URL(page.url()).searchParams.get('filter'), null);
      assert.equal(pathOf(page), '/student');
      assert.equal(await storedSearch(), false);
    });
  });
});
