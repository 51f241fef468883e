// Toasts never cover the control they answer: the password change's success lands above
// « Changer le mot de passe » and its fields, not on them, and a decision in the photo viewer
// leaves its Précédente / Suivante bar uncovered, at 1280×800 and at 375×812; on a phone a
// decision's toast in the queue leaves the menu button, the progress and the bar uncovered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { login, loginTo, screenshot, setupBrowser, withPage } from './helpers.mjs';

const SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '375', viewport: { width: 375, height: 812 } },
];

/** The element's box once it has stopped moving (toasts slide in). */
const restingBox = async (locator) => {
  await locator.evaluate(
    (element) =>
      new Promise((done) => {
        let last = '';
        const check = () => {
          const box = JSON.stringify(element.getBoundingClientRect());
          if (box === last) done();
          else {
            last = box;
            setTimeout(check, 100);
          }
        };
        check();
      }),
  );
  return locator.boundingBox();
};

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('toasts', () => {
  const browser = setupBrowser();

  for (const size of SIZES) {
    it(`${size.name}: the password change's toast does not cover its button`, async () => {
      await withPage(
        browser(),
        `toast-clearance-${size.name}`,
        async (page) => {
          await loginTo(page, 'admin', '/account');
          await page.getByLabel(/^Mot de passe actuel/).fill('admin');
          await page.getByLabel(/^Nouveau mot de passe/).fill('Abidjan-2026!');
          await page.getByLabel(/^Confirmation du nouveau mot de passe/).fill('Abidjan-2026!');
          const save = page.getByRole('button', { name: 'Changer le mot de passe' });
          // The button at the screen's bottom edge, where the toasts appear.
          await save.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          await save.click();
          const toast = page
            .locator('[data-sonner-toast]')
            .filter({ hasText: 'Votre mot de passe a été modifié.' });
          await toast.waitFor();
          const toastBox = await restingBox(toast);
          const saveBox = await save.boundingBox();
          assert.ok(
            !overlaps(toastBox, saveBox),
            `toast ${JSON.stringify(toastBox)} over button ${JSON.stringify(saveBox)}`,
          );
          // Nor the form's fields, the confirmation just above the button among them.
          for (const label of [/^Mot de passe actuel/, /^Nouveau mot de passe/, /^Confirmation/]) {
            const field = page
              .locator('.MuiFormControl-root')
              .filter({ has: page.getByLabel(label) });
            const fieldBox = await field.boundingBox();
            assert.ok(
              !overlaps(toastBox, fieldBox),
              `toast ${JSON.stringify(toastBox)} over the field ${label} ${JSON.stringify(fieldBox)}`,
            );
          }
          await screenshot(page, `toast-clearance-${size.name}`);
        },
        size.viewport,
      );
    });
  }

  for (const size of SIZES) {
    it(`${size.name}: a decision's toast leaves the photo viewer's navigation uncovered`, async () => {
      await withPage(
        browser(),
        `toast-viewer-${size.name}`,
        async (page) => {
          await page.goto('/login');
          await login(page, 'control', 'control');
          await page.goto(
            `/photos?filter=${encodeURIComponent(JSON.stringify({ photo_state: 'pending' }))}`,
          );
          await page
            .getByRole('button', { name: /^Agrandir la photo de / })
            .first()
            .click();
          const viewer = page.getByRole('dialog');
          const validate = viewer
            .getByRole('toolbar', { name: 'Décision sur photo' })
            .getByRole('button', { name: 'Valider la photo' });
          await validate.and(page.locator(':enabled')).waitFor();
          await validate.click();
          const toast = page
            .locator('[data-sonner-toast]')
            .filter({ hasText: /^Photo validée : / });
          await toast.waitFor();
          const toastBox = await restingBox(toast);
          const navBox = await viewer.locator('[data-toast-clearance]').boundingBox();
          assert.ok(
            !overlaps(toastBox, navBox),
            `toast ${JSON.stringify(toastBox)} over the navigation ${JSON.stringify(navBox)}`,
          );
        },
        size.viewport,
      );
    });
  }

  it("375: a decision's toast in the queue leaves the menu button, the progress and the decision bar uncovered", async () => {
    await withPage(
      browser(),
      'toast-queue-375',
      async (page) => {
        await loginTo(page, 'control', '/validation?target=photo');
        await page.locator('img[data-review-photo]').waitFor();
        const validate = page.getByRole('button', { name: /^Valider/ });
        await validate.and(page.locator(':enabled')).waitFor();
        await validate.click();
        const toast = page
          .locator('[data-sonner-toast]')
          .filter({ hasText: /^(Validation en cours d’envoi|Validé) : / });
        await toast.waitFor();
        const toastBox = await restingBox(toast);
        for (const [what, locator] of [
          ['the menu button', page.getByRole('button', { name: 'Ouvrir le menu (Ctrl+B)' })],
          ['the progress', page.getByRole('status', { name: 'Progression' })],
          ['the decision bar', page.locator('[data-decision-bar]')],
        ]) {
          const box = await locator.boundingBox();
          assert.ok(
            !box || !overlaps(toastBox, box),
            `toast ${JSON.stringify(toastBox)} over ${what} ${JSON.stringify(box)}`,
          );
        }
        await screenshot(page, 'toast-queue-375');
      },
      { width: 375, height: 812 },
    );
  });
});
