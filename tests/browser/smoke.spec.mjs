// Smoke test of the demo build in chromium: login, home page, real paths, route guard,
// unknown paths. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DESKTOP,
  MOBILE,
  SIGN_IN,
  setupBrowser,
  login,
  menuEntry,
  pageTitle,
  pathOf,
  screenshot,
  withPage,
} from './helpers.mjs';

/** Waits until the page's title (app bar or heading) shows `name`. */
const seeTitle = (page, name) => pageTitle(page, name).waitFor({ state: 'visible' });

describe('smoke', () => {
  const browser = setupBrowser();

  it('sends an anonymous visitor to the login form, which lists the demo accounts', async () => {
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ]) {
      await withPage(
        browser(),
        `login-${label}`,
        async (page) => {
          await page.goto('/');
          await page.waitForURL((url) => url.pathname === '/login');
          await page.getByLabel('Identifiant').waitFor({ state: 'visible' });
          await page.getByLabel('Mot de passe').waitFor({ state: 'visible' });
          await page.getByRole('button', { name: SIGN_IN }).waitFor({ state: 'visible' });
          for (const account of ['admin', 'control', 'dev', 'agent']) {
            await page.getByText(account, { exact: true }).first().waitFor({ state: 'visible' });
          }
          await screenshot(page, `login-${label}`);
          assert.deepEqual(page.crashes, []);
        },
        viewport,
      );
    }
  });

  it('logs in as admin and shows the home page with the sidebar', async () => {
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ]) {
      await withPage(
        browser(),
        `home-${label}`,
        async (page) => {
          await page.goto('/');
          await login(page, 'admin', 'admin');
          assert.equal(pathOf(page), '/');
          await seeTitle(page, 'Accueil');
          if (viewport === DESKTOP) {
            await menuEntry(page, 'Élèves').waitFor({ state: 'visible' });
          }
          await screenshot(page, `home-${label}`);
          assert.deepEqual(page.crashes, []);
        },
        viewport,
      );
    }
  });

  it('keeps real paths across a reload (/student)', async () => {
    await withPage(browser(), 'reload', async (page) => {
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      await page.goto('/student');
      await seeTitle(page, 'Élèves');
      await page.reload();
      await seeTitle(page, 'Élèves');
      assert.equal(pathOf(page), '/student');
      assert.equal(new URL(page.url()).hash, '');
      assert.deepEqual(page.crashes, []);
    });
  });

  it('sends a control user opening /users back to the home page', async () => {
    await withPage(browser(), 'guard', async (page) => {
      await page.goto('/login');
      await login(page, 'control', 'control');
      await page.goto('/users');
      await page.waitForURL((url) => url.pathname === '/');
      await seeTitle(page, 'Accueil');
      assert.equal(await pageTitle(page, 'Utilisateurs').count(), 0);
      assert.deepEqual(page.crashes, []);
    });
  });

  it('shows "Page introuvable" on an unknown path', async () => {
    await withPage(browser(), 'not-found', async (page) => {
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      await page.goto('/cette-page-n-existe-pas');
      await page.getByText('Page introuvable').first().waitFor({ state: 'visible' });
      assert.equal(pathOf(page), '/cette-page-n-existe-pas');
      assert.deepEqual(page.crashes, []);
    });
  });
});
