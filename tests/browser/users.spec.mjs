// Users (issue 5) in chromium: as admin, an account is created, edited, then deleted, through
// the pages only. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  login,
  loginTo,
  menuEntry,
  MOBILE,
  pathOf,
  screenshot,
  setupBrowser,
  withPage,
} from './helpers.mjs';

/** A login name of its own for each run: lowercase letters and digits. */
const LOGIN = `bt${Date.now().toString(36)}`;

/** Shows only that account in the list (the list is paged and sorted by login name). */
const search = async (page, text) => {
  await page.getByPlaceholder('Nom, identifiant ou e-mail').fill(text);
  await page.waitForURL((url) => url.search.includes(encodeURIComponent(text)));
};

/** The row (or, on a narrow screen, the list item) of the account. */
const accountLink = (page) => page.getByRole('link', { name: LOGIN, exact: true }).first();

describe('users', () => {
  const browser = setupBrowser();

  it('creates, edits and deletes an account', async () => {
    await withPage(browser(), 'users-crud', async (page) => {
      await page.goto('/');
      await login(page, 'admin', 'admin');
      await menuEntry(page, 'Utilisateurs').click();
      await page.waitForURL((url) => url.pathname === '/users');

      // Creation
      await page.getByRole('link', { name: 'Créer' }).click();
      await page.waitForURL((url) => url.pathname === '/users/create');
      await page.getByLabel(/^Identifiant/).fill(LOGIN);
      await page.getByLabel(/^Nom complet/).fill('TOURÉ Mariam');
      await page.getByLabel(/^Adresse e-mail/).fill(`${LOGIN}@education.gouv.ci`);
      await page.getByRole('combobox', { name: /Rôle principal/ }).click();
      await page.getByRole('option', { name: 'Contrôleur' }).click();
      await page.getByRole('checkbox', { name: 'Accès à la liste des API' }).check();
      await page.getByLabel(/^Mot de passe/).fill('bienvenue-2026');
      await page.getByLabel(/^Confirmer le mot de passe/).fill('bienvenue-2026');
      await screenshot(page, 'users-create-1280');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/users');
      await search(page, LOGIN);
      const row = page.getByRole('row').filter({ has: accountLink(page) });
      await row.getByText('TOURÉ Mariam').waitFor();
      await row.getByText('Contrôleur').waitFor();
      await row.getByText('Accès à la liste des API').waitFor();
      await screenshot(page, 'users-list-1280');

      // Edition, without touching the password
      await accountLink(page).click();
      await page.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
      // The form is filled once the account is loaded.
      await page.waitForFunction(
        () => document.querySelector('input[name="login_fullName"]')?.value === 'TOURÉ Mariam',
      );
      await page.getByLabel(/^Nom complet/).fill('TOURÉ Mariam épouse KONAN');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/users');
      await search(page, LOGIN);
      await page.getByText('TOURÉ Mariam épouse KONAN').waitFor();

      // Deletion, behind its confirmation
      await accountLink(page).click();
      await page.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
      await page.getByRole('button', { name: 'Supprimer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Supprimer le compte « ${LOGIN} » ?`).waitFor();
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await page.waitForURL((url) => url.pathname === '/users');
      await search(page, LOGIN);
      await page.getByText('Aucun résultat trouvé avec les filtres actuels.').waitFor();
      assert.equal(await accountLink(page).count(), 0);
      assert.deepEqual(page.crashes, []);
    });
  });

  it('keeps one’s own account: its delete button is disabled and says why', async () => {
    await withPage(browser(), 'users-own', async (page) => {
      await loginTo(page, 'admin', '/users/1');
      await page.getByText('Vous ne pouvez pas supprimer votre propre compte.').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Supprimer' }).isDisabled(), true);
      assert.equal(pathOf(page), '/users/1');
      assert.deepEqual(page.crashes, []);
    });
  });

  it('is readable at 375 px: one line per account, no horizontal scroll', async () => {
    await withPage(
      browser(),
      'users-375',
      async (page) => {
        await loginTo(page, 'admin', '/users');
        await page
          .getByRole('link', { name: /^admin/ })
          .first()
          .waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await screenshot(page, 'users-list-375');
        assert.deepEqual(page.crashes, []);
      },
      MOBILE,
    );
  });
});
