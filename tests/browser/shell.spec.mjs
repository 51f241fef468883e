// The app shell in chromium (issue 4): sidebar cookie, mobile sheet, palette, user menu, theme,
// linked sites, service messages.
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

  it('keeps the whole menu within reach at 1280×800: it scrolls, the active entry shows, collapsed every icon fits', async () => {
    await withPage(browser(), 'menu-reach', async (page) => {
      await loginTo(page, 'admin', '/service-messages');
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      const active = nav.locator('a[aria-current="page"]');
      await active.waitFor();
      assert.equal(await active.textContent(), 'Messages de service');
      /** Whether the element lies wholly inside the menu's visible area. */
      const inMenuView = async (locator) => {
        const [entry, menu] = [await locator.boundingBox(), await nav.boundingBox()];
        return entry.y >= menu.y - 0.5 && entry.y + entry.height <= menu.y + menu.height + 0.5;
      };
      await page.waitForFunction(() => {
        const entry = document.querySelector('nav a[aria-current="page"]');
        const menu = entry?.closest('nav');
        return menu && entry.getBoundingClientRect().bottom <= menu.getBoundingClientRect().bottom;
      });
      assert.ok(await inMenuView(active), 'the active entry is in view on load');
      await screenshot(page, 'menu-active-in-view-1280');
      // The menu scrolls within the sidebar; the page itself has not moved.
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      const overflow = await nav.evaluate((menu) => ({
        scrolled: menu.scrollTop,
        style: getComputedStyle(menu).overflowY,
      }));
      assert.ok(overflow.scrolled > 0);
      assert.equal(overflow.style, 'auto');
      await nav.evaluate((menu) => menu.scrollTo(0, 0));
      assert.ok(await inMenuView(nav.getByRole('link', { name: 'Accueil' })));
      assert.ok(!(await inMenuView(active)));

      // Collapsed: the 18 entries an admin may open, each icon in view without scrolling.
      await page.keyboard.press('Control+b');
      await page.waitForFunction(
        (selector) =>
          Math.round(document.querySelector(selector).getBoundingClientRect().width) === 48,
        SIDEBAR,
      );
      const links = nav.getByRole('link');
      assert.equal(await links.count(), 18);
      for (const link of await links.all()) {
        const name = await link.getAttribute('aria-label');
        assert.ok(await inMenuView(link.locator('svg')), `${name}: icon in view`);
      }
      assert.ok(await nav.evaluate((menu) => menu.scrollHeight <= menu.clientHeight));
      await screenshot(page, 'menu-collapsed-1280');
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
      // Nothing offered (one character matches no page, too short to search the lists).
      await input.fill('ŵ');
      await page.getByText('Aucun résultat trouvé.').waitFor();
      // A longer query matching no page: the empty text, above the searches in the lists.
      await input.fill('zzzz');
      await page.getByRole('option', { name: /Rechercher « zzzz » dans les élèves/ }).waitFor();
      assert.equal(await page.getByText('Aucun résultat trouvé.').count(), 1);
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
