// Scheduler (issue 10) in chromium: as admin, a task is created, run, and its logs read
// live until the run ends. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  login,
  loginTo,
  menuEntry,
  pathOf,
  screenshot,
  setupBrowser,
  withPage,
} from './helpers.mjs';
import { patience } from './pace.mjs';

const NAME = `Tâche de test ${Date.now().toString(36)}`;

describe('scheduler', () => {
  const browser = setupBrowser();

  it('the tasks’ table fits 1280 px, and the demo’s last runs are of the last days', async () => {
    await withPage(browser(), 'scheduler-fit', async (page) => {
      await loginTo(page, 'admin', '/scheduler-page');
      const table = page.getByRole('main').getByRole('table');
      await table
        .getByRole('button', { name: /^Exécuter « .* » maintenant$/ })
        .first()
        .waitFor();
      const widths = await page.evaluate(() => {
        const wrapper = document.querySelector('main table').parentElement;
        return {
          page: document.documentElement.scrollWidth,
          table: document.querySelector('main table').getBoundingClientRect().right,
          wrapper: wrapper.getBoundingClientRect().right,
        };
      });
      assert.ok(widths.page <= 1280, `page ${widths.page} px wide`);
      assert.ok(widths.table <= widths.wrapper + 0.5, `table ends at ${widths.table} px`);
      await screenshot(page, 'scheduler-fit-1280');
      // « Dernière exécution »: dates of the last week, not the seed's fixed day.
      const lastRuns = await table
        .locator('tbody tr td:nth-child(4)')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent));
      const recent = Array.from({ length: 8 }, (_, days) =>
        new Date(Date.now() - days * 86_400_000).toLocaleDateString('fr-FR', { timeZone: 'UTC' }),
      );
      assert.ok(
        lastRuns.some((text) => recent.some((day) => text.includes(day))),
        lastRuns.join(' | '),
      );
    });
  });

  it('creates a task, runs it and follows its logs until the run ends', async () => {
    await withPage(browser(), 'scheduler-run', async (page) => {
      await page.goto('/');
      await login(page, 'admin', 'admin');
      await menuEntry(page, 'Tâches planifiées').click();
      await page.waitForURL((url) => url.pathname === '/scheduler-page');
      await page.getByText('tous les jours à 02:00 et 14:00').first().waitFor();
      await screenshot(page, 'scheduler-tasks-1280');

      // Creation: the schedule is read in French as it is typed.
      await page.getByRole('link', { name: 'Nouvelle tâche' }).click();
      await page.waitForURL((url) => url.pathname === '/scheduler-page/create');
      await page.getByLabel(/^Nom/).fill(NAME);
      await page.getByRole('combobox', { name: /^Type/ }).click();
      await page.getByRole('option', { name: 'Maintenance' }).click();
      const cron = page.getByLabel(/^Planification/);
      await cron.fill('0 3 * *');
      await page.getByText('4 champ(s) au lieu de 5.', { exact: false }).waitFor();
      await cron.fill('0 3 * * *');
      const preview = page.getByTestId('cron-preview');
      await preview.getByText('Exécutée tous les jours à 03:00').waitFor();
      assert.equal(await preview.getByRole('listitem').count(), 5);
      await page.getByLabel(/^Paramètres/).fill('{ "lot": 100, "simulation": true }');
      await screenshot(page, 'scheduler-create-1280');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/scheduler-page');

      // Run now: the execution opens and is followed until it ends.
      await page.getByPlaceholder('Nom ou description').fill(NAME);
      await page.waitForURL((url) => url.search.includes(encodeURIComponent(NAME)));
      const row = page.getByRole('row').filter({ hasText: NAME });
      await row.getByText('tous les jours à 03:00').waitFor();
      await row.getByRole('button', { name: `Exécuter « ${NAME} » maintenant` }).click();
      // It asks first (issue 36), naming the task.
      const ask = page.getByRole('dialog', { name: `Exécuter la tâche « ${NAME} » maintenant ?` });
      await ask.getByRole('button', { name: 'Exécuter', exact: true }).click();
      await page.waitForURL((url) => /^\/scheduler-page\/executions\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { name: new RegExp(NAME) }).waitFor();
      await page.getByText('En cours', { exact: true }).first().waitFor();
      const log = page.getByRole('list', { name: "Journal de l'exécution" });
      await log.getByText(`Démarrage de la tâche « ${NAME} » (lancement manuel)`).waitFor();
      await screenshot(page, 'scheduler-running-1280');
      const end = log.getByText(/^Tâche (terminée avec succès en|en échec après) \d+ s$/);
      await end.waitFor({ timeout: patience(45_000) });
      await page.getByText('En cours', { exact: true }).waitFor({ state: 'detached' });
      assert.ok((await log.getByRole('listitem').count()) > 20);

      // The logs are searchable.
      await page.getByLabel('Rechercher dans les journaux').fill('lot 12/');
      await page.getByText(/^1 ligne\(s\) sur \d+$/).waitFor();
      await screenshot(page, 'scheduler-logs-1280');
      assert.equal(pathOf(page).startsWith('/scheduler-page/executions/'), true);
      assert.deepEqual(page.crashes, []);
    });
  });
});
