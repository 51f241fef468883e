// Synchronisations and their map (issue 10) in chromium, as admin: errors of a run deleted
// with the counts updated; the map drawn (nodes and coloured links) and a node opened.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginTo, screenshot, setupBrowser, withPage } from './helpers.mjs';

/** The failed photo synchronisation of the demo data. */
const RUN = 119;

/** The error count shown in the runs list for a run (its "Erreurs" cell). */
const errorCountOf = async (page, id) => {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
  return Number((await row.getByRole('cell').last().textContent()).replace(/\D/g, ''));
};

describe('synchronisations', () => {
  const browser = setupBrowser();

  it('deletes errors of a run: two selected, then all the others, counts updated', async () => {
    await withPage(browser(), 'sync-errors', async (page) => {
      await loginTo(page, 'admin', '/synchronization');
      await page.getByRole('link', { name: String(RUN), exact: true }).waitFor();
      const before = await errorCountOf(page, RUN);
      assert.ok(before > 2, `run ${RUN} has errors (${before})`);

      // From the run's error count to its errors.
      await page
        .getByRole('link', { name: `${before} erreurs de la synchronisation n° ${RUN}` })
        .click();
      await page.waitForURL((url) => url.pathname === '/synchronization/errors');
      await page
        .getByRole('heading', { name: `Erreurs par entité de la synchronisation n° ${RUN}` })
        .waitFor();
      await page.locator('.MuiBarChart-element:not([height="0"])').first().waitFor();
      const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
      await rows.nth(1).waitFor();
      await screenshot(page, 'sync-errors-1280');

      await rows.nth(1).getByRole('checkbox').check();
      await rows.nth(2).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Supprimer 2 erreurs ?').waitFor();
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await page.getByText('2 erreurs supprimées.').waitFor();

      // The whole run: the dialog gives its count, updated after the first deletion.
      await page
        .getByRole('button', {
          name: `Supprimer toutes les erreurs de la synchronisation n° ${RUN}`,
        })
        .click();
      await dialog
        .getByText(`Supprimer les ${before - 2} erreurs de la synchronisation n° ${RUN} ?`)
        .waitFor();
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await page.getByText(`${before - 2} erreurs supprimées.`).waitFor();
      await page.getByText('Photos : 0 erreur').waitFor();

      await page.getByRole('tab', { name: 'Exécutions' }).click();
      await page.waitForURL((url) => url.pathname === '/synchronization');
      await page.getByRole('link', { name: String(RUN), exact: true }).waitFor();
      // Shown from the cache at once, then refreshed: wait for the new count.
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: String(RUN), exact: true }) })
        .getByRole('cell')
        .last()
        .filter({ hasText: /^0$/ })
        .waitFor();
      assert.equal(await errorCountOf(page, RUN), 0);
      assert.deepEqual(page.crashes, []);
    });
  });

  it('the map draws its nodes and coloured links, and opens a node', async () => {
    await withPage(browser(), 'sync-map', async (page) => {
      await loginTo(page, 'admin', '/synchronization-map-page');
      const node = page.locator('.react-flow__node').filter({ hasText: 'Photothèque' });
      await node.waitFor();
      await page
        .locator('.react-flow__node')
        .filter({ hasText: 'Synchronisation des photos' })
        .waitFor();
      const nodes = await page.locator('.react-flow__node').count();
      const edges = page.locator('.react-flow__edge path.react-flow__edge-path');
      await edges.first().waitFor();
      assert.ok(
        (await edges.count()) >= nodes - 5,
        'every node but the synchronisations has a link',
      );
      // The failed photo synchronisation colours its link red.
      const strokes = await edges.evaluateAll((paths) =>
        paths.map((path) => getComputedStyle(path).stroke),
      );
      assert.ok(
        strokes.includes('rgb(211, 47, 47)'),
        `a red link among ${new Set(strokes).size} colours`,
      );
      await screenshot(page, 'sync-map-1280');
      // At the default zoom a node's name and captions read: 10.8 px at least on screen.
      const rendered = await node.evaluate((element) => {
        const viewport = element.closest('.react-flow__viewport');
        const scale = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
        return [...element.querySelectorAll('p, span')].map(
          (text) => parseFloat(getComputedStyle(text).fontSize) * scale,
        );
      });
      assert.ok(Math.min(...rendered) >= 10.8, `text of ${rendered.join(', ')} px`);

      await node.click();
      const details = page.getByRole('region', { name: 'Détail : Photothèque' });
      await details.waitFor();
      await details.getByRole('link', { name: `Photos n° ${RUN}` }).waitFor();
      await screenshot(page, 'sync-map-details-1280');
      await details.getByRole('link', { name: `Photos n° ${RUN}` }).click();
      await page.waitForURL((url) => url.pathname === `/synchronization/${RUN}/show`);
      assert.deepEqual(page.crashes, []);
    });
  });
});
