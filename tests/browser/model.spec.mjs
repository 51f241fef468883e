// Data model (issue 11) in chromium: as admin, a node of the infrastructure is moved by drag
// and drop, and a database's sources are reordered by keyboard; after a reload both changes
// are still there (the demo API journals its writes in localStorage).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { login, loginTo, screenshot, setupBrowser, withPage } from './helpers.mjs';

/** A node of the tree: its accessible name is its name, then its kind. */
const treeItem = (page, name, kind) =>
  page.getByRole('treeitem', { name: `${name}, ${kind}`, exact: true });

/** The sources of the database, in their displayed order. */
const sourceNames = (page) =>
  page
    .getByRole('list', { name: 'Sources de la base' })
    .getByRole('button', { name: /^Déplacer « / })
    .evaluateAll((grips) =>
      grips.map((grip) => /« (.*) »/.exec(grip.getAttribute('aria-label') ?? '')?.[1]),
    );

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's violations inside the elements matching `selector` (the tree, the sources list). */
const axeViolations = async (page, selector) => {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(
    (include) => window.axe.run({ include: [include] }).then((result) => result.violations),
    selector,
  );
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`);
};

const answered = (page, path) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok());

describe('data model', () => {
  const browser = setupBrowser();

  it('keeps a node moved by drag and drop and a reordered list of sources after a reload', async () => {
    await withPage(browser(), 'model-moves', async (page) => {
      await page.goto('/');
      await login(page, 'admin', 'admin');

      // Drag "Salle de réunion (12e étage)" from "Tour D" onto "Tour E".
      await page.goto('/model-location');
      await page.getByRole('button', { name: 'Tout déplier' }).click();
      const room = treeItem(page, 'Salle de réunion (12e étage)', 'Salle');
      const tower = treeItem(page, 'Tour E', 'Bâtiment');
      await room.waitFor();
      assert.deepEqual(await axeViolations(page, '[role=tree]'), []);
      const saved = answered(page, '/api/modelLocation/updateHierarchy');
      await room.dragTo(tower);
      await saved;
      await screenshot(page, 'model-location-moved-1280');

      // Move "Archives 2025-2026" to the top with the keyboard: Space, two ArrowUp, Space.
      await page.goto('/model-database/1');
      const grip = page.getByRole('button', { name: /^Déplacer « Archives 2025-2026 »/ });
      await grip.waitFor();
      assert.deepEqual(await axeViolations(page, 'ol[aria-label="Sources de la base"]'), []);
      await grip.focus();
      const ordered = answered(page, '/api/modelDatabaseSource/updateOrder');
      // dnd-kit reads one key per animation frame: a short pause between presses.
      for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
      await ordered;
      assert.deepEqual(await sourceNames(page), [
        'Archives 2025-2026',
        'Principale',
        'Réplique en lecture',
      ]);

      // After a reload, both changes are still there.
      await page.reload();
      await page.getByRole('list', { name: 'Sources de la base' }).waitFor();
      assert.deepEqual(await sourceNames(page), [
        'Archives 2025-2026',
        'Principale',
        'Réplique en lecture',
      ]);
      await page.goto('/model-location');
      await page.getByLabel('Rechercher dans l’arborescence').fill('Salle de réunion');
      await page.getByRole('heading', { name: 'Salle de réunion (12e étage)' }).waitFor();
      const place = page.getByText(/› Tour E$/);
      await place.waitFor();
      assert.equal(
        await treeItem(page, 'Salle de réunion (12e étage)', 'Salle').getAttribute('aria-level'),
        '6',
      );
    });
  });

  it('says where a dragged node went, and « Annuler » puts it back', async () => {
    await withPage(browser(), 'model-move-undo', async (page) => {
      await loginTo(page, 'admin', '/model-organization');
      await page.getByRole('button', { name: 'Tout déplier' }).click();
      const budget = treeItem(page, 'Service du budget', 'Service');
      const drh = treeItem(page, 'Direction des Ressources Humaines (DRH)', 'Direction');
      await budget.waitFor();
      const moved = answered(page, '/api/modelOrganization/updateHierarchy');
      await budget.dragTo(drh);
      await moved;
      const toast = page.locator('[data-sonner-toast]', {
        hasText:
          '« Service du budget » déplacé dans « Direction des Ressources Humaines (DRH) », en position 3 sur 3.',
      });
      await toast.waitFor();
      await screenshot(page, 'model-organization-moved-1280');

      const undone = answered(page, '/api/modelOrganization/updateHierarchy');
      await toast.getByRole('button', { name: 'Annuler' }).click();
      await undone;
      await page
        .locator('[data-sonner-toast]', {
          hasText:
            '« Service du budget » remis dans « Direction des Affaires Financières (DAF) », en position 1 sur 2.',
        })
        .waitFor();

      // The server has it back under the DAF: a reload shows it there.
      await page.reload();
      await page.getByLabel('Rechercher dans l’arborescence').fill('Service du budget');
      await page.getByRole('heading', { name: 'Service du budget' }).waitFor();
      await page.getByText(/› Direction des Affaires Financières \(DAF\)$/).waitFor();
    });
  });
});
