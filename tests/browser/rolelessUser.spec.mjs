// Issue 17: a user without admin or control (the demo's agent) sees no validity data.
import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { describe, it } from 'node:test';
import { login, setupBrowser, withPage } from './helpers.mjs';

const headersOf = (page) => page.locator('main table thead th').allInnerTexts();

describe('a role-less user', () => {
  const browser = setupBrowser();

  it('sees no "À corriger" on schools and no "Anomalies" in the students CSV', async () => {
    await withPage(browser(), 'roleless-user', async (page) => {
      await login(page, 'agent', 'agent');

      await page.goto('/school');
      await page.locator('main table tbody tr').nth(24).waitFor();
      const schoolHeaders = (await headersOf(page)).map((text) => text.trim());
      assert.ok(schoolHeaders.includes('Élèves'), schoolHeaders.join(' | '));
      assert.ok(!schoolHeaders.some((text) => /corriger/i.test(text)), schoolHeaders.join(' | '));

      const filter = encodeURIComponent(JSON.stringify({ school_id: 1 }));
      await page.goto(`/student?filter=${filter}`);
      await page.locator('main table tbody tr').first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByLabel('Exporter').click(),
      ]);
      // Read through Playwright: the browser may be the run's shared one (no local path then).
      const csv = (await text(await download.createReadStream())).replace(/^\uFEFF/, '');
      const [header, firstRow] = csv.split('\r\n');
      assert.match(header, /^"Matricule";"UUID";"Nom";"Prénoms"/);
      assert.ok(!header.includes('Anomalies'), header);
      assert.equal(firstRow.split(';').length, header.split(';').length);
      assert.deepEqual(page.crashes, []);
    });
  });
});
