// The production build behind nginx (deploy/nginx/), its /api proxied to the demo API served
// over HTTP by Node (`npm run demo:api`), as in production: a user's walk, the contract the
// build carries, and check-api through the proxy.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { closePage, login, nothingOnItsWay, openPage, pathOf, setupBrowser } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { run, suiteStack } from './productionServer.mjs';

const skip = skipWithoutNginx();

/** Every file of a folder, recursively. */
const filesOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('the production build behind nginx, on the demo API over HTTP', { skip }, () => {
  const browser = setupBrowser();
  const stack = suiteStack();

  it('carries the contract as /openapi.json, and nothing of the demo', async () => {
    const response = await fetch(`${stack.baseUrl}/openapi.json`);
    assert.equal(response.status, 200);
    const document = await response.json();
    assert.equal(document.openapi, '3.1.0');
    assert.ok(document.paths['/api/student/get_students'].get);
    const demo = filesOf(stack.dist).filter((file) =>
      readFileSync(file, 'utf8').includes('carte-scolaire-demo'),
    );
    assert.deepEqual(demo, []);
  });

  it('walks login, a list, a photo, a decision and logout', async () => {
    const page = await openPage(browser(), undefined, stack.baseUrl);
    try {
      await page.goto('/login');
      await login(page, 'admin', 'admin');

      await page.goto('/student');
      await page.locator('a[href^="/student/"]').first().waitFor();

      await page.goto('/photos');
      await page.waitForFunction(() => {
        const image = document.querySelector('[data-photo-tile] img');
        return image?.complete && image.naturalWidth > 0;
      });

      await page.goto('/validation');
      const student = page.getByRole('article').locator('a[href^="/student/"]').first();
      const decided = await student.textContent();
      await page.keyboard.press('v');
      await page.waitForFunction(
        (previous) =>
          document.querySelector('article a[href^="/student/"]')?.textContent !== previous,
        decided,
      );
      await nothingOnItsWay(page);
      const recorded = await page.evaluate(async (idNumber) => {
        const token = localStorage.getItem('authorization-token');
        const response = await fetch(`/api/validation/list?student_idNumber=${idNumber}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return (await response.json()).data.map((decision) => decision.validation_state);
      }, decided.trim());
      assert.ok(recorded.includes('validated'), `the demo server recorded ${decided}'s decision`);

      await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      assert.equal(pathOf(page), '/login');
      assert.equal(await page.evaluate(() => localStorage.getItem('authorization-token')), null);
      assert.deepEqual(page.crashes, []);
    } finally {
      await closePage(page);
    }
  });

  it('check-api through nginx finds every read call conforming', async () => {
    const check = await run(
      'npx',
      ['tsx', 'scripts/check-api.ts', '--url', stack.baseUrl, '--login', 'admin'],
      { CHECK_API_PASSWORD: 'admin' },
    );
    console.log(check.output.trim());
    assert.equal(check.code, 0, check.output);
    assert.match(
      check.output,
      /✓ school\.getSchools +GET \/api\/school\/get_schools +200 {2}conforme/,
    );
    assert.doesNotMatch(check.output, /Attention : --password/);
    assert.match(check.output, / 0 non conformes ou refusés, 0 non appelés\./);
  });
});
