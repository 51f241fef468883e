// Bulk validation in chromium, in the production build and under `npm start` (StrictMode,
// where effects run twice): a controller selects all, confirms, each record gets one
// request, then « Annuler » puts them all back to pending. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_SERVERS, login, setupBrowser, watchDecisions, withPage } from './helpers.mjs';
import { patience } from './pace.mjs';

const LIMIT = 250;

/** Asks the API, with the page's token, which of `ids` are pending in the data queue. */
const pendingAmong = (page, ids) =>
  page.evaluate(async (wanted) => {
    const token = localStorage.getItem('authorization-token');
    const query = new URLSearchParams({ ids: wanted.join(','), perPage: String(wanted.length) });
    const response = await fetch(`/api/validation/students?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = await response.json();
    return data.map((student) => student.student_idNumber).sort();
  }, ids);

const countOf = (text) => Number(text.replace(/\D/g, ''));

describe('bulk validation', () => {
  const browser = setupBrowser();

  for (const server of APP_SERVERS) {
    it(`selects all, validates once per record, and undoes it (${server.name})`, async () => {
      await withPage(
        browser(),
        `bulk-${server.name.split(' ')[0]}`,
        async (page) => {
          // Quicker answers than the demo's 150 ms: 500 requests are sent.
          await page.addInitScript(() => localStorage.setItem('demo-api-latency', '20'));
          await page.goto('/login');
          await login(page, 'control', 'control');
          const bodies = watchDecisions(page);
          await page.goto('/validation/selection');

          await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
          await page.getByText('25 sélectionnés').waitFor();
          const selectAll = page.getByRole('button', { name: /^Sélectionner les 250 premiers/ });
          const total = countOf((await selectAll.textContent()).split('sur')[1]);
          assert.ok(total > LIMIT, `${total} records pending`);
          await selectAll.click();
          await page.getByText(`${LIMIT} sélectionnés`).waitFor();

          await page.getByRole('button', { name: 'Valider la sélection' }).click();
          const confirm = page.getByRole('dialog', { name: `Valider ${LIMIT} élèves ?` });
          await confirm
            .getByText(
              `Chacun des ${LIMIT} élèves recevra la décision « Validé » sur ses données. Vous pourrez l’annuler pendant 15 minutes, depuis « Décisions récentes ».`,
            )
            .waitFor();
          assert.equal(bodies.length, 0, 'nothing is sent before the confirmation');
          await confirm.getByRole('button', { name: `Valider ${LIMIT} élèves` }).click();

          const dialog = page.getByRole('dialog', { name: `Valider ${LIMIT} élèves` });
          await dialog.getByText(`${LIMIT} élèves validés.`).waitFor({ timeout: patience(60_000) });
          const ids = bodies.map((body) => body.student_idNumber);
          assert.equal(bodies.length, LIMIT, 'one request per record');
          assert.equal(new Set(ids).size, LIMIT, 'never two for one record');
          for (const body of bodies) {
            assert.deepEqual(
              { ...body, student_idNumber: undefined },
              {
                student_idNumber: undefined,
                validation_target: 'data',
                validation_state: 'validated',
                validation_comment: '',
              },
            );
          }
          assert.deepEqual(await pendingAmong(page, ids), []);

          await dialog.getByRole('button', { name: `Annuler ces ${LIMIT} décisions` }).click();
          await dialog
            .getByText(`${LIMIT} élèves remis en attente.`)
            .waitFor({ timeout: patience(60_000) });
          const undos = bodies.slice(LIMIT);
          assert.equal(undos.length, LIMIT);
          assert.deepEqual(undos.map((body) => body.student_idNumber).sort(), [...ids].sort());
          assert.ok(undos.every((body) => body.validation_state === 'pending'));
          assert.deepEqual(await pendingAmong(page, ids), [...ids].sort());

          await dialog.getByRole('button', { name: 'Fermer' }).click();
          // The queue counts them again.
          await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
          assert.equal(countOf((await selectAll.textContent()).split('sur')[1]), total);
          assert.deepEqual(page.crashes, []);
        },
        undefined,
        server.url,
      );
    });
  }
});
