// Helpers of the session browser tests (sessionClock, twoUsers): the stored token, the
// refresh calls as the page made them, the session toasts, and whether the page reloaded.
import { login } from './helpers.mjs';

export const TOKEN = 'authorization-token';
export const MENU = 'nav[aria-label="Menu principal"]';

export const storedToken = (page) => page.evaluate((key) => localStorage.getItem(key), TOKEN);

/** Polls `condition` (async) until it is truthy; fails with `what` after `timeoutMs`. */
export const until = async (condition, what, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > end) throw new Error(`still waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/**
 * Before the page's scripts: no demo latency (timers may be paused), a log of the page's
 * GET /api/auth/refresh calls, each 'ok', 'http <status>' or 'network' once settled, and a
 * count of the answers to its GET /api/auth/me.
 */
export const recordRefreshes = (context) =>
  context.addInitScript(() => {
    localStorage.setItem('demo-api-latency', '0');
    window.refreshes = [];
    window.meAnswers = 0;
    // The page's time of each change of the token: the app's timers start from it.
    window.tokenChanges = [];
    const { setItem, removeItem } = Storage.prototype;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'authorization-token') window.tokenChanges.push(Date.now());
      return setItem.call(this, key, value);
    };
    Storage.prototype.removeItem = function (key) {
      if (key === 'authorization-token') window.tokenChanges.push(Date.now());
      return removeItem.call(this, key);
    };
    const originalFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : (input.url ?? String(input));
      const answer = originalFetch(input, init);
      if (url.includes('/api/auth/me')) {
        answer.then(() => (window.meAnswers += 1)).catch(() => undefined);
      }
      if (!url.includes('/api/auth/refresh')) return answer;
      const entry = { outcome: 'pending' };
      window.refreshes.push(entry);
      // The page's time of the answer: the app's timers start from it.
      answer.then(
        (response) => {
          entry.outcome = response.ok ? 'ok' : `http ${response.status}`;
          entry.settledAt = Date.now();
        },
        () => {
          entry.outcome = 'network';
          entry.settledAt = Date.now();
        },
      );
      return answer;
    };
  });

/** The outcomes of the refresh calls made so far by the page (see recordRefreshes). */
export const refreshes = (page) =>
  page.evaluate(() => (window.refreshes ?? []).map(({ outcome }) => outcome));

/** Waits until the page has made `count` refresh calls, all settled; returns their outcomes. */
export const settledRefreshes = (page, count) =>
  until(async () => {
    const outcomes = await refreshes(page);
    return outcomes.length === count && !outcomes.includes('pending') && outcomes;
  }, `${count} settled refresh calls`);

/** How many answers to GET /api/auth/me the page has had. */
export const meAnswers = (page) => page.evaluate(() => window.meAnswers);

/** The page's time of the last change of the token (saved or forgotten). */
export const lastTokenChangeAt = (page) =>
  page.evaluate(() => window.tokenChanges[window.tokenChanges.length - 1]);

/** The page's time when its last refresh call was answered. */
export const lastRefreshAt = (page) =>
  page.evaluate(() => window.refreshes[window.refreshes.length - 1].settledAt);

/**
 * Pauses the page's clock a few seconds ahead of its time: from then on, its timers run only
 * when told (runFor). The page's time moves on meanwhile on a busy machine: asked again then.
 */
export const pauseClock = async (page) => {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/**
 * Runs the paused clock from the page time `from` (when no refresh can be due yet) in 1 s
 * steps until `tab` has made one more refresh call: its answer then comes within a second of
 * the call's time, as the app's own timers would see it. `from` defaults to the login's time
 * plus 2 minutes: the app's refresh loop starts after the login.
 */
export const runToNextRefresh = async (page, { tab = page, from } = {}) => {
  const before = (await refreshes(tab)).length;
  const loginAt = await page.evaluate(() => window.tokenChanges[0]);
  await runClockTo(page, from ?? loginAt + 120_000 - 1);
  while ((await refreshes(tab)).length === before) await page.clock.runFor(1_000);
};

/** Runs the page's paused clock up to the page time `at`. */
export const runClockTo = async (page, at) => {
  const now = await page.evaluate(() => Date.now());
  if (at > now) await page.clock.runFor(at - now);
};

/** Faults of the demo API on the refresh call only (src/demo/faults.ts). */
export const failRefresh = (page, fail, times) =>
  page.evaluate((faults) => localStorage.setItem('demo-api-faults', JSON.stringify(faults)), {
    fail,
    times,
    match: '/api/auth/refresh',
  });

/** The toast on screen: its title and description, as the user reads them. */
export const sessionToast = (page) => page.locator('[data-sonner-toast]').first();
export const toastText = async (page) => ({
  title: await sessionToast(page).locator('[data-title]').textContent(),
  description: await sessionToast(page).locator('[data-description]').textContent(),
});

/** Marks the document: a reload forgets the mark. */
export const markDocument = (page) => page.evaluate(() => (window.sameDocument = true));
export const sameDocument = (page) => page.evaluate(() => window.sameDocument === true);

/** react-admin's stored state (list parameters...) in localStorage. */
export const reactAdminStore = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('RaStore')));

/**
 * Logs in on `path` (through /login) and waits for the menu. The demo API of this page's
 * tabs answers at once, from 2,000 students: each page load generates its data.
 */
export const loginOn = async (page, path, user) => {
  await page.context().addInitScript(() => {
    localStorage.setItem('demo-api-students', '2000');
    localStorage.setItem('demo-api-latency', '0');
  });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
  await login(page, user, user);
  await page.locator(MENU).waitFor();
};
