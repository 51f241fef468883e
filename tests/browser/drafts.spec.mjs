// Issue 33, point 4: a form being filled outlives a forced end of the session. Its draft is
// kept for its author, the same user's new login opens the form again and offers it back;
// another user is offered nothing. The session ends as in sessionClock.spec.mjs: the
// refresh loop's 'Connexion perdue' (reload) and 'Session expirée' (status not ok).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  login,
  menuEntry,
  MOBILE,
  DESKTOP,
  pathOf,
  screenshot,
  setupBrowser,
  withPage,
} from './helpers.mjs';
import {
  failRefresh,
  lastRefreshAt,
  lastTokenChangeAt,
  loginOn,
  pauseClock,
  recordRefreshes,
  runClockTo,
  runToNextRefresh,
  settledRefreshes,
  storedToken,
  until,
} from './sessionHelpers.mjs';

const OFFER = /^Reprendre la saisie du \d{1,2} \S+ \d{4} à \d\d:\d\d \?$/;
const CONTENT = 'Coupure du réseau prévue samedi de 8 h à 12 h. '.repeat(20).slice(0, 800);
const LONG_NAME = 'KOUASSI-N’GUESSAN Adjoua Marie-Thérèse Épouse YAO-KONAN de Grand-Bassam';

/** The drafts in the page's localStorage, by key, as stored (sealed). */
const drafts = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('form-draft:'))
        .map((key) => [key, localStorage.getItem(key)]),
    ),
  );

/**
 * Logged in as admin on `path`, its form shown (`field` there), then the page's clock paused
 * (timers run only when told). Paused while the form's code still loaded, the page stayed on
 * its loading bar in a CI run: React waits on timers to show a page that suspended.
 */
const pausedSessionOn = async (page, path, field) => {
  await recordRefreshes(page.context());
  await page.clock.install();
  await loginOn(page, path, 'admin');
  await page.getByLabel(field).waitFor();
  await pauseClock(page);
};

/**
 * The draft written (1 s after the last key), then the session's end runs to /login; `from`:
 * the page time when no refresh is due yet (runToNextRefresh).
 */
const endSession = async (page, fault, losses, from) => {
  await page.clock.runFor(1_000);
  await failRefresh(page, fault, losses);
  await runToNextRefresh(page, { from });
  for (let call = 1; call < losses; call += 1) {
    await settledRefreshes(page, call);
    await runClockTo(page, (await lastRefreshAt(page)) + 10_000);
  }
  await until(async () => (await storedToken(page)) === null, 'the session ended');
  await runClockTo(page, (await lastTokenChangeAt(page)) + 8_000);
  await page.clock.resume();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Identifiant').waitFor();
};

const logOut = async (page) => {
  await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
};

describe('form drafts', () => {
  const browser = setupBrowser();

  it('an 800-character service message survives « Connexion perdue » and comes back', async () => {
    await withPage(browser(), 'draft-service-message', async (page) => {
      await pausedSessionOn(page, '/service-messages/create', /^Titre/);
      await page.getByLabel(/^Titre/).fill('Maintenance du réseau');
      await page.getByLabel(/^Contenu/).fill(CONTENT);
      await endSession(page, 'network', 4);
      const kept = Object.values(await drafts(page));
      assert.equal(kept.length, 1);
      assert.ok(!kept[0].includes('Maintenance'), `sealed: ${kept[0]}`);

      await login(page, 'admin', 'admin');
      await page.waitForURL((url) => url.pathname === '/service-messages/create');
      const offer = page.getByText(OFFER);
      await offer.waitFor();
      assert.equal(await page.getByLabel(/^Contenu/).inputValue(), '');
      await screenshot(page, 'draft-offer-desktop-light');
      await page.setViewportSize(MOBILE);
      await screenshot(page, 'draft-offer-mobile-light');
      // Still offered after a reload: nothing was answered yet.
      await page.evaluate(() => localStorage.setItem('app-theme', 'dark'));
      await page.reload();
      await offer.waitFor();
      await screenshot(page, 'draft-offer-mobile-dark');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'draft-offer-desktop-dark');

      await page.getByRole('button', { name: 'Reprendre' }).click();
      assert.equal(await offer.count(), 0);
      assert.equal(await page.getByLabel(/^Titre/).inputValue(), 'Maintenance du réseau');
      assert.equal(await page.getByLabel(/^Contenu/).inputValue(), CONTENT);
    });
  });

  it('a user with a long name survives « Session expirée », its roles and password left out; another user sees nothing', async () => {
    await withPage(browser(), 'draft-user', async (page) => {
      await pausedSessionOn(page, '/users/create', /^Identifiant/);
      await page.getByLabel(/^Identifiant/).fill('akouassi');
      await page.getByLabel(/^Nom complet/).fill(LONG_NAME);
      const roles = page.getByRole('group', { name: /Rôles supplémentaires/ });
      await roles.getByRole('checkbox', { name: 'Administrateur' }).check();
      await roles.getByRole('checkbox', { name: 'Accès à la liste des API' }).check();
      await page.getByLabel(/^Mot de passe/).fill('secret-2026');
      await page.getByLabel(/^Confirmer le mot de passe/).fill('secret-2026');
      await endSession(page, 'refused', 1);
      const kept = JSON.stringify(await drafts(page));
      assert.ok(kept.includes('form-draft:1:users:create'), kept);
      assert.ok(!kept.includes('KOUASSI') && !kept.includes('secret-2026'), `sealed: ${kept}`);

      // The same user (the in-app /login: no reload after a status not ok) is back on the form.
      await login(page, 'admin', 'admin');
      await page.waitForURL((url) => url.pathname === '/users/create');
      await page.getByText(OFFER).waitFor();

      // Ended again, the offer unanswered; another user of the browser: the home page, nothing.
      await pauseClock(page);
      await endSession(page, 'refused', 1, (await lastTokenChangeAt(page)) + 120_000 - 1);
      await login(page, 'control', 'control');
      await page.getByRole('button', { name: /Menu de l'utilisateur/ }).waitFor();
      assert.equal(pathOf(page), '/');
      assert.equal(await page.getByText(/Reprendre la saisie/).count(), 0);
      await logOut(page);
      assert.equal(JSON.stringify(await drafts(page)), kept);

      // The author finds the form's draft offered back (going there as a user does: a reload
      // in the instant after the login, before the key is derived, would leave the session
      // without one, docs/decisions/kept-in-browser.md).
      await login(page, 'admin', 'admin');
      await menuEntry(page, 'Utilisateurs').click();
      await page.getByRole('link', { name: 'Créer' }).click();
      await page.waitForURL((url) => url.pathname === '/users/create');
      await page.getByText(OFFER).waitFor();
      await page.getByRole('button', { name: 'Reprendre' }).click();
      await page.waitForFunction(
        (name) => document.querySelector('input[name="login_fullName"]')?.value === name,
        LONG_NAME,
      );
      // Roles are never kept in a draft: the admin ticks them again.
      assert.equal(
        await roles.getByRole('checkbox', { name: 'Administrateur' }).isChecked(),
        false,
      );
      assert.equal(await page.getByLabel(/^Mot de passe/).inputValue(), '');

      // « Se déconnecter » is the user saying they are done: their drafts go.
      await logOut(page);
      assert.deepEqual(await drafts(page), {});
    });
  });
});
