// Issue 36, in chromium, in the production (demo) build and under `npm start` (StrictMode),
// APP_SERVERS: « Exécuter » asks first and a run can be stopped; the reject dialog takes
// every key typed as soon as it shows, however it was opened; a decision on a student's page
// names its target; a bulk validation counts the records breaking rules; pages open at their
// top and Back restores the position.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_SERVERS, asUser, menuEntry, setupBrowser } from './helpers.mjs';

const REASON = 'Photo prise de trop loin';
const ZOOM_HINT = 'Photo agrandie : faites-la défiler pour la déplacer (Z pour revenir).';

/** Logs in as `user` on `server`, then runs `body(page)`. */
const as = (browser, server, user, name, body) =>
  asUser(browser, user, `${name}-${server.url === APP_SERVERS[0].url ? 'build' : 'dev'}`, body, {
    baseURL: server.url,
  });

/** POSTs sent to `path` from now on. */
const posts = (page, path) => {
  const sent = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
};

describe('daily use, third round (issue 36)', () => {
  const browser = setupBrowser();

  for (const server of APP_SERVERS) {
    it(`${server.name}: « Exécuter » asks first; a running execution can be stopped`, async () => {
      await as(browser(), server, 'admin', 'run-task', async (page) => {
        const executes = posts(page, '/api/task/execute');
        await page.goto('/scheduler-page');
        const printer = 'Envoi des lots à l’imprimeur';
        await page.getByRole('button', { name: `Exécuter « ${printer} » maintenant` }).click();
        const ask = page.getByRole('dialog', {
          name: `Exécuter la tâche « ${printer} » maintenant ?`,
        });
        await ask.getByText('Cette tâche est désactivée', { exact: false }).waitFor();
        await ask.getByText('envoie des données hors de la plateforme', { exact: false }).waitFor();
        await ask.getByRole('button', { name: 'Annuler' }).click();
        await ask.waitFor({ state: 'detached' });
        assert.equal(executes.length, 0, 'nothing runs before the confirmation');

        const purge = 'Purge des journaux';
        await page.getByRole('button', { name: `Exécuter « ${purge} » maintenant` }).click();
        await page
          .getByRole('dialog', { name: `Exécuter la tâche « ${purge} » maintenant ?` })
          .getByRole('button', { name: 'Exécuter' })
          .click();
        await page.waitForURL((url) => /^\/scheduler-page\/executions\/\d+$/.test(url.pathname));
        await page.getByRole('button', { name: 'Arrêter l’exécution' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Arrêter', exact: true })
          .click();
        const log = page.getByRole('list', { name: "Journal de l'exécution" });
        await log.getByText('Exécution arrêtée à la demande d’un administrateur').waitFor();
        // Issue 41: a stop reads « Arrêtée », by whom and when, on its page, in Exécutions and
        // in Tâches, never « En échec ».
        const stoppedBy = /^par admin, le \S+ \d\d\/\d\d\/\d{4} \d\d:\d\d$/;
        const stopped = async (where) => {
          await where.getByText('Arrêtée', { exact: true }).waitFor();
          await where.getByText(stoppedBy).waitFor();
          assert.equal(await where.getByText('En échec', { exact: true }).count(), 0);
        };
        await stopped(page.getByRole('main'));
        const number = new URL(page.url()).pathname.split('/').pop();
        await page.getByRole('link', { name: 'Exécutions', exact: true }).click();
        await stopped(page.getByRole('row').filter({ hasText: new RegExp(`^${number}`) }));
        await page.getByRole('tab', { name: 'Tâches' }).click();
        await stopped(page.getByRole('row').filter({ hasText: purge }));
        assert.equal(executes.length, 1);
      });
    });

    it(`${server.name}: the reject dialog takes the keys typed at once, by R and by the button, reached through the sidebar`, async () => {
      await as(browser(), server, 'control', 'reject-focus', async (page) => {
        await menuEntry(page, 'Validation des données').click();
        await page.getByRole('article').waitFor();
        const dialog = page.getByRole('dialog');
        const field = dialog.getByLabel(/Motif du rejet/);
        for (const open of [
          () => page.keyboard.press('r'),
          () =>
            page
              .getByRole('toolbar', { name: 'Décision' })
              .getByRole('button', { name: /Rejeter/ })
              .click(),
        ]) {
          await open();
          await dialog.waitFor();
          await page.keyboard.type(REASON);
          assert.equal(await field.inputValue(), REASON);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
      });
    });

    it(`${server.name}: on a student's page, the decision names the data`, async () => {
      await as(browser(), server, 'control', 'decide-data', async (page) => {
        await page.goto('/validation');
        const matricule = await page
          .getByRole('article')
          .locator('a[href^="/student/"]')
          .first()
          .textContent();
        await page.goto(`/student/${matricule}/show`);
        const bar = page
          .getByRole('region', { name: 'Identité' })
          .getByRole('toolbar', { name: 'Décision sur données' });
        await bar.getByRole('button', { name: 'Valider les données' }).click();
        await page.getByText(/^Données validées : /).waitFor();
        await page.getByText('Décision enregistrée : Données validées.').waitFor();
      });
    });

    it(`${server.name}: a bulk validation counts the students breaking rules and can leave them out`, async () => {
      await as(browser(), server, 'control', 'bulk-rules', async (page) => {
        await page.goto('/validation/selection');
        await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
        await page.getByRole('button', { name: /^Sélectionner les 250 premiers/ }).click();
        await page.getByText('250 sélectionnés').waitFor();
        await page.getByRole('button', { name: 'Valider la sélection' }).click();
        const ask = page.getByRole('dialog', { name: 'Valider 250 élèves ?' });
        const warning = ask.getByRole('alert');
        const text = await warning.textContent();
        const breaking = Number(/^(\d+) élèves? de la sélection ne respecte/.exec(text)?.[1]);
        assert.ok(breaking > 0, text);
        await warning.getByRole('checkbox').check();
        await page
          .getByRole('dialog', { name: `Valider ${250 - breaking} élèves ?` })
          .getByRole('button', { name: 'Annuler' })
          .click();
      });
    });

    it(`${server.name}: the zoom opens on the photo's centre and says it can be moved`, async () => {
      await as(browser(), server, 'control', 'zoom', async (page) => {
        await page.goto('/validation?target=photo');
        const photo = page.locator('img[data-review-photo]');
        await photo.waitFor();
        await page.keyboard.press('z');
        await page.getByRole('note').getByText(ZOOM_HINT).waitFor();
        const view = await photo.evaluate((image) => {
          let frame = image.parentElement;
          while (getComputedStyle(frame).overflow !== 'auto') frame = frame.parentElement;
          return {
            left: frame.scrollLeft,
            top: frame.scrollTop,
            midLeft: (frame.scrollWidth - frame.clientWidth) / 2,
            midTop: (frame.scrollHeight - frame.clientHeight) / 2,
          };
        });
        assert.ok(view.midLeft > 0 && view.midTop > 0, JSON.stringify(view));
        assert.ok(Math.abs(view.left - view.midLeft) <= 1, JSON.stringify(view));
        assert.ok(Math.abs(view.top - view.midTop) <= 1, JSON.stringify(view));
      });
    });

    it(`${server.name}: a page opens at its top; Back restores the position`, async () => {
      await as(browser(), server, 'admin', 'scroll', async (page) => {
        await page.goto('/student');
        await page.getByRole('row').nth(20).waitFor();
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.waitForFunction(() => window.scrollY === 600);
        await menuEntry(page, 'Statistiques élèves').click();
        await page.waitForURL((url) => url.pathname !== '/student');
        await page.getByRole('heading', { name: 'Statistiques élèves' }).first().waitFor();
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        await page.goBack();
        await page.waitForFunction(() => window.scrollY === 600);
      });
    });
  }
});
