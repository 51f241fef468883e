// Issue 41, screens that must fit: on a phone (375×812) the photo queue shows the photo with
// the name, sex and birth date it is judged against in one screen, the current photo labelled;
// at 1280×800 the queue opens with its title and tabs in view.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asUser, screenshot, setupBrowser } from './helpers.mjs';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const as = (browser, user, name, body, viewport, theme = 'light') =>
  asUser(browser, user, name, body, { viewport, theme });

/** Once two frames have been drawn after the record shows (the queue has placed it). */
const settled = (page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** The visible band of the window: below the app bar, above what is stuck to the bottom. */
const visibleBand = (page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-decision-bar]');
    const stuck = bar && getComputedStyle(bar).position === 'sticky';
    return {
      top: document.querySelector('header').getBoundingClientRect().bottom,
      bottom: stuck ? bar.getBoundingClientRect().top : window.innerHeight,
    };
  });

const assertInBand = async (locator, band, what) => {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is on the page`);
  assert.ok(
    box.y >= band.top - 1 && box.y + box.height <= band.bottom + 1,
    `${what} (${Math.round(box.y)}–${Math.round(box.y + box.height)}) within ${band.top}–${band.bottom}`,
  );
};

describe('screens that fit (issue 41)', () => {
  const browser = setupBrowser();

  for (const theme of ['light', 'dark']) {
    it(`phone, ${theme}: the photo and the name, sex and birth date it is judged against in one screen`, async () => {
      await as(
        browser(),
        'control',
        `phone-photo-queue-${theme}`,
        async (page) => {
          await page.goto('/validation?target=photo');
          const record = page.getByRole('article', { name: /^Élève à valider : / });
          const photo = record.locator('img[data-review-photo]');
          await photo.waitFor();
          await page.waitForFunction(() =>
            [...document.querySelectorAll('img[data-review-photo]')].every((img) => img.complete),
          );
          await settled(page);
          const band = await visibleBand(page);
          await assertInBand(photo, band, 'the photo');
          await assertInBand(record.getByRole('heading', { level: 2 }), band, 'the name');
          for (const label of ['Sexe', 'Date de naissance']) {
            const term = record.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
            await assertInBand(term, band, label);
            await assertInBand(
              term.locator('xpath=following-sibling::dd[1]'),
              band,
              `${label}'s value`,
            );
          }
          // The photo judged is labelled, apart from the previous one.
          const current = record
            .locator('figure')
            .filter({ has: page.locator('img[data-review-photo]') });
          assert.equal(await current.locator('figcaption').textContent(), 'Photo actuelle');
          await assertInBand(current.locator('figcaption'), band, '« Photo actuelle »');
          await screenshot(page, `phone-photo-queue-${theme}`);
        },
        PHONE,
        theme,
      );
    });
  }

  for (const target of ['data', 'photo']) {
    it(`1280×800, ${target}: the queue opens with its title and tabs in view, Valider too`, async () => {
      await as(
        browser(),
        'control',
        `queue-heading-${target}`,
        async (page) => {
          await page.goto(`/validation?target=${target}`);
          await page.locator('img[data-review-photo]').waitFor();
          // The previous photo's place is known (it is asked for beside the record).
          await page.waitForFunction(() => {
            const previous = document.querySelector('[aria-label="Photo précédente"]');
            return previous && !previous.querySelector('.MuiSkeleton-root');
          });
          await settled(page);
          // The demo's service messages show, as a newcomer meets them.
          await page.getByRole('region', { name: 'Messages de service' }).waitFor();
          const band = await visibleBand(page);
          await assertInBand(
            page.getByRole('heading', { level: 1, name: 'Validation des données' }),
            band,
            'the title',
          );
          for (const tab of ['File de revue', 'Sélection multiple', 'Historique']) {
            await assertInBand(page.getByRole('tab', { name: tab }), band, `the tab ${tab}`);
          }
          await assertInBand(page.getByRole('button', { name: /^Valider/ }), band, 'Valider');
          if (target === 'photo') {
            await assertInBand(page.locator('img[data-review-photo]'), band, 'the photo');
          }
          await screenshot(page, `queue-heading-${target}`);
        },
        DESKTOP,
      );
    });
  }

  it('phone: each row of the bulk list names its broken rules on screen', async () => {
    await as(
      browser(),
      'control',
      'phone-bulk',
      async (page) => {
        await page.goto('/validation/selection');
        const broken = page.getByText(/^Règles? non respectées? : /).first();
        await broken.waitFor();
        const box = await broken.boundingBox();
        assert.ok(
          box.x >= 0 && box.x + box.width <= PHONE.width,
          `rules at ${JSON.stringify(box)}`,
        );
        // No column runs off the screen's right edge.
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
        // A screen's worth of scrolling shows at least 7 students (about 4 before).
        const heights = await page
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
        const average = heights.reduce((sum, height) => sum + height, 0) / heights.length;
        const perScreen = (PHONE.height - 57) / average;
        assert.ok(perScreen >= 7, `${perScreen.toFixed(1)} rows per screen`);
        await screenshot(page, 'phone-bulk');
      },
      PHONE,
    );
  });

  it('phone: the history opens on its decisions, its filters behind « Filtres » with their count', async () => {
    await as(
      browser(),
      'control',
      'phone-history-filters',
      async (page) => {
        await page.goto('/validation/historique');
        const filters = page.getByRole('button', { name: /^Filtres/ });
        await filters.waitFor();
        await page.getByText(/ par /).first().waitFor();
        assert.equal(await page.getByLabel('Matricule').count(), 0, 'no field on the page');
        assert.equal(await filters.getAttribute('aria-label'), 'Filtres');
        await filters.click();
        const drawer = page.getByRole('dialog', { name: 'Filtres de l’historique' });
        for (const label of ['Matricule', 'Cible', 'Décision', 'Par', 'Du', 'Au'])
          await drawer.getByLabel(label, { exact: true }).waitFor();
        await drawer.getByLabel('Cible', { exact: true }).click();
        await page.getByRole('option', { name: 'Photo' }).click();
        await page.waitForURL((url) => url.search.includes('validation_target'));
        await drawer.getByRole('button', { name: 'Voir les décisions' }).click();
        await drawer.waitFor({ state: 'hidden' });
        assert.equal(await filters.getAttribute('aria-label'), 'Filtres, 1 actif');
        // The unfiltered rows stay shown until the filtered ones come (a run counted 7 there).
        await page
          .getByText(/^(Validé|Rejeté) · Données · /)
          .first()
          .waitFor({ state: 'detached' });
        await page
          .getByText(/^(Validé|Rejeté) · Photo · /)
          .first()
          .waitFor();
        await screenshot(page, 'phone-history-filters');
      },
      PHONE,
    );
  });

  it('a chart tooltip goes away at a wheel scroll, and comes back at the next move', async () => {
    await as(
      browser(),
      'control',
      'chart-tooltip-scroll',
      async (page) => {
        await page.goto('/statsDashboardBySchool?dren_id=1&sort=name');
        const card = page.getByRole('region', { name: 'Élèves par école' });
        const bar = card.locator('.MuiBarChart-element').nth(3);
        await bar.waitFor();
        await bar.scrollIntoViewIfNeeded();
        await bar.hover();
        const tooltip = page.locator('.MuiChartsTooltip-root');
        await tooltip.waitFor();
        await page.mouse.wheel(0, 120);
        await tooltip.waitFor({ state: 'detached' });
        await bar.hover();
        await tooltip.waitFor();
      },
      DESKTOP,
    );
  });
});
