// The student list and page in chromium (issue 5): paging, search, state filter, a student's
// page; the list as cards on a phone. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginTo, MOBILE, pathOf, screenshot, setupBrowser, withPage } from './helpers.mjs';

/** The list's filters, as the URL keeps them. */
const filterOf = (page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

/** "26-50 sur 50 000" under the list (thousands grouped by a narrow space). */
const RANGE = /^\d+-\d+ sur [\d\s]+$/;
const rangeText = (page) => page.getByText(RANGE).first();
const countIn = (text) => Number(text.split(' sur ')[1].replace(/\s/g, ''));
const totalOf = async (page) => countIn(await rangeText(page).textContent());

const rows = (page) => page.locator('main tbody tr');

describe('students', () => {
  const browser = setupBrowser();

  it('pages, searches a name, filters by state and opens a student', async () => {
    await withPage(browser(), 'students', async (page) => {
      await loginTo(page, 'control', '/student');
      await page.getByRole('heading', { name: 'Élèves', level: 1 }).waitFor();
      await rangeText(page).waitFor();
      const total = await totalOf(page);
      assert.ok(total > 1000, `${total} students`);
      assert.equal(await rows(page).count(), 25);
      await page.getByText('Sans photo').waitFor();

      await page.getByRole('button', { name: 'Aller à la page 2', exact: true }).click();
      await page.getByText(`26-50 sur ${total.toLocaleString('fr-FR')}`).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('page'), '2');
      await screenshot(page, 'students-page-2');

      // The last name of the first student of page 2, searched.
      const name = (await rows(page).first().locator('td.column-student_lastName').innerText())
        .trim()
        .split(/\s+/)[0];
      await page.getByRole('textbox', { name: /Rechercher un élève/ }).fill(name);
      await page.waitForURL((url) => url.searchParams.get('filter')?.includes(name));
      await page.waitForFunction((all) => {
        const range = [...document.querySelectorAll('p')].find((p) =>
          /^\d+-\d+ sur [\d\s]+$/.test(p.textContent ?? ''),
        );
        return range && Number(range.textContent.split(' sur ')[1].replace(/\s/g, '')) < all;
      }, total);
      const found = await totalOf(page);
      assert.ok(found > 0 && found < total, `${found} students named ${name}`);
      for (const text of await rows(page).locator('td.column-student_lastName').allInnerTexts()) {
        assert.match(text.toLowerCase(), new RegExp(name.toLowerCase()));
      }

      await page.getByRole('combobox', { name: 'État' }).click();
      await page.getByRole('option', { name: 'Validé' }).click();
      await page.waitForURL((url) => url.searchParams.get('filter')?.includes('validated'));
      assert.deepEqual(filterOf(page), { q: name, student_state: 'validated' });
      await page.waitForFunction(() => {
        const chips = [...document.querySelectorAll('main tbody td.column-student_state')];
        return chips.length > 0 && chips.every((cell) => cell.textContent === 'Validé');
      });
      await screenshot(page, 'students-filtered');

      const link = rows(page).first().locator('td.column-student_idNumber a');
      const idNumber = (await link.innerText()).trim();
      await link.click();
      await page.waitForURL((url) => url.pathname === `/student/${idNumber}/show`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const section of ['Anomalies de validité', 'Historique de synchronisation', 'Photos']) {
        await page.getByRole('heading', { name: section, level: 2 }).waitFor();
      }
      await page.getByText(idNumber, { exact: true }).waitFor();
      await screenshot(page, 'student-show');
      assert.equal(pathOf(page), `/student/${idNumber}/show`);
      assert.deepEqual(page.crashes, []);
    });
  });

  it('lists the students as cards on a phone', async () => {
    await withPage(
      browser(),
      'students-mobile',
      async (page) => {
        await loginTo(page, 'control', '/student');
        await rangeText(page).waitFor();
        assert.equal(await page.locator('main table').count(), 0);
        const cards = page.locator('main ul a[href^="/student/"]');
        await cards.first().waitFor();
        assert.equal(await cards.count(), 25);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `page ${width}px wide`);
        await screenshot(page, 'students-375');
        await cards.first().click();
        await page.waitForURL((url) => /^\/student\/[^/]+\/show$/.test(url.pathname));
        await page.getByRole('heading', { name: 'Photos', level: 2 }).waitFor();
        await screenshot(page, 'student-show-375');
        assert.deepEqual(page.crashes, []);
      },
      MOBILE,
    );
  });
});
