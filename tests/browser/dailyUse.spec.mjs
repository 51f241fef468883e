// Daily use on a phone with a slow server (issue 15): 375 px wide, 1,500 ms per answer of the
// demo API. A search shows a busy signal before its rows; leaving a form with a draft asks
// first; Back closes the photo viewer; with the two service banners the first student row is
// in the top half of the screen. Run with `npm run test:browser`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, login, pathOf, screenshot, setupBrowser, withPage } from './helpers.mjs';
import { patience } from './pace.mjs';

const PHONE = { width: 375, height: 812 };
const LATENCY_MS = 1500;

/** The demo API answers every call LATENCY_MS late (read by the app when it starts). */
const slowServer = (page) =>
  page.addInitScript((latency) => {
    localStorage.setItem('demo-api-latency', String(latency));
  }, LATENCY_MS);

const loginSlow = async (page, user) => {
  await slowServer(page);
  await page.goto('/login');
  await login(page, user, user);
};

describe('daily use at 375 px, 1,500 ms latency', () => {
  const browser = setupBrowser();

  it('a search shows a busy signal before its rows, and the first row sits in the top half under two banners', async () => {
    await withPage(
      browser(),
      'daily-search',
      async (page) => {
        await loginSlow(page, 'control');
        await page.goto('/student');
        const banners = page.getByRole('region', { name: 'Messages de service' });
        await banners
          .getByRole('button')
          .first()
          .waitFor({ timeout: patience(30_000) });
        assert.equal(await banners.locator('.MuiAlert-root').count(), 2);
        // The first student (a matricule shown), not a loading skeleton.
        const firstRow = page.locator('main .RaList-content li').first();
        await firstRow.filter({ hasText: /\d{8}[A-Z]/ }).waitFor({ timeout: patience(30_000) });
        const box = await firstRow.boundingBox();
        assert.ok(box.y < PHONE.height / 2, `first row at ${box.y} px of ${PHONE.height}`);
        await screenshot(page, 'daily-phone-students');

        const list = page.locator('main .RaList-content');
        const before = await firstRow.innerText();
        await page.getByRole('textbox', { name: /Rechercher un élève/ }).fill('kone');
        // The busy signal comes first, while the previous rows are still there.
        await list.and(page.locator('[aria-busy="true"]')).waitFor();
        await page.getByLabel('Chargement de la liste').waitFor();
        assert.equal(await firstRow.innerText(), before);
        await screenshot(page, 'daily-phone-search-busy');
        await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: patience(30_000) });
        assert.match((await firstRow.innerText()).toLowerCase(), /kon[eé]/);
      },
      PHONE,
    );
  });

  it('leaving a form with a draft asks first, in French', async () => {
    await withPage(
      browser(),
      'daily-draft',
      async (page) => {
        await loginSlow(page, 'admin');
        await page.goto('/service-messages');
        // In the app (not a page load), so that Back stays in the app.
        await page.getByRole('link', { name: 'Créer' }).click({ timeout: patience(30_000) });
        const title = page.getByLabel(/^Titre/);
        await title.waitFor({ timeout: patience(30_000) });
        await title.fill('Coupure prévue samedi');
        // An invalid save says so in a toast, which leaves the fixed Enregistrer bar visible.
        const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
        await save.click();
        const toast = page.locator('[data-sonner-toast]').first();
        await toast.waitFor();
        const saveBox = await save.boundingBox();
        // Once its entry animation is over.
        await assertEventually(async () => {
          const toastBox = await toast.boundingBox();
          return toastBox && toastBox.y + toastBox.height <= saveBox.y;
        });
        await screenshot(page, 'daily-phone-form');

        const messages = [];
        page.on('dialog', (dialog) => {
          messages.push(dialog.message());
          void dialog.dismiss();
        });
        await page.evaluate(() => window.history.back());
        await assertEventually(() => messages.length === 1);
        assert.match(messages[0], /Certains changements n'ont pas été enregistrés/);
        // Refused: the router puts the form's entry back, the draft is still there.
        await assertEventually(() => pathOf(page) === '/service-messages/create');
        assert.equal(await title.inputValue(), 'Coupure prévue samedi');
      },
      PHONE,
    );
  });

  it('Back closes the photo viewer', async () => {
    await withPage(
      browser(),
      'daily-viewer',
      async (page) => {
        await loginSlow(page, 'control');
        await page.goto('/photos');
        const tile = page.getByRole('button', { name: /^Agrandir la photo de / }).first();
        await tile.waitFor({ timeout: patience(30_000) });
        await tile.click();
        const viewer = page.getByRole('dialog');
        await viewer.waitFor();
        await viewer.getByRole('img').waitFor({ timeout: patience(30_000) });
        await screenshot(page, 'daily-phone-viewer');
        await page.goBack();
        await viewer.waitFor({ state: 'detached' });
        assert.equal(pathOf(page), '/photos');
        assert.equal(new URL(page.url()).hash, '');
      },
      PHONE,
    );
  });

  it('the magnifier puts the cursor in the palette’s search field', async () => {
    await withPage(
      browser(),
      'daily-palette',
      async (page) => {
        await page.goto('/login');
        await login(page, 'control', 'control');
        await page.getByRole('button', { name: 'Rechercher une page (Ctrl+K)' }).click();
        const search = page.getByRole('combobox', { name: 'Rechercher une page' });
        await search.waitFor();
        await assertEventually(() => search.evaluate((input) => input === document.activeElement));
        await page.keyboard.type('kone');
        await page.getByRole('option', { name: /Rechercher « kone » dans les élèves/ }).waitFor();
        await screenshot(page, 'daily-palette-search');
      },
      DESKTOP,
    );
  });
});

/** Waits until `check()` holds (polling, never a fixed sleep), 10 s at most. */
async function assertEventually(check, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) assert.fail('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
