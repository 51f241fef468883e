// Chart labels (issue 36, point 11): a DREN's schools in name order, all shown, on a desktop
// and on a phone. A long name is cut by the app around '…' so that it still tells its bar from
// the others, never by the chart at its end (« Collège Catholique Sainte-Ann… » beside
// « Collège Catholique Sainte-Anne »). Screenshots: chart-labels-desktop, chart-labels-phone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import { DESKTOP, MOBILE, SCREENSHOT_DIR, login, setupBrowser, withPage } from './helpers.mjs';

/** The DRENs checked: Abidjan 1 (the famous schools) and Daloa-sized ones. */
const DRENS = [1, 2, 20];

/** The y axis' tick labels of a card's chart, top to bottom. */
const tickLabels = (region) =>
  region
    .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
    .evaluateAll((texts) => texts.map((text) => text.textContent));

const check = async (page, name) => {
  await login(page, 'control', 'control');
  for (const drenId of DRENS) {
    await page.goto(`/statsDashboardBySchool?dren_id=${drenId}&sort=name`);
    const card = page.getByRole('region', { name: 'Élèves par école' });
    await card.locator('.MuiBarChart-element').first().waitFor();
    const all = card.getByRole('button', { name: 'Tout afficher' });
    if (await all.isVisible()) await all.click();
    await card.getByRole('button', { name: 'Tableau' }).click();
    await card.locator('tbody tr').first().waitFor();
    const names = (await card.locator('tbody tr td:first-child').allTextContents()).filter(
      (cell) => cell !== 'Total',
    );
    await card.getByRole('button', { name: 'Graphique' }).click();
    await card.locator('.MuiBarChart-element').first().waitFor();
    const labels = await tickLabels(card);
    assert.equal(labels.length, names.length, 'one label per school');
    const cutByChart = labels.filter((label) => /[^ ]…$/.test(label));
    assert.deepEqual(cutByChart, [], 'no label cut at its end by the chart');
    const readAlike = labels.filter(
      (label, index) =>
        labels.indexOf(label) !== index && names[labels.indexOf(label)] !== names[index],
    );
    assert.deepEqual(readAlike, [], 'two different schools never read alike');
    if (drenId === DRENS[0]) {
      // The window over the chart's first bars (the full page is 5,000 px tall).
      await card.locator('.MuiBarChart-element').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOT_DIR, `chart-labels-${name}.png`) });
    }
  }
};

describe('chart labels', () => {
  const browser = setupBrowser();
  it('tell every school apart on a desktop', () =>
    withPage(browser(), 'chart-labels-desktop', (page) => check(page, 'desktop'), DESKTOP));
  it('tell every school apart on a phone', () =>
    withPage(browser(), 'chart-labels-phone', (page) => check(page, 'phone'), MOBILE));
});
