// The session in chromium (issue 3): wrong password, each demo role, reload, guard, logout.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupBrowser, login, menuEntry, pathOf, withPage } from './helpers.mjs';

const MENU = 'nav[aria-label="Menu principal"]';

describe('session', () => {
  const browser = setupBrowser();

  it('refuses a wrong password with the spec’s toast and keeps the typed login', async () => {
    await withPage(browser(), 'wrong-password', async (page) => {
      await page.goto('/login');
      await page.getByLabel('Identifiant').fill('admin');
      await page.getByLabel('Mot de passe').fill('mauvais');
      await page.getByLabel('Mot de passe').press('Enter');
      await page.getByText("Erreur d'authentification").waitFor();
      await page.getByText('Identifiant ou mot de passe incorrect').waitFor();
      assert.equal(pathOf(page), '/login');
      assert.equal(await page.getByLabel('Identifiant').inputValue(), 'admin');
    });
  });

  for (const [account, sees, hidden] of [
    ['admin', ['Utilisateurs', 'Infrastructure', 'Photos'], []],
    ['control', ['Photos', 'Validation des données'], ['Utilisateurs', 'Infrastructure']],
    ['dev', ['Élèves'], ['Photos', 'Utilisateurs']],
    ['agent', ['Élèves', 'DREN', 'Écoles'], ['Photos', 'Utilisateurs']],
  ]) {
    it(`logs in as ${account} and shows that role’s menu`, async () => {
      await withPage(browser(), `role-${account}`, async (page) => {
        await page.goto('/');
        await login(page, account, account);
        await page.locator(MENU).waitFor();
        for (const name of sees) await menuEntry(page, name).waitFor();
        for (const name of hidden) assert.equal(await menuEntry(page, name).count(), 0, name);
      });
    });
  }

  it('keeps the session across a reload, then logs out', async () => {
    await withPage(browser(), 'reload-logout', async (page) => {
      await page.goto('/school');
      await page.waitForURL((url) => url.pathname === '/login');
      await login(page, 'admin', 'admin');
      assert.equal(pathOf(page), '/school');
      await page.reload();
      await page.locator(MENU).waitFor();
      assert.equal(pathOf(page), '/school');
      await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      assert.equal(await page.evaluate(() => localStorage.getItem('authorization-token')), null);
      await page.goto('/student');
      await page.waitForURL((url) => url.pathname === '/login');
    });
  });

  it('sends a controller who opens an admin page by its URL to the home page', async () => {
    await withPage(browser(), 'guard', async (page) => {
      await page.goto('/');
      await login(page, 'control', 'control');
      await page.goto('/users');
      await page.waitForURL((url) => url.pathname === '/');
      assert.equal(await page.getByText('Comptes et rôles des utilisateurs').count(), 0);
    });
  });
});
