// Issue 12's session edge cases: the refresh loop as wired in the app, driven by
// Playwright's clock (spec sections 4 and 8: every 2 minutes; a non-ok status or another
// error ends the session; a network error is retried 3 times 10 s apart; the toast stays
// 8 s, then /login, reloaded except after a non-ok status). Then logout in another tab, and
// two tabs refreshing the one token.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathOf, screenshot, setupBrowser, withPage } from './helpers.mjs';
import {
  MENU,
  failRefresh,
  lastRefreshAt,
  lastTokenChangeAt,
  loginOn,
  markDocument,
  pauseClock,
  meAnswers,
  recordRefreshes,
  refreshes,
  runClockTo,
  runToNextRefresh,
  sameDocument,
  sessionToast,
  settledRefreshes,
  storedToken,
  toastText,
  until,
} from './sessionHelpers.mjs';

const TWO_MINUTES = 120_000;
const SESSION_EXPIRED = 'Session expirée';
const EXPIRED_STATUS = 'Attention votre connexion a expiré, merci de vous reconnecter';
const EXPIRED_ERROR = 'Attention votre connexion a expiré, veuillez vous reconnecter';
const CONNECTION_LOST = 'Connexion perdue';
const CONNECTION_LOST_TEXT =
  'Impossible de se connecter au serveur après plusieurs tentatives. Veuillez vous reconnecter.';

/** Logged in as admin on /school, the page's clock paused: timers run only when told. */
const pausedSession = async (page) => {
  await recordRefreshes(page.context());
  await page.clock.install();
  await loginOn(page, '/school', 'admin');
  await pauseClock(page);
  await markDocument(page);
  return storedToken(page);
};

/**
 * The session has just ended with this toast: the token is gone at once; 7 999 ms later
 * the page and its toast are still there; at 8 s it leaves for /login.
 */
const endsAfterEightSeconds = async (page, title, description) => {
  await until(async () => (await storedToken(page)) === null, 'the token forgotten');
  const endedAt = await lastTokenChangeAt(page);
  await runClockTo(page, endedAt + 7_999);
  await sessionToast(page).waitFor();
  assert.deepEqual(await toastText(page), { title, description });
  await screenshot(page, `session-${title === SESSION_EXPIRED ? 'expired' : 'lost'}`);
  assert.equal(pathOf(page), '/school');
  assert.ok(await sessionToast(page).isVisible());
  await page.clock.runFor(1);
  await page.clock.resume();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Identifiant').waitFor();
};

/** A second tab of the same browser, opened on `path` in the stored session. */
const secondTab = async (page, path) => {
  const tab = await page.context().newPage();
  await tab.goto(path);
  await tab.locator(MENU).waitFor();
  await markDocument(tab);
  return tab;
};

describe('session clock', () => {
  const browser = setupBrowser();

  it('a logout in another tab logs this tab out at once', async () => {
    await withPage(browser(), 'logout-other-tab', async (page) => {
      await loginOn(page, '/school', 'admin');
      const other = await secondTab(page, '/dren');
      await other.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
      await other.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await other.waitForURL((url) => url.pathname === '/login');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Identifiant').waitFor();
      assert.equal(await storedToken(page), null);
      assert.equal(await sessionToast(page).count(), 0);
    });
  });

  it('two tabs: each refresh keeps the other tab in the one session', async () => {
    await withPage(browser(), 'two-tabs-refresh', async (page) => {
      await recordRefreshes(page.context());
      await page.clock.install();
      await loginOn(page, '/school', 'admin');
      await markDocument(page);
      const first = await storedToken(page);
      // The second tab's loop starts a minute after the first's.
      await page.clock.fastForward(60_000);
      const other = await secondTab(page, '/dren');
      await pauseClock(page);
      const checked = await meAnswers(other);
      await runToNextRefresh(page);
      assert.deepEqual(await settledRefreshes(page, 1), ['ok']);
      assert.deepEqual(await refreshes(other), []);
      // The other tab asks whose the new token is, finds the same user, and stays.
      await until(async () => (await meAnswers(other)) > checked, 'the other tab’s check');
      const second = await storedToken(other);
      assert.notEqual(second, first);
      assert.equal(await storedToken(page), second);
      // The second tab's loop started at least a minute after the first's.
      await runToNextRefresh(page, { tab: other, from: (await lastTokenChangeAt(page)) + 59_000 });
      assert.deepEqual(await settledRefreshes(other, 1), ['ok']);
      await until(async () => (await storedToken(page)) !== second, 'the third token');
      await page.clock.resume();
      for (const [tab, path] of [
        [page, '/school'],
        [other, '/dren'],
      ]) {
        assert.equal(pathOf(tab), path);
        assert.ok(await sameDocument(tab));
        assert.equal(await sessionToast(tab).count(), 0);
      }
      await page.getByRole('link', { name: 'DREN', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dren');
      await other.getByRole('link', { name: 'Écoles', exact: true }).click();
      await other.waitForURL((url) => url.pathname === '/school');
      assert.ok(await storedToken(page));
    });
  });

  it('every 2 minutes the refresh replaces the token, and the session goes on', async () => {
    await withPage(browser(), 'refresh-ok', async (page) => {
      const first = await pausedSession(page);
      await runToNextRefresh(page);
      assert.deepEqual(await settledRefreshes(page, 1), ['ok']);
      const second = await until(async () => {
        const token = await storedToken(page);
        return token !== first && token;
      }, 'a new token');
      // The next one 2 minutes after this one's answer, to the millisecond.
      await runClockTo(page, (await lastTokenChangeAt(page)) + TWO_MINUTES - 1);
      assert.equal((await refreshes(page)).length, 1);
      await page.clock.runFor(1);
      assert.deepEqual(await settledRefreshes(page, 2), ['ok', 'ok']);
      await until(async () => (await storedToken(page)) !== second, 'a third token');
      assert.equal(await sessionToast(page).count(), 0);
      assert.equal(pathOf(page), '/school');
      assert.ok(await sameDocument(page));
      await page.clock.resume();
      await page.getByRole('link', { name: 'DREN', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dren');
      await page.locator(MENU).waitFor();
    });
  });

  it('a status not ok: "Session expirée… merci", 8 s, then /login without a reload', async () => {
    await withPage(browser(), 'refresh-refused', async (page) => {
      await pausedSession(page);
      await failRefresh(page, 'refused', 1);
      await runToNextRefresh(page);
      assert.deepEqual(await settledRefreshes(page, 1), ['ok']);
      await endsAfterEightSeconds(page, SESSION_EXPIRED, EXPIRED_STATUS);
      assert.ok(await sameDocument(page), 'the page was reloaded');
      // The toast itself lasts 8 s: it is gone once its exit animation is over.
      await sessionToast(page).waitFor({ state: 'detached' });
    });
  });

  it('a 500: "Session expirée… veuillez", 8 s, then /login reloaded', async () => {
    await withPage(browser(), 'refresh-500', async (page) => {
      await pausedSession(page);
      await failRefresh(page, 'server', 1);
      await runToNextRefresh(page);
      assert.deepEqual(await settledRefreshes(page, 1), ['http 500']);
      await endsAfterEightSeconds(page, SESSION_EXPIRED, EXPIRED_ERROR);
      assert.equal(await sameDocument(page), false, 'the page was not reloaded');
    });
  });

  it('one network loss: retried 10 s later, the token is replaced, no toast', async () => {
    await withPage(browser(), 'refresh-one-loss', async (page) => {
      const first = await pausedSession(page);
      await failRefresh(page, 'network', 1);
      await runToNextRefresh(page);
      assert.deepEqual(await settledRefreshes(page, 1), ['network']);
      await runClockTo(page, (await lastRefreshAt(page)) + 9_999);
      assert.equal((await refreshes(page)).length, 1);
      assert.equal(await storedToken(page), first);
      await page.clock.runFor(1);
      assert.deepEqual(await settledRefreshes(page, 2), ['network', 'ok']);
      await until(async () => (await storedToken(page)) !== first, 'a new token');
      assert.equal(await sessionToast(page).count(), 0);
      assert.equal(pathOf(page), '/school');
      assert.ok(await sameDocument(page));
    });
  });

  it('four network losses: 3 retries 10 s apart, "Connexion perdue", 8 s, /login reloaded', async () => {
    await withPage(browser(), 'refresh-four-losses', async (page) => {
      await pausedSession(page);
      await failRefresh(page, 'network', 4);
      await runToNextRefresh(page);
      for (let call = 1; call <= 3; call += 1) {
        await settledRefreshes(page, call);
        await runClockTo(page, (await lastRefreshAt(page)) + 9_999);
        assert.equal((await refreshes(page)).length, call);
        assert.equal(await sessionToast(page).count(), 0);
        await page.clock.runFor(1);
      }
      assert.deepEqual(await settledRefreshes(page, 4), Array(4).fill('network'));
      await endsAfterEightSeconds(page, CONNECTION_LOST, CONNECTION_LOST_TEXT);
      assert.equal(await sameDocument(page), false, 'the page was not reloaded');
    });
  });
});
