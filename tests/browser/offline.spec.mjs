// The production build opens from cache (issue 33, points 6 and 8): its service worker serves
// the next visit's login form, says in French that the network is off at load, never keeps an
// /api answer, and a new version opens at the next load with a notice. Yesterday's token
// opens the login form without asking the server. Behind nginx, on the demo API over HTTP.
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BASE_URL, closePage, login, openPage, setupBrowser, SIGN_IN } from './helpers.mjs';
import { skipWithoutNginx } from './nginxServer.mjs';
import { suiteStack } from './productionServer.mjs';
import { patience } from './pace.mjs';

const skip = skipWithoutNginx();

const OFFLINE_TEXT = "Vous êtes hors ligne : cet ordinateur n'a pas de réseau.";
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Once the app's worker controls the page (it claims the page that registered it). */
const controlledByWorker = (page) =>
  page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') ?? false,
    undefined,
    { timeout: patience(60_000) },
  );

/** Every URL kept in the page's Cache Storage, by cache. */
const cachedUrls = (page) =>
  page.evaluate(async () => {
    const entries = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      entries[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return entries;
  });

/** Resolves once `check()` (asynchronous, in Node) holds; fails after 60 s. */
const until = async (check) => {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 60 s');
    await new Promise((done) => setTimeout(done, 200));
  }
};

/** A first visit: the login page, until the worker has installed the shell and controls it. */
const firstVisit = async (page) => {
  await page.goto('/login');
  await controlledByWorker(page);
};

const loginForm = (page) => page.getByRole('button', { name: SIGN_IN });

describe('the production build opens from cache', { skip }, () => {
  const browser = setupBrowser();
  // A copy of the build: the new version's test rewrites its files.
  const stack = suiteStack({ writable: true });
  const open = () => openPage(browser(), undefined, stack.baseUrl);

  it('serves the second visit’s login form from the worker on a slow link', async () => {
    const page = await open();
    try {
      await firstVisit(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      const response = await page.goto('/student');
      assert.ok(response.fromServiceWorker(), 'the page came from the service worker');
      await loginForm(page).waitFor();
      await page.getByLabel('Identifiant').fill('admin');
      assert.equal(await page.getByLabel('Identifiant').inputValue(), 'admin');
    } finally {
      await closePage(page);
    }
  });

  it('says in French that the network is off at load, then opens once it is back', async () => {
    const page = await open();
    try {
      await firstVisit(page);
      await page.context().setOffline(true);
      await page.goto('/student');
      const notice = page.getByRole('alert').filter({ hasText: OFFLINE_TEXT });
      await notice.waitFor();
      assert.match(
        await notice.innerText(),
        /L'application s'ouvrira d'elle-même au retour de la connexion ; d'ici là, rien ne peut être\s+consulté ni envoyé\. Les décisions restées en attente sur cet ordinateur seront envoyées à\s+ce moment-là\./,
      );
      assert.equal(await loginForm(page).isVisible(), false);
      await page.context().setOffline(false);
      await loginForm(page).waitFor();
      assert.equal(await notice.isVisible(), false);
      assert.deepEqual(page.crashes, []);
    } finally {
      await closePage(page);
    }
  });

  it('keeps no /api answer (data, photos) in Cache Storage, only the build’s files', async () => {
    const page = await open();
    try {
      await firstVisit(page);
      await login(page, 'admin', 'admin');
      await page.goto('/student');
      await page.locator('a[href^="/student/"]').first().waitFor();
      await page.goto('/photos');
      await page.waitForFunction(() => {
        const image = document.querySelector('[data-photo-tile] img');
        return image?.complete && image.naturalWidth > 0;
      });
      const cached = Object.values(await cachedUrls(page)).flat();
      assert.ok(cached.includes('/index.html'), 'the shell is cached');
      assert.ok(
        cached.some((path) => /^\/assets\/App-/.test(path)),
        'a file fetched later is cached',
      );
      const kept = cached.filter(
        (path) => !/^\/(assets\/[^/]+|index\.html|boot\.js|favicon\.svg)$/.test(path),
      );
      assert.deepEqual(kept, [], 'nothing but static build files');
    } finally {
      await closePage(page);
    }
  });

  it('opens yesterday’s token on the login form without asking the server', async () => {
    const page = await open();
    try {
      await firstVisit(page);
      const calls = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
      });
      // A token whose own expiry claim passed a day ago (its signature does not matter here).
      await page.evaluate(() => {
        const payload = btoa(JSON.stringify({ login_id: 1, exp: Date.now() - 86_400_000 }));
        localStorage.setItem('authorization-token', `${payload.replace(/=+$/, '')}.x`);
        localStorage.setItem('RaStore.student.listParams', '{"filter":{"q":"Kouassi"}}');
      });
      await page.goto('/student');
      await loginForm(page).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.loginReady === '1');
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.deepEqual(calls, [], 'no call to the server');
      assert.equal(await page.evaluate(() => localStorage.getItem('authorization-token')), null);
      assert.equal(
        await page.evaluate(() => localStorage.getItem('RaStore.student.listParams')),
        null,
        'what that session left is forgotten too',
      );
    } finally {
      await closePage(page);
    }
  });

  it('takes a new version at the next load with a notice, never in the middle of a form', async () => {
    const page = await open();
    try {
      await firstVisit(page);
      await page.reload();
      await loginForm(page).waitFor();
      // A new build: its entry under a new name, its worker with a new version.
      const index = readFileSync(join(stack.dist, 'index.html'), 'utf8');
      const entry = /<meta name="app-entry" content="\/(assets\/[^"]+\.js)"/.exec(index)[1];
      const newEntry = entry.replace(/\.js$/, '-v2.js');
      copyFileSync(join(stack.dist, entry), join(stack.dist, newEntry));
      writeFileSync(join(stack.dist, 'index.html'), index.replace(`/${entry}"`, `/${newEntry}"`));
      const worker = readFileSync(join(stack.dist, 'sw.js'), 'utf8');
      writeFileSync(
        join(stack.dist, 'sw.js'),
        worker.replace(`"/${entry}"`, `"/${newEntry}"`).replace(/const VERSION = "/, '$&v2-'),
      );

      // This visit opens the version it has; the new one installs meanwhile, and nothing
      // reloads what is being typed.
      await page.goto('/login');
      await page.getByLabel('Identifiant').fill('admin');
      // Activated: the older version's shell is gone.
      await until(async () => {
        const shells = Object.keys(await cachedUrls(page)).filter((name) =>
          name.startsWith('shell-'),
        );
        return shells.length === 1 && shells[0].startsWith('shell-v2-');
      });
      assert.equal(await page.getByLabel('Identifiant').inputValue(), 'admin');
      assert.equal(await page.getByText(/a été mise à jour/).count(), 0);

      await page.reload();
      await page
        .getByText(
          /^Carte Scolaire a été mise à jour : vous utilisez maintenant la version \d+\.\d+\.\d+\.$/,
        )
        .waitFor();
      const scripts = await page.evaluate(() =>
        [...document.scripts].map((script) => script.src).filter(Boolean),
      );
      assert.ok(
        scripts.some((src) => src.endsWith(newEntry)),
        'the new version runs',
      );
    } finally {
      await closePage(page);
    }
  });
});

describe('the demo build keeps its own service worker', () => {
  const browser = setupBrowser();

  it('registers the demo API’s worker and not the app’s', { skip: !BASE_URL }, async () => {
    const page = await openPage(browser());
    try {
      await page.goto('/login');
      await loginForm(page).waitFor();
      await login(page, 'admin', 'admin');
      const workers = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) => new URL(registration.active?.scriptURL ?? '').pathname,
        ),
      );
      assert.deepEqual(workers, ['/demoServiceWorker.js']);
    } finally {
      await closePage(page);
    }
  });
});
