// The main flows with the keyboard alone (page.keyboard only, no click): log in, find a
// student, validate a record in /validation with its keys, log out. Every element the focus
// passes on the way shows it; dialogs keep it inside, and dialogs and menus give it back
// when they close.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageTitle, pathOf, setupBrowser, withPage } from './helpers.mjs';
import { focused, named, pressUntil } from './keyboardHelpers.mjs';

/** Ctrl+K, a search, Enter: the palette opens the page, whose title then shows. */
const openWithPalette = async (page, search, title) => {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Rechercher une page' }).waitFor();
  assert.equal((await focused(page)).name, 'Rechercher une page');
  await page.keyboard.type(search);
  await page
    .getByRole('option', { name: new RegExp(title) })
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
  await pageTitle(page, title).waitFor();
  // The chosen page's content has the focus, not the top of the sidebar.
  await page.waitForFunction(() => document.activeElement?.id === 'main-content');
};

describe('keyboard only', () => {
  const browser = setupBrowser();

  it('logs in, finds a student, validates a record and logs out without a mouse', async () => {
    await withPage(browser(), 'keyboard-flows', async (page) => {
      await page.addInitScript(() => localStorage.setItem('demo-api-students', '2000'));
      await page.goto('/login');

      // Log in: the login field has the focus; Tab, Enter.
      await page.getByLabel('Identifiant').waitFor();
      assert.equal((await focused(page)).id, 'login-login');
      await page.keyboard.type('admin');
      await pressUntil(page, named('Mot de passe'), { max: 1 });
      await page.keyboard.type('admin');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await pageTitle(page, 'Accueil').waitFor();

      // The first Tab offers to skip the sidebar.
      await pressUntil(page, named('Aller au contenu'), { max: 1 });
      await page.keyboard.press('Enter');
      assert.equal((await focused(page)).id, 'main-content');

      // Find a student: the palette opens the list, Tab reaches its search, Enter opens him.
      await openWithPalette(page, 'élè', 'Élèves');
      const firstRow = page.locator('tbody tr').nth(2);
      await firstRow.waitFor();
      const matricule = (await firstRow.locator('a[href^="/student/"]').textContent()).trim();
      await pressUntil(page, named('Rechercher un élève (nom, matricule ou UUID)'));
      await page.keyboard.type(matricule);
      await page.waitForFunction((wanted) => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length === 1 && rows[0].textContent.includes(wanted);
      }, matricule);
      await pressUntil(page, named(matricule));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/student/${matricule}/show`);
      await page.getByText(matricule).first().waitFor();

      // Validate: the queue's keys. '?' lists them; Escape gives the focus back.
      await openWithPalette(page, 'validation des', 'Validation des données');
      const article = page.getByRole('article');
      await article.waitFor();
      const underReview = await article.locator('a[href^="/student/"]').first().textContent();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Raccourcis clavier' });
      await help.waitFor();
      assert.equal((await focused(page)).name, 'Fermer');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
      assert.equal((await focused(page)).id, 'main-content');
      await page.keyboard.press('v');
      await page.getByText('1 décision dans cette séance').waitFor();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('article a[href^="/student/"]')?.textContent !== previous,
        underReview,
      );

      // Log out: back to the user menu (Shift+Tab), Enter, the arrows, Enter.
      const userMenu = await pressUntil(page, named(/^Menu de l'utilisateur admin, /), {
        key: 'Shift+Tab',
      });
      assert.ok(userMenu.length <= 8, 'the user menu is a few Shift+Tab from the content');
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      assert.equal((await focused(page)).name, 'Mon profil');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      assert.equal((await focused(page)).name, "Menu de l'utilisateur admin, Administrateur");
      // A dialog opened from the menu keeps the focus inside until it closes.
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      await pressUntil(page, named('Réinitialiser les données de démo'), { key: 'ArrowDown' });
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Réinitialiser les données de démo ?' });
      await confirm.waitFor();
      // A destructive action's dialog opens on its safe choice.
      assert.equal((await focused(page)).name, 'Annuler');
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        assert.ok(await confirm.evaluate((dialog) => dialog.contains(document.activeElement)));
      }
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      assert.equal((await focused(page)).name, "Menu de l'utilisateur admin, Administrateur");
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      await pressUntil(page, named('Se déconnecter'), { key: 'ArrowDown', max: 4 });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Identifiant').waitFor();
      assert.equal((await focused(page)).id, 'login-login');
      assert.equal(pathOf(page), '/login');
      assert.deepEqual(page.crashes, []);
    });
  });
});
