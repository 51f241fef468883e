// The app shell in chromium (issue 4): sidebar cookie, mobile sheet, palette, user menu, theme,
// linked sites, service messages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MOBILE,
  setupBrowser,
  login,
  menuEntry,
  pathOf,
  screenshot,
  withPage,
} from './helpers.mjs';

const SIDEBAR = 'aside[data-state]';

describe('shell', () => {
  const browser = setupBrowser();

  it('collapses the sidebar with Ctrl+B, saves it in the cookie and keeps it after a reload', async () => {
    await withPage(browser(), 'sidebar-cookie', async (page) => {
      await page.goto('/');
      await login(page, 'admin', 'admin');
      const sidebar = page.locator(SIDEBAR);
      assert.equal(await sidebar.getAttribute('data-state'), 'expanded');
      assert.equal(Math.round((await sidebar.boundingBox()).width), 256);
      await page.keyboard.press('Control+b');
      await page.waitForFunction(
        () => document.querySelector('aside')?.dataset.state === 'collapsed',
      );
      // The width animates: wait until it has reached the collapsed 3rem.
      await page.waitForFunction(
        (selector) =>
          Math.round(document.querySelector(selector).getBoundingClientRect().width) === 48,
        SIDEBAR,
      );
      const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar:state');
      assert.equal(cookie?.value, 'false');
      assert.equal(cookie?.path, '/');
      assert.ok(Math.abs(cookie.expires - Date.now() / 1000 - 604800) < 60);
      await page.reload();
      await page.locator(SIDEBAR).waitFor();
      assert.equal(await page.locator(SIDEBAR).getAttribute('data-state'), 'collapsed');
      // The footer's buttons are icons named by a tooltip.
      await page.locator(SIDEBAR).getByRole('button', { name: 'Sites liés' }).hover();
      await page.getByRole('tooltip', { name: 'Sites liés' }).waitFor();
      await screenshot(page, 'sidebar-collapsed');
    });
  });

  it('opens an 18rem sheet on a narrow screen and closes it after navigating', async () => {
    await withPage(
      browser(),
      'mobile-sheet',
      async (page) => {
        await page.goto('/');
        await login(page, 'admin', 'admin');
        assert.equal(await page.locator(SIDEBAR).count(), 0);
        await page.getByRole('button', { name: /Ouvrir le menu/ }).click();
        const sheet = page.locator('.MuiDrawer-paper');
        await sheet.waitFor();
        assert.equal(Math.round((await sheet.boundingBox()).width), 288);
        // The linked sites, the theme switch and the user sit at the sheet's foot.
        const footer = sheet.locator('footer');
        for (const name of ['Sites liés', 'Passer au thème sombre', /Menu de l'utilisateur/]) {
          await footer.getByRole('button', { name }).waitFor();
        }
        const sheetBottom = (await sheet.boundingBox()).y + (await sheet.boundingBox()).height;
        const footerBox = await footer.boundingBox();
        assert.ok(Math.abs(footerBox.y + footerBox.height - sheetBottom) < 2);
        await screenshot(page, 'mobile-sheet');
        await menuEntry(page, 'Écoles').click();
        await page.waitForURL((url) => url.pathname === '/school');
        await sheet.waitFor({ state: 'detached' });
      },
      { width: 500, height: 800 },
    );
  });

  it('finds a page with the command palette (Ctrl+K), accent-insensitive', async () => {
    await withPage(browser(), 'palette', async (page) => {
      await page.goto('/');
      await login(page, 'control', 'control');
      await page.locator('nav[aria-label="Menu principal"]').waitFor();
      await page.keyboard.press('Control+k');
      const input = page.getByPlaceholder('Rechercher une page...');
      await input.fill('zzzz');
      await page.getByText('Aucun résultat trouvé.').waitFor();
      await input.fill('ecoles');
      await screenshot(page, 'palette');
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname === '/school');
    });
  });

  it('offers the user menu, the theme switch and the linked sites at the sidebar’s foot', async () => {
    await withPage(browser(), 'menus', async (page) => {
      await page.goto('/');
      await login(page, 'admin', 'admin');
      const footer = page.locator(`${SIDEBAR} footer`);
      await footer.getByRole('button', { name: /Menu de l'utilisateur admin/ }).waitFor();
      const appBar = page.locator('header');
      for (const name of ['Sites liés', /thème/, /Menu de l'utilisateur/]) {
        assert.equal(await appBar.getByRole('button', { name }).count(), 0);
      }
      await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
      await page.getByRole('button', { name: 'Passer au thème clair' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Passer au thème clair' }).waitFor();
      await screenshot(page, 'home-dark');
      await page.getByRole('button', { name: 'Sites liés' }).click();
      const links = page.getByRole('menuitem');
      assert.equal(await links.count(), 6);
      for (const link of await links.all()) {
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
      await page.getByRole('menuitem', { name: 'Mon profil' }).click();
      await page.waitForURL((url) => url.pathname === '/account');
      assert.equal(pathOf(page), '/account');
    });
  });

  it('minimises a service message and expands it again', async () => {
    await withPage(
      browser(),
      'service-message',
      async (page) => {
        await page.goto('/');
        await login(page, 'agent', 'agent');
        const title = page.getByText('Opération de maintenance planifiée');
        await title.waitFor();
        // Warnings come before information: the maintenance notice is not the first banner.
        await page
          .locator('.MuiAlert-root', { hasText: 'Opération de maintenance planifiée' })
          .getByRole('button', { name: 'Réduire le message' })
          .click();
        await title.waitFor({ state: 'hidden' });
        await page
          .getByRole('button', { name: 'Afficher le message : Opération de maintenance planifiée' })
          .click();
        await title.waitFor();
      },
      MOBILE,
    );
  });
});
