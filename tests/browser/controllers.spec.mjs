// Issue 35: two controllers on the same queue, the app's dev server in front of the demo API
// over HTTP (`npm run demo:api`, API_URL): the records are handed out, so none of their
// decisions is refused as already decided, and each queue says the other is there.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { closePage, login, openPage, screenshot, setupBrowser } from './helpers.mjs';
import { startDemoApi } from './productionServer.mjs';
import { freePort } from './nginxServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DECISIONS = 20;
const MATRICULE = 'article a[href^="/student/"]';

/** `npm start` with API_URL: the app in development mode, its /api proxied to `apiUrl`. */
const startApp = async (apiUrl) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, API_URL: apiUrl } },
  );
  const deadline = Date.now() + 120_000;
  for (const path of ['/', '/src/main.tsx']) {
    for (;;) {
      const ok = await fetch(url + path).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('vite did not start');
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
};

/** A control account other than `control` (demo passwords are the login names). */
const secondController = async (apiUrl) => {
  const post = (path, body, token) =>
    fetch(apiUrl + path, {
      method: path.includes('login/list') ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body && JSON.stringify(body),
    }).then((response) => response.json());
  const { token } = await post('/api/auth/login', { login: 'admin', password: 'admin' });
  const { data } = await post('/api/login/list?login_role=control&perPage=5', undefined, token);
  return data.map((account) => account.login_name).find((name) => name !== 'control');
};

/** Presses V on the record shown, and waits for the next one. */
const decide = async (page) => {
  const shown = await page.locator(MATRICULE).first().textContent();
  await page.keyboard.press('v');
  await page.waitForFunction(
    ({ selector, previous }) => document.querySelector(selector)?.textContent !== previous,
    { selector: MATRICULE, previous: shown },
  );
  return shown;
};

describe('two controllers on one queue, on the demo API over HTTP', () => {
  const browser = setupBrowser();
  let dir;
  let api;
  let app;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'controllers-'));
    api = await startDemoApi(join(dir, 'data.json'));
    app = await startApp(api.url);
  });
  after(async () => {
    app?.stop();
    await api?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('hands each controller their own records: 20 decisions each, none refused', async () => {
    const other = await secondController(api.url);
    const pages = [];
    try {
      for (const name of ['control', other]) {
        const page = await openPage(browser(), undefined, app.url);
        page.context().setDefaultTimeout(60_000);
        page.answers = [];
        page.on('response', (response) => {
          if (response.url().endsWith('/api/validation/student-validation'))
            page.answers.push(response.status());
        });
        await page.goto('/login');
        await login(page, name, name);
        await page.goto('/validation');
        await page.locator(MATRICULE).first().waitFor();
        pages.push(page);
      }
      const shown = [[], []];
      for (let i = 0; i < DECISIONS; i++) {
        for (const [index, page] of pages.entries()) shown[index].push(await decide(page));
      }
      for (const page of pages) {
        await page.getByText(/en cours d’envoi/).waitFor({ state: 'hidden' });
      }
      const both = shown[0].filter((matricule) => shown[1].includes(matricule));
      assert.deepEqual(both, []);
      for (const page of pages) {
        assert.equal(page.answers.length, DECISIONS);
        assert.deepEqual(
          page.answers.filter((status) => status !== 200),
          [],
        );
      }
      // Each queue says the other controller is there, and how many records they hold.
      for (const page of pages) {
        await page.getByText(/^1 autre contrôleur sur cette file · \d+ élèves réservés$/).waitFor();
      }
      await screenshot(pages[1], 'controllers-others');
    } finally {
      for (const page of pages) await closePage(page);
    }
  });
});
