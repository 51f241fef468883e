// The statistics dashboards in chromium (issue 9): from /statsDashboard a DREN, then a
// school, down to its students; Back walks the drill-down back; the table shows the chart's
// numbers. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginTo, MOBILE, pathOf, screenshot, setupBrowser, withPage } from './helpers.mjs';

/** '1 234' (narrow no-break spaces) back to 1234. */
const numberOf = (text) => Number(text.replace(/\s/g, ''));

const card = (page, title) => page.getByRole('region', { name: title });

/** Widths of the bar segments of a card's chart, per series, once the bars stop growing. */
const barWidths = async (region) => {
  const read = () =>
    region.evaluate((node) =>
      Object.fromEntries(
        [...node.querySelectorAll('g[data-series]')].map((group) => [
          group.getAttribute('data-series'),
          [...group.querySelectorAll('.MuiBarChart-element')].map((bar) =>
            Number(bar.getAttribute('width')),
          ),
        ]),
      ),
    );
  await region.locator('.MuiBarChart-element').first().waitFor();
  let last = await read();
  for (;;) {
    // Until two readings a few frames apart agree (no bar still moving).
    await region.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
};

/** The table view of a card: its body rows (the total row left out) as cell texts. */
const tableRows = async (region) => {
  await region.getByRole('button', { name: 'Tableau' }).click();
  const rows = region.locator('tbody tr');
  await rows.first().waitFor();
  const all = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
  );
  await region.getByRole('button', { name: 'Graphique' }).click();
  return all.filter((cells) => cells[0] !== 'Total');
};

/** The chart draws each number at the same scale: width / value is one constant. */
const assertSameNumbers = (widths, rows) => {
  const series = ['validated', 'pending', 'rejected'];
  const pairs = rows.flatMap((cells, index) =>
    series.map((id, column) => [widths[id][index], numberOf(cells[column + 1])]),
  );
  assert.equal(widths.validated.length, rows.length, 'one bar per table row');
  const big = pairs.filter(([, value]) => value > 0);
  const scale = big[0][0] / big[0][1];
  for (const [width, value] of pairs) {
    assert.ok(Math.abs(width - value * scale) < 1.5, `bar ${width}px for ${value}`);
  }
};

describe('dashboards', () => {
  const browser = setupBrowser();

  it('drills from all DRENs to a DREN, a school and its students, and back', async () => {
    await withPage(browser(), 'dashboards', async (page) => {
      await loginTo(page, 'control', '/statsDashboard');
      const byDren = card(page, 'Élèves par DREN');
      const widths = await barWidths(byDren);
      const rows = await tableRows(byDren);
      assertSameNumbers(widths, rows);
      await screenshot(page, 'stats-dashboard');

      // A DREN: the first bar (biggest first).
      await byDren.locator('g[data-series="validated"] .MuiBarChart-element').first().click();
      await page.waitForURL((url) => url.pathname === '/statsDashboardBySchool');
      const drenId = new URL(page.url()).searchParams.get('dren_id');
      assert.match(drenId, /^\d+$/);
      const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      await crumbs.getByText(rows[0][0], { exact: true }).waitFor();

      const bySchool = card(page, 'Élèves par école');
      const schoolRows = await tableRows(bySchool);
      assertSameNumbers(await barWidths(bySchool), schoolRows.slice(0, 50));
      await screenshot(page, 'stats-by-school');

      // A school, through its pending segment: its pending students.
      await bySchool.locator('g[data-series="pending"] .MuiBarChart-element').first().click();
      await page.waitForURL((url) => url.pathname === '/statsDashboardStudents');
      const params = new URL(page.url()).searchParams;
      assert.equal(params.get('dren_id'), drenId);
      assert.equal(params.get('state'), 'pending');
      await crumbs.getByText(schoolRows[0][0], { exact: true }).waitFor();
      const students = page.locator('main tbody tr');
      await students.first().waitFor();
      assert.equal(
        await students.count(),
        Math.min(25, numberOf(schoolRows[0][2])),
        'the pending students of the school',
      );
      for (const state of await students.locator('td:last-child').allInnerTexts()) {
        assert.equal(state, 'En attente');
      }
      await screenshot(page, 'stats-students');

      // A reload keeps the place; Back walks the drill-down back.
      await page.reload();
      await students.first().waitFor();
      assert.equal(pathOf(page), '/statsDashboardStudents');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/statsDashboardBySchool');
      assert.equal(new URL(page.url()).searchParams.get('dren_id'), drenId);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/statsDashboard');
      await card(page, 'Élèves par DREN').locator('.MuiBarChart-element').first().waitFor();
      assert.deepEqual(page.crashes, []);
    });
  });

  it('reads on a phone in dark mode, the photo dashboard too', async () => {
    await withPage(
      browser(),
      'dashboards-phone',
      async (page) => {
        await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
        await loginTo(page, 'admin', '/validationDashboard');
        const byDren = card(page, 'Validation des photos par DREN');
        await barWidths(byDren);
        const rows = await tableRows(byDren);
        assert.ok(rows.length > 1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await screenshot(page, 'validation-dashboard-phone-dark');
        assert.deepEqual(page.crashes, []);
      },
      MOBILE,
    );
  });
});
