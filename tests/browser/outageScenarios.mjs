// Network outages on the review queue, as a controller lives them, on the production build
// behind nginx with `npm run demo:api` behind it. Each scenario returns what the controller
// decided and what the server recorded: `tests/browser/outbox.spec.mjs` asserts on it and
// `npm run bench -- network` prints it (scripts/bench/networkOutage.ts).
import { DESKTOP, login, screenshot } from './helpers.mjs';
import { startStack } from './productionServer.mjs';
import { patience } from './pace.mjs';

export { startStack };

export const DECIDER = 'control';
const DECISION_URL = '**/api/validation/student-validation';
const STUDENT_LINK = 'article a[href^="/student/"]';

export const postJson = async (url, body, token) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return response.json();
};

/** The decisions the server holds, by user, straight from the demo API (no browser). */
export const recordedDecisions = async (apiUrl, user) => {
  const { token } = await postJson(`${apiUrl}/api/auth/login`, {
    login: 'admin',
    password: 'admin',
  });
  const response = await fetch(`${apiUrl}/api/validation/list?validation_by=${user}&perPage=1000`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()).data;
};

/**
 * What became of the decisions made on `ids`: sent (recorded once at least), lost (never
 * recorded), doubled (recorded more than once).
 */
export const outcome = async (stack, ids, user = DECIDER) => {
  const made = [...new Set(ids)];
  const decisions = (await recordedDecisions(stack.apiUrl, user)).filter(
    (decision) => decision.validation_state !== 'pending',
  );
  const times = (id) => decisions.filter((decision) => decision.student_idNumber === id).length;
  return {
    made: made.length,
    sent: made.filter((id) => times(id) > 0).length,
    lost: made.filter((id) => times(id) === 0).length,
    doubled: made.reduce((sum, id) => sum + Math.max(0, times(id) - 1), 0),
  };
};

/**
 * The outcome once every decision made is recorded, or as it stands after `timeout`. A
 * reloaded page sends what it kept once its outbox has opened (the session's key, then
 * IndexedDB), which may come after the queue shows and the page looks settled.
 */
const outcomeOnceRecorded = async (stack, ids, timeout = 20_000) => {
  const deadline = Date.now() + timeout;
  for (;;) {
    const result = await outcome(stack, ids);
    if (result.lost === 0 || Date.now() > deadline) return result;
    await new Promise((done) => setTimeout(done, 200));
  }
};

/** A fresh browser context on the stack, logged in as `user` on the review queue. */
export const openQueue = async (browser, stack, user = DECIDER, viewport = DESKTOP) => {
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
  context.setDefaultTimeout(patience(20_000));
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  await page.goto('/login');
  // login() returns once the session's key is kept: the reload below keeps it.
  await login(page, user, user);
  await page.goto('/validation');
  await page.locator(STUDENT_LINK).first().waitFor();
  return page;
};

const onScreen = async (page) => (await page.locator(STUDENT_LINK).first().textContent()).trim();

/** « Valider » on the record on screen (V); resolves with its idNumber once the next shows. */
export const decide = async (page) => {
  const id = await onScreen(page);
  await page.keyboard.press('v');
  await page
    .waitForFunction(
      ([selector, previous]) => document.querySelector(selector)?.textContent.trim() !== previous,
      [STUDENT_LINK, id],
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return id;
};

export const decideMany = async (page, count) => {
  const ids = [];
  for (let i = 0; i < count; i += 1) ids.push(await decide(page));
  return ids;
};

/** Waits until nothing is on its way nor waiting (at most `timeout`: an older app has no outbox). */
export const settled = (page, timeout = 30_000) =>
  page
    .waitForFunction(
      () =>
        !/en cours d’envoi|en attente d’envoi|en attente du réseau/.test(document.body.innerText),
      undefined,
      { timeout },
    )
    .catch(() => undefined);

/** 2 decisions online, 3 during a 5 s outage, then the network back. */
export const shortOutage = async (browser, stack) => {
  const page = await openQueue(browser, stack);
  try {
    const ids = await decideMany(page, 2);
    // Online decisions are sent, not only taken: the outage starts once the server has them.
    await outcomeOnceRecorded(stack, ids);
    await page.context().setOffline(true);
    ids.push(...(await decideMany(page, 3)));
    // The outbox counts a decision once IndexedDB has it: wait for the count, not one glance.
    const waiting = await page
      .getByText('3 décisions en attente d’envoi')
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (waiting) {
      await screenshot(page, 'outbox-waiting');
      await page.getByRole('button', { name: '3 décisions en attente d’envoi' }).click();
      await page.getByRole('dialog').waitFor();
      await screenshot(page, 'outbox-waiting-list');
      await page.keyboard.press('Escape');
    }
    await page.waitForTimeout(5_000);
    await page.context().setOffline(false);
    await settled(page);
    return { ...(await outcome(stack, ids)), waitingShown: waiting };
  } finally {
    await page.context().close();
  }
};

/**
 * 1 decision online, 3 during an outage that ends the session: the server no longer accepts
 * the token when the network is back (its 'Session expirée' path: /login, reloaded). Another
 * user logs in on that browser first, then the same controller again.
 */
export const outageEndingSession = async (browser, stack) => {
  const page = await openQueue(browser, stack);
  try {
    const ids = await decideMany(page, 1);
    // Sealed then sent, it may still be on its way: the outage starts once the server has it.
    await outcomeOnceRecorded(stack, ids);
    await page.context().setOffline(true);
    ids.push(...(await decideMany(page, 3)));
    // The session ends on the server meanwhile (expired, or ended elsewhere).
    const token = await page.evaluate(() => localStorage.getItem('authorization-token'));
    await postJson(`${stack.apiUrl}/api/auth/logout`, {}, token);
    await page.context().setOffline(false);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: patience(40_000) });

    // Another user on this browser: nothing of the controller's shown nor sent.
    const adminBefore = (await recordedDecisions(stack.apiUrl, 'admin')).length;
    await login(page, 'admin', 'admin');
    await page.getByRole('navigation', { name: 'Menu principal' }).first().waitFor();
    await page.waitForTimeout(3_000);
    const otherUserSaw = await page.getByText(/en attente d’envoi|dernière séance/).count();
    const otherUserSent = (await recordedDecisions(stack.apiUrl, 'admin')).length - adminBefore;
    const controllerBefore = await outcome(stack, ids);
    await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The controller again: what waited is shown to them first (an older build sends it at
    // once), then goes out once they say so, and they are told how many.
    await login(page, DECIDER, DECIDER);
    const asked = await page
      .getByRole('dialog', { name: /de votre dernière séance (attendent|attend) d’être envoyée/ })
      .waitFor({ timeout: patience(10_000) })
      .then(
        () => true,
        () => false,
      );
    const sentBeforeAnswer = (await outcome(stack, ids)).sent;
    if (asked) await page.getByRole('button', { name: 'Tout envoyer' }).click();
    const told = await page
      .getByText(/de votre dernière séance (ont été|a été) envoyée/)
      .first()
      .textContent({ timeout: patience(10_000) })
      .catch(() => null);
    await settled(page);
    const result = await outcome(stack, ids);
    return {
      ...result,
      otherUserSaw,
      otherUserSent,
      sentBeforeSameUser: controllerBefore.sent,
      asked,
      sentBeforeAnswer,
      told,
    };
  } finally {
    await page.context().close();
  }
};

/** F5 while a decision is on its way (the request held, never answered). */
export const reloadInFlight = async (browser, stack) => {
  const page = await openQueue(browser, stack);
  try {
    // The first request is held until the page is gone (it never reaches the server); the
    // ones of the reloaded page go through.
    let held = false;
    let release;
    let heldNow;
    const released = new Promise((done) => (release = done));
    const holding = new Promise((done) => (heldNow = done));
    await page.route(DECISION_URL, async (route) => {
      if (held) return route.continue();
      held = true;
      heldNow();
      await released;
      await route.abort('failed').catch(() => undefined);
    });
    const ids = [await decide(page)];
    await holding;
    let prompt = null;
    page.once('dialog', (dialog) => {
      prompt = dialog.type();
      void dialog.accept();
    });
    await page.reload();
    release();
    await page.locator(STUDENT_LINK).first().waitFor();
    const recorded = await outcomeOnceRecorded(stack, ids);
    // Once recorded, nothing more goes out: sent twice would show now.
    await settled(page);
    return { ...recorded, doubled: (await outcome(stack, ids)).doubled, prompt };
  } finally {
    await page.context().close();
  }
};

/** The server records a decision but its answer is lost on the way back. */
export const lostAnswer = async (browser, stack) => {
  const page = await openQueue(browser, stack);
  try {
    await page.route(
      DECISION_URL,
      async (route) => {
        await route.fetch();
        await route.abort('failed');
      },
      { times: 1 },
    );
    const ids = await decideMany(page, 2);
    await settled(page);
    return await outcome(stack, ids);
  } finally {
    await page.context().close();
  }
};

export const SCENARIOS = {
  'coupure courte (5 s)': shortOutage,
  'coupure qui met fin à la session': outageEndingSession,
  'F5 pendant un envoi': reloadInFlight,
  'réponse perdue': lostAnswer,
};
