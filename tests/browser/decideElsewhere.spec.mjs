// Deciding where a record is seen (issue 22): in an English-speaking Chromium (--lang=en-US,
// locale en-US), a controller validates a pending photo from the photo viewer and rejects a
// pending student from the student page with a typed reason, then finds both in the history
// filtered on « Mes décisions », with days in jj/mm/aaaa. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import {
  BASE_URL,
  CHROMIUM,
  DESKTOP,
  closePage,
  login,
  screenshot,
  watchDecisions,
} from './helpers.mjs';
import { patience } from './pace.mjs';

const REASON = 'Prénom et nom inversés sur l’extrait de naissance';

/** An English-speaking browser: the native date field would read mm/dd/yyyy there. */
const launchEnglishBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--lang=en-US'],
  });

const openEnglishPage = async (browser) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: DESKTOP,
    locale: 'en-US',
    timezoneId: 'Africa/Abidjan',
  });
  context.setDefaultTimeout(patience(20_000));
  const page = await context.newPage();
  page.crashes = [];
  page.on('pageerror', (error) => page.crashes.push(error.message));
  return page;
};

/** Today as the page writes it: jj/mm/aaaa (Abidjan is on UTC). */
const today = () => {
  const now = new Date();
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(now.getUTCDate())}/${pad(now.getUTCMonth() + 1)}/${now.getUTCFullYear()}`;
};

/** The first pending student of the data queue, read through the API with the page's token. */
const firstPendingStudent = (page) =>
  page.evaluate(async () => {
    const answer = await fetch(
      '/api/validation/students?validation_target=data&page=1&perPage=1&sort=student_lastName&order=ASC',
      { headers: { Authorization: `Bearer ${localStorage.getItem('authorization-token')}` } },
    );
    const [student] = (await answer.json()).data;
    return student;
  });

describe('deciding where the record is seen, in an English-speaking browser', () => {
  let browser;
  before(async () => {
    browser = await launchEnglishBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('validates a photo in the viewer, rejects a student on its page, finds both in « Mes décisions »', async () => {
    const page = await openEnglishPage(browser);
    try {
      const bodies = watchDecisions(page);
      await page.goto('/login');
      await login(page, 'control', 'control');
      assert.equal(await page.evaluate(() => navigator.language), 'en-US');

      // A pending photo, validated from the viewer.
      await page.goto(
        `/photos?filter=${encodeURIComponent(JSON.stringify({ photo_state: 'pending' }))}`,
      );
      await page
        .getByRole('button', { name: /^Agrandir la photo de / })
        .first()
        .click();
      const viewer = page.getByRole('dialog');
      const photoBar = viewer.getByRole('toolbar', { name: 'Décision sur photo' });
      await photoBar
        .getByRole('button', { name: 'Valider la photo' })
        .and(page.locator(':enabled'))
        .waitFor();
      const photoStudent = (await viewer.locator('#photo-viewer-title').textContent()).trim();
      const photoMatricule = (
        await viewer.locator('dt', { hasText: 'Matricule' }).locator('+ dd').textContent()
      ).trim();
      await screenshot(page, 'decide-photo-viewer-1280');
      await photoBar.getByRole('button', { name: 'Valider la photo' }).click();
      await page.getByText(`Photo validée : ${photoStudent}`).waitFor();
      await viewer.getByText('Décision enregistrée : Photo validée.').waitFor();
      await viewer.locator('.MuiChip-label', { hasText: /^Validé$/ }).waitFor();
      await viewer.getByRole('button', { name: 'Fermer' }).click();

      // A pending student, rejected from its page with a typed reason.
      const student = await firstPendingStudent(page);
      await page.goto(`/student/${student.student_idNumber}/show`);
      const identity = page.getByRole('region', { name: 'Identité' });
      const dataBar = identity.getByRole('toolbar', { name: 'Décision sur données' });
      await dataBar
        .getByRole('button', { name: 'Rejeter les données' })
        .and(page.locator(':enabled'))
        .waitFor();
      await screenshot(page, 'decide-student-page-1280');
      await dataBar.getByRole('button', { name: 'Rejeter les données' }).click();
      const dialog = page.getByRole('dialog', { name: /^Rejeter : / });
      await dialog.getByRole('textbox', { name: /Motif du rejet/ }).fill(REASON);
      await dialog.getByRole('button', { name: 'Rejeter', exact: true }).click();
      await page.getByText(/^Données rejetées : /).waitFor();
      await identity.getByText('Décision enregistrée : Données rejetées.').waitFor();
      await identity.locator('.MuiChip-label', { hasText: /^Rejeté$/ }).waitFor();

      assert.deepEqual(bodies, [
        {
          student_idNumber: photoMatricule,
          validation_target: 'photo',
          validation_state: 'validated',
          validation_comment: '',
        },
        {
          student_idNumber: student.student_idNumber,
          validation_target: 'data',
          validation_state: 'rejected',
          validation_comment: REASON,
        },
      ]);

      // The history, filtered on « Mes décisions » and today, typed as jj/mm/aaaa.
      await page.goto('/validation/historique');
      assert.equal(await page.locator('input[type=date]').count(), 0);
      await page.getByRole('combobox', { name: 'Par', exact: true }).click();
      await page.getByRole('option', { name: 'Mes décisions' }).click();
      const from = page.getByRole('textbox', { name: 'Du' });
      assert.equal(await from.getAttribute('placeholder'), 'jj/mm/aaaa');
      await from.pressSequentially(today().replaceAll('/', ''));
      assert.equal(await from.inputValue(), today());
      await page.waitForURL((url) => {
        const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
        const [day, month, year] = today().split('/');
        return filter.validation_by === 'control' && filter.date_from === `${year}-${month}-${day}`;
      });
      const rowOf = (matricule) =>
        page.getByRole('row').filter({ has: page.getByRole('link', { name: matricule }) });
      const photoRow = rowOf(photoMatricule);
      const studentRow = rowOf(student.student_idNumber);
      // The list read again with the day: every row is of today.
      await page.waitForFunction((day) => {
        const dates = [...document.querySelectorAll('tbody tr td:first-child')];
        return dates.length > 0 && dates.every((cell) => cell.textContent.startsWith(day));
      }, today());
      await photoRow.first().waitFor();
      await studentRow.first().waitFor();
      // Nothing but the controller's own decisions.
      for (const by of await page.locator('tbody tr td:nth-child(5)').allTextContents()) {
        assert.equal(by, 'control');
      }
      const cells = async (row) => row.first().getByRole('cell').allTextContents();
      const [photoDate, , photoTarget, photoDecision] = await cells(photoRow);
      const [studentDate, , studentTarget, studentDecision, , studentReason] =
        await cells(studentRow);
      assert.deepEqual(
        [photoTarget, photoDecision, studentTarget, studentDecision, studentReason],
        ['Photo', 'Validé', 'Données', 'Rejeté', REASON],
      );
      for (const date of [photoDate, studentDate]) {
        assert.match(date, new RegExp(`^${today()} \\d{2}:\\d{2}$`));
      }
      await screenshot(page, 'decide-history-1280');
      assert.deepEqual(page.crashes, []);
    } catch (error) {
      await screenshot(page, 'failure-decide-elsewhere').catch(() => undefined);
      throw error;
    } finally {
      await closePage(page);
    }
  });
});
