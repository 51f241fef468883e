// Shared helpers of the browser tests: Debian's chromium driven by playwright-core.
// The tests run through `npm run test:browser` (tests/browser/run.mjs), which serves the
// demo build and passes its address in BROWSER_BASE_URL.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { patience } from './pace.mjs';

export const BASE_URL = process.env.BROWSER_BASE_URL ?? '';
/** The dev server of `npm start` (StrictMode), given by run.mjs to specs naming APP_SERVERS. */
export const DEV_URL = process.env.BROWSER_DEV_URL ?? '';

/**
 * The two ways the app is served, for a scenario that must hold in both: the production
 * (demo) build, and `npm start`, whose React StrictMode runs effects twice. Naming this in a
 * spec makes run.mjs start the dev server.
 */
export const APP_SERVERS = [
  { name: 'production build', url: BASE_URL },
  { name: 'npm start (StrictMode)', url: DEV_URL },
];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** Viewports the screenshots are taken at. */
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/** How chromium is started: headless, Debian's (Playwright's own browser download cannot work here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser of the run: tests/browser/run.mjs starts one chromium for every spec and gives
 * its address in BROWSER_WS_ENDPOINT, so a spec connects to it (each test in its own
 * contexts); `close()` then only closes this spec's contexts. A spec run otherwise launches
 * its own.
 */
export const launchBrowser = () => {
  if (!BASE_URL) {
    throw new Error(
      'BROWSER_BASE_URL is not set: run the browser tests with `npm run test:browser`',
    );
  }
  const shared = process.env.BROWSER_WS_ENDPOINT;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
};

/**
 * One browser for a `describe` block: connected (or launched) before its tests, closed after them. Returns
 * a getter, since the browser exists only once `before` has run: `withPage(browser(), …)`.
 */
export const setupBrowser = () => {
  const holder = {};
  before(async () => {
    holder.browser = await launchBrowser();
  });
  after(async () => {
    await holder.browser?.close();
  });
  return () => holder.browser;
};

/**
 * A page in a fresh context (empty storage) on the app under test. Console errors and
 * uncaught exceptions are collected in `page.errors` (printed when a test fails); uncaught
 * exceptions alone also in `page.crashes`, which a test can require to be empty.
 */
export const openPage = async (browser, viewport = DESKTOP, baseURL = BASE_URL) => {
  if (!baseURL)
    throw new Error('No address to open: run the browser tests with tests/browser/run.mjs');
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
  context.setDefaultTimeout(patience(15_000));
  const page = await context.newPage();
  page.errors = [];
  page.crashes = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    page.errors.push(`pageerror: ${error.message}`);
    page.crashes.push(error.message);
  });
  return page;
};

/** Closes the page's context (one context per page, see openPage). */
export const closePage = (page) => page.context().close();

/** The login form's submit button. */
export const SIGN_IN = /^(Se connecter|Connexion)$/;

/** Logs in through the login form and waits until the app has left /login. */
export const login = async (page, user, password) => {
  if (!new URL(page.url(), BASE_URL || undefined).pathname.startsWith('/login'))
    await page.goto('/login');
  await page.getByLabel('Identifiant').fill(user);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: SIGN_IN }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await sessionKeyKept(page);
};

/**
 * Logs `user` in (the demo's accounts take their login as password) at `/login?next=…`: the
 * app opens `path` after the login as a link would, without loading itself a second time.
 */
export const loginTo = async (page, user, path) => {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await login(page, user, user);
  const { pathname } = new URL(path, 'http://app');
  await page.waitForURL((url) => url.pathname === pathname);
};

/**
 * The login derives the session's sealing key (PBKDF2, 600 000 rounds) without waiting for
 * it; a `page.goto` before it is kept in IndexedDB is an F5 that loses it, and the app then
 * rightly warns that nothing will be kept (a toast over the page). Logged in means the key
 * kept, when the page can seal at all (WebCrypto: a secure context).
 */
const sessionKeyKept = async (page) => {
  /** 'kept', or what the keys' database holds instead (said when the wait runs out). */
  const state = () =>
    page.evaluate(async () => {
      if (!window.crypto?.subtle) return 'kept';
      const names = (await indexedDB.databases()).map(({ name }) => name);
      if (!names.includes('carte-scolaire-keys')) return 'no keys database';
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('carte-scolaire-keys');
        // This check never makes the database: the app makes it, with its stores.
        request.onupgradeneeded = () => request.transaction.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () =>
          request.error?.name === 'AbortError' ? resolve(null) : reject(request.error);
      });
      if (!db) return 'no keys database';
      try {
        const stores = [...db.objectStoreNames];
        if (!stores.includes('session')) return `version ${db.version}, stores [${stores}]`;
        const count = (name) =>
          new Promise((resolve, reject) => {
            const request = db.transaction(name).objectStore(name).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        if ((await count('session')) > 0) return 'kept';
        return stores.includes('salts')
          ? `no key yet, ${await count('salts')} salt(s)`
          : `no key yet, stores [${stores}]`;
      } finally {
        db.close();
      }
    });
  const limit = Date.now() + 20_000;
  for (let last = await state(); last !== 'kept'; last = await state()) {
    if (Date.now() > limit)
      throw new Error(`the session key was not kept in IndexedDB after login (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * The title of the current page: the app bar's title (react-admin's `#react-admin-title`)
 * or a heading of the page, by its exact text.
 */
export const pageTitle = (page, name) =>
  page
    .locator('#react-admin-title')
    .getByText(name, { exact: true })
    .or(page.getByRole('heading', { name, exact: true }))
    .first();

/** A menu entry of the sidebar (a link, or a menu item), by its exact label. */
export const menuEntry = (page, name) =>
  page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('menuitem', { name, exact: true }))
    .first();

/** The current path of the page (without origin, query or hash). */
export const pathOf = (page) => new URL(page.url()).pathname;

/** Saves a screenshot as tests/browser/screenshots/<name>.png (gitignored): the whole page, or the screen. */
export const screenshot = async (page, name, { fullPage = true } = {}) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
};

/**
 * Runs `body(page)` on a fresh page (of `baseURL`: the build, or DEV_URL) and closes it afterwards. On failure it saves a
 * screenshot named `failure-<name>` and adds the page's console errors to the error.
 */
export const withPage = async (browser, name, body, viewport = DESKTOP, baseURL = BASE_URL) => {
  const page = await openPage(browser, viewport, baseURL);
  try {
    await body(page);
  } catch (error) {
    const shot = await screenshot(page, `failure-${name}`).catch(() => undefined);
    const details = [
      `page: ${page.url()}`,
      shot && `screenshot: ${shot}`,
      page.errors.length > 0 && `browser errors:\n  ${page.errors.join('\n  ')}`,
    ].filter(Boolean);
    if (error instanceof Error) error.message += `\n${details.join('\n')}`;
    throw error;
  } finally {
    await closePage(page);
  }
};

/**
 * Logs `user` in (the demo's accounts take their login as password) on a fresh page, then runs
 * `body(page)`, which must crash nothing. `theme`: 'light' or 'dark', chosen before the app loads.
 */
export const asUser = (browser, user, name, body, { viewport, baseURL, theme } = {}) =>
  withPage(
    browser,
    name,
    async (page) => {
      if (theme)
        await page.addInitScript((chosen) => localStorage.setItem('app-theme', chosen), theme);
      await page.goto('/login');
      await login(page, user, user);
      await body(page);
      assert.deepEqual(page.crashes, []);
    },
    viewport,
    baseURL,
  );

const DECISION_PATH = '/api/validation/student-validation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A decision's JSON body without its idempotency key (a fresh uuid per decision, sent by the
 * outbox: docs/api.md), which is checked here.
 */
export const decisionBody = (request) => {
  const { validation_requestKey: key, ...body } = request.postDataJSON();
  if (!UUID.test(key ?? '')) throw new Error(`validation_requestKey is no uuid: ${key}`);
  return body;
};

/** The body of every decision the page sends, in order (keys checked and left out). */
export const watchDecisions = (page) => {
  const bodies = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DECISION_PATH)
      bodies.push(decisionBody(request));
  });
  return bodies;
};

/**
 * Waits until nothing on screen says a decision is on its way. The header's button and a
 * decision's toast may say it at once, and one locator for both breaks Playwright's strict
 * mode (`waitFor` on two elements fails instead of waiting).
 */
export const nothingOnItsWay = (page) =>
  page.waitForFunction(() => !/en cours d’envoi/.test(document.body.innerText));
