// Issue 41, in chromium on the production (demo) build: lists opened from the menu start at
// their top (and Back still puts them where they were); each page titles its tab. On the
// demo build and under `npm start` (APP_SERVERS): offline, the in-page demo API answers as an
// unreachable server, so decisions wait in the outbox.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_SERVERS, asUser, login, menuEntry, setupBrowser, withPage } from './helpers.mjs';
import { decide, openQueue, settled } from './outageScenarios.mjs';

/** The window's scroll once two frames have been drawn (effects of the render have run). */
const settledScroll = (page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY))),
      ),
  );

/** Waits for the list titled `title` to show its rows (not the previous page's). */
const listShown = async (page, title, rows = 20) => {
  await page.waitForFunction(
    (text) => document.getElementById('react-admin-title')?.textContent === text,
    title,
  );
  await page.getByRole('row').nth(rows).waitFor();
};

describe('daily use, fourth round (issue 41)', () => {
  const browser = setupBrowser();

  it('a list opened from the menu starts at its top; Back puts it where it was', async () => {
    await asUser(browser(), 'admin', 'menu-top', async (page) => {
      for (const [entry, path] of [
        ['Élèves', '/student'],
        ['Écoles', '/school'],
      ]) {
        await menuEntry(page, entry).click();
        await listShown(page, entry);
        await page.evaluate(() => window.scrollTo(0, 700));
        await page.waitForFunction(() => window.scrollY === 700);
        // Wait for react-admin to have kept the position (it saves it 250 ms after a scroll).
        await page.waitForFunction(
          (key) => localStorage.getItem(key) === '700',
          `RaStore.${path.slice(1)}.list.scrollPosition`,
        );
        await menuEntry(page, 'DREN').click();
        await listShown(page, 'DREN', 2);

        await menuEntry(page, entry).click();
        await listShown(page, entry);
        assert.equal(await settledScroll(page), 0, `${entry} from the menu opens at its top`);

        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/dren');
        await page.goBack();
        await page.waitForURL((url) => url.pathname === path);
        await page.waitForFunction(() => window.scrollY === 700);
      }
    });
  });

  it('each page gives its tab a French title of its own', async () => {
    await withPage(browser(), 'tab-titles', async (page) => {
      const titled = (title) => page.waitForFunction((text) => document.title === text, title);
      await page.goto('/login');
      await titled('Connexion — Carte Scolaire');
      await login(page, 'admin', 'admin');
      await titled('Accueil — Carte Scolaire');

      await menuEntry(page, 'Écoles').click();
      await titled('Écoles — Carte Scolaire');
      const school = page.getByRole('row').nth(1).getByRole('link').first();
      const schoolName = (await school.textContent()).trim();
      await school.click();
      await titled(`${schoolName} — École — Carte Scolaire`);

      await menuEntry(page, 'Élèves').click();
      await titled('Élèves — Carte Scolaire');
      const idNumber = (
        await page
          .getByRole('row')
          .nth(1)
          .getByText(/^\d{8}[A-Z]$/)
          .textContent()
      ).trim();
      await page.getByRole('row').nth(1).getByText(idNumber).click();
      await titled(`${idNumber} — Élève — Carte Scolaire`);

      await menuEntry(page, 'Tâches planifiées').click();
      await titled('Tâches planifiées — Carte Scolaire');
      assert.deepEqual(page.crashes, []);
    });
  });

  for (const server of APP_SERVERS) {
    it(`${server.name}: offline, the demo API answers as an unreachable server; the outbox shows`, async () => {
      const page = await openQueue(browser(), { baseUrl: server.url });
      try {
        const sent = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === '/api/validation/student-validation')
            sent.push(response.status());
        });
        await decide(page);
        await settled(page);
        assert.deepEqual(sent, [200]);

        await page.context().setOffline(true);
        await decide(page);
        await page
          .locator('[data-sonner-toast]', { hasText: /^Validation en attente d’envoi : / })
          .waitFor();
        await page.getByText('1 décision en attente d’envoi').first().waitFor();
        assert.deepEqual(sent, [200], 'no answer while offline');

        await page.context().setOffline(false);
        await settled(page);
        assert.deepEqual(sent, [200, 200], 'sent once the network is back');
        assert.deepEqual(page.errors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
