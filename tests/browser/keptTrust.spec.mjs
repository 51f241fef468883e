// What the app keeps on a shared computer is untrusted input (issue 40, points 13 and 14). The
// production build behind nginx, `npm run demo:api` behind it. A controller's decisions left
// by a session that ended are shown to them before anything is sent; a decision planted or
// changed in IndexedDB, and a draft planted in localStorage with a password and a role, are
// refused with a message: nothing sent, nothing filled.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, login, MOBILE, screenshot, setupBrowser } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { suiteStack } from './productionServer.mjs';
import {
  DECIDER,
  decideMany,
  openQueue,
  outcome,
  postJson,
  recordedDecisions,
  settled,
} from './outageScenarios.mjs';
import { patience } from './pace.mjs';

const skip = skipWithoutNginx();

/**
 * Two decisions made offline, then the session ends on the server: the controller is back on
 * /login, their decisions kept (sealed) in this browser.
 */
const keptByEndedSession = async (browser, stack) => {
  const page = await openQueue(browser, stack);
  await page.context().setOffline(true);
  const ids = await decideMany(page, 2);
  await page.getByText('2 décisions en attente d’envoi').first().waitFor();
  const token = await page.evaluate(() => localStorage.getItem('authorization-token'));
  await postJson(`${stack.apiUrl}/api/auth/logout`, {}, token);
  await page.context().setOffline(false);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: patience(40_000) });
  await page.getByLabel('Identifiant').waitFor();
  return { page, ids };
};

/** Runs in the page: the outbox's records, changed by `change` (a script on the origin). */
const tamperWithOutbox = (page) =>
  page.evaluate(async () => {
    const done = (request) =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await done(indexedDB.open('carte-scolaire-outbox'));
    const store = () => db.transaction('decisions', 'readwrite').objectStore('decisions');
    const [first, second] = await done(store().getAll());
    const seen = JSON.stringify([first, second]);
    // The first one's ciphertext changed; the second rewritten in clear as a rejection; a
    // third added, dated 10 years ahead.
    const flipped = first.data.startsWith('A')
      ? `B${first.data.slice(1)}`
      : `A${first.data.slice(1)}`;
    await done(store().put({ ...first, data: flipped }));
    await done(
      store().put({
        key: second.key,
        userId: second.userId,
        userName: 'control',
        createdAt: second.createdAt,
        tried: false,
        payload: {
          student_idNumber: '00000001A',
          validation_target: 'data',
          validation_state: 'rejected',
          validation_comment: 'Planté',
        },
      }),
    );
    await done(
      store().put({
        ...first,
        key: crypto.randomUUID(),
        createdAt: Date.now() + 10 * 365 * 24 * 3600 * 1000,
      }),
    );
    db.close();
    return seen;
  });

describe('what the browser keeps, on the production build and the demo API', { skip }, () => {
  const browser = setupBrowser();
  const stack = suiteStack();

  it('decisions kept from an ended session are shown to their author before anything is sent', async () => {
    const { page, ids } = await keptByEndedSession(browser(), stack);
    try {
      const stored = await page.evaluate(async () => {
        const db = await new Promise((resolve) => {
          const request = indexedDB.open('carte-scolaire-outbox');
          request.onsuccess = () => resolve(request.result);
        });
        const all = db.transaction('decisions').objectStore('decisions').getAll();
        return new Promise(
          (resolve) => (all.onsuccess = () => resolve(JSON.stringify(all.result))),
        );
      });
      for (const id of ids) assert.ok(!stored.includes(id), `no matricule in clear: ${stored}`);

      await login(page, DECIDER, DECIDER);
      const dialog = page.getByRole('dialog', {
        name: '2 décisions de votre dernière séance attendent d’être envoyées',
      });
      await dialog.waitFor();
      const rows = dialog.getByRole('listitem');
      assert.equal(await rows.count(), 2);
      for (const [index, id] of ids.entries()) {
        const text = await rows.nth(index).textContent();
        assert.match(
          text,
          new RegExp(
            `^\\S.* · matricule ${id}Données validées · \\d{1,2} \\S+ \\d{4} à \\d\\d:\\d\\d$`,
          ),
        );
      }
      await screenshot(page, 'kept-decisions-desktop-light');
      await page.setViewportSize(MOBILE);
      await screenshot(page, 'kept-decisions-mobile-light');
      await page.setViewportSize(DESKTOP);
      // Nothing goes out while the author has not answered.
      await page.waitForTimeout(2_000);
      assert.equal((await outcome(stack, ids)).sent, 0);

      await rows.nth(0).getByRole('checkbox').uncheck();
      await dialog.getByRole('button', { name: 'Envoyer la sélection (1)' }).click();
      await page.getByText('1 décision de votre dernière séance a été abandonnée.').waitFor();
      await page.getByText('1 décision de votre dernière séance a été envoyée.').waitFor();
      await settled(page);
      assert.equal((await outcome(stack, [ids[1]])).sent, 1, 'the one chosen is sent');
      assert.equal((await outcome(stack, [ids[0]])).sent, 0, 'the one left is not');
      assert.equal(await dialog.count(), 0);
    } finally {
      await page.context().close();
    }
  });

  it('decisions changed or planted in IndexedDB are refused with a message; nothing is sent', async () => {
    const { page, ids } = await keptByEndedSession(browser(), stack);
    try {
      const before = (await recordedDecisions(stack.apiUrl, DECIDER)).length;
      await tamperWithOutbox(page);
      await login(page, DECIDER, DECIDER);
      await page
        .getByText(
          '2 décisions gardées dans ce navigateur ont été écartées sans être envoyées : elles ont été modifiées ou n’ont pas été enregistrées par vous.',
        )
        .waitFor();
      await page
        .getByText(
          '1 décision gardée dans ce navigateur a été écartée sans être envoyée : elle est illisible.',
        )
        .waitFor();
      await screenshot(page, 'kept-decisions-refused');
      await page.waitForTimeout(2_000);
      assert.equal(await page.getByRole('dialog').count(), 0, 'nothing offered');
      assert.equal((await recordedDecisions(stack.apiUrl, DECIDER)).length, before, 'nothing sent');
      assert.equal((await outcome(stack, ids)).sent, 0);
      const left = await page.evaluate(async () => {
        const db = await new Promise((resolve) => {
          const request = indexedDB.open('carte-scolaire-outbox');
          request.onsuccess = () => resolve(request.result);
        });
        const all = db.transaction('decisions').objectStore('decisions').getAll();
        return new Promise((resolve) => (all.onsuccess = () => resolve(all.result.length)));
      });
      assert.equal(left, 0, 'dropped from the browser');
    } finally {
      await page.context().close();
    }
  });

  it('a draft planted with a password and a role is refused with a message; nothing is filled', async () => {
    const context = await browser().newContext({
      baseURL: stack.baseUrl,
      viewport: DESKTOP,
      locale: 'fr-FR',
      timezoneId: 'Africa/Abidjan',
    });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.evaluate(() =>
        localStorage.setItem(
          'form-draft:1:users:4',
          JSON.stringify({
            savedAt: Date.now() - 60_000,
            values: {
              login_password: 'plante-2026',
              login_passwordConfirm: 'plante-2026',
              login_additionalRoles: ['admin'],
            },
          }),
        ),
      );
      await login(page, 'admin', 'admin');
      await page.getByRole('navigation', { name: 'Menu principal' }).first().waitFor();
      await page.goto('/users/4');
      await page
        .getByText(
          'Le brouillon gardé dans ce navigateur pour ce formulaire a été écarté sans être repris : il est illisible.',
        )
        .waitFor();
      assert.equal(await page.getByText(/Reprendre la saisie/).count(), 0);
      const roles = page.getByRole('group', { name: /Rôles supplémentaires/ });
      assert.equal(
        await roles.getByRole('checkbox', { name: 'Administrateur' }).isChecked(),
        false,
      );
      for (const input of await page.locator('input[type="password"]').all())
        assert.equal(await input.inputValue(), '');
      assert.equal(await page.evaluate(() => localStorage.getItem('form-draft:1:users:4')), null);
    } finally {
      await context.close();
    }
  });
});
