// Security review (issue 17) as a user sees it: where login leads, and login throttling.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, setupBrowser, login, pathOf, SIGN_IN, withPage } from './helpers.mjs';

const MENU = 'nav[aria-label="Menu principal"]';

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
