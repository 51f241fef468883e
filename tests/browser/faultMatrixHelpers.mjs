// The fault matrix's pieces (tests/browser/faultMatrix.spec.mjs): the faults of the demo API
// (src/demo/faults.ts), the pages to try (read from the app's own page catalog), and what a
// user must see under each fault. The page's clock is Playwright's (`page.clock`), so retry
// delays, toasts and the 3 s latency pass at once.
import assert from 'node:assert/strict';
import { login } from './helpers.mjs';
import { followPath } from './navigate.mjs';

const FAULTS_KEY = 'demo-api-faults';

/**
 * Calls of the app's frame, not of a page: login, me and refresh (so a page can be tried
 * under 403 or 500 without losing the session), the health light, the service-message
 * banner's poll and the linked sites' configuration.
 */
export const LAYOUT_CALLS = [
  '/api/auth/',
  '/api/health',
  '/api/serviceMessage/getDisplayed',
  '/api/config/get_config',
];

/** Each fault: what the demo API is told, and the French message the page must show. */
export const FAULTS = [
  {
    name: '401',
    faults: { fail: 'unauthorized' },
    message: /Attention votre connexion a expiré, merci de vous reconnecter/,
  },
  {
    name: '403',
    faults: { fail: 'forbidden' },
    message: /Accès refusé|ne permet pas/,
  },
  {
    name: '500',
    faults: { fail: 'server' },
    message: /Erreur interne du serveur \(démo\)\.|Erreur du serveur/,
    retry: true,
  },
  {
    name: 'réseau coupé',
    faults: { fail: 'network' },
    message: /Impossible de joindre le serveur/,
    retry: true,
  },
  {
    name: 'réponse illisible',
    faults: { fail: 'malformed' },
    message: /Réponse inattendue du serveur/,
    retry: true,
  },
  { name: 'latence 3 s', faults: { delayMs: 3000 }, latency: 3000 },
];

/**
 * The browser's own lines for a failed request (the page handles the error itself); any
 * other console error or uncaught exception fails the case.
 */
export const EXPECTED_CONSOLE = [
  /^Failed to load resource: the server responded with a status of (401|403|500)\b/,
  /^Failed to load resource: net::ERR_FAILED/,
];

export const setFaults = (page, faults) =>
  page.evaluate(
    ([key, value]) => localStorage.setItem(key, JSON.stringify(value)),
    [FAULTS_KEY, { ...faults, except: LAYOUT_CALLS }],
  );

export const clearFaults = (page) =>
  page.evaluate((key) => localStorage.removeItem(key), FAULTS_KEY);

/** A page change through the app's router (no reload: the session and the app stay). */
export const goTo = followPath;

export const pathOf = (page) => new URL(page.url()).pathname;

const isDataCall = (url) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && !LAYOUT_CALLS.some((part) => pathname.includes(part));
};

/**
 * Watches a page for one case: its data calls, the API calls still unanswered (`pending`),
 * its navigations, and its console errors and uncaught exceptions that are not expected.
 * `stop()` detaches the listeners.
 */
export const watch = (page) => {
  const seen = { calls: [], answers: [], navigations: [], problems: [], pending: new Set() };
  const onRequest = (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.pending.add(request);
    if (isDataCall(request.url())) seen.calls.push(`${request.method()} ${request.url()}`);
  };
  const onDone = (request) => seen.pending.delete(request);
  // Every answer of the API, the frame's calls too: said when a case fails.
  const onResponse = (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) seen.answers.push(`${pathname} ${response.status()}`);
  };
  const onNavigation = (frame) => {
    if (frame === page.mainFrame()) seen.navigations.push(pathOf(page));
  };
  const onConsole = (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE.some((allowed) => allowed.test(text))) seen.problems.push(text);
  };
  const onPageError = (error) => seen.problems.push(`exception: ${error.message}`);
  const listeners = {
    request: onRequest,
    response: onResponse,
    requestfinished: onDone,
    requestfailed: onDone,
    framenavigated: onNavigation,
    console: onConsole,
    pageerror: onPageError,
  };
  for (const [event, listener] of Object.entries(listeners)) page.on(event, listener);
  seen.stop = () => {
    for (const [event, listener] of Object.entries(listeners)) page.off(event, listener);
  };
  return seen;
};

const TOAST_LOG = 'fault-matrix-toasts';

/**
 * Every toast's text, once shown, goes to a log in the page's sessionStorage. A toast may be
 * gone before the test reads the page (a 401's reload at /login after its 8 s on a busy
 * machine): the log keeps it across the reload.
 */
export const logToasts = (context) => context.addInitScript(recordToasts, TOAST_LOG);

/** Init script of logToasts (runs in the page). */
const recordToasts = (key) => {
  const record = () => {
    const logged = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    const fresh = [...document.querySelectorAll('[data-sonner-toast]:not([data-matrix-old])')]
      .map((toast) => toast.textContent.replace(/\s+/g, ' ').trim())
      .filter((text) => text && !logged.includes(text));
    if (fresh.length > 0) sessionStorage.setItem(key, JSON.stringify([...logged, ...fresh]));
  };
  new MutationObserver(record).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
};

/** Toasts already shown are marked, and the log emptied, so a case reads only its own. */
export const markOldToasts = (page) =>
  page.evaluate((key) => {
    sessionStorage.removeItem(key);
    document.querySelectorAll('[data-sonner-toast]').forEach((toast) => {
      toast.dataset.matrixOld = 'true';
    });
  }, TOAST_LOG);

/** The toasts shown since the case began, even those gone by now. */
export const toastsLogged = (page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), TOAST_LOG);

/** What the page says now: its new toasts and the text of its content area. */
export const messagesOf = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main, [data-sonner-toast]:not([data-matrix-old])')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.textContent.replace(/\s+/g, ' ').trim()),
  );

/** Loading, not a measure: determinate progress bars (a rate shown as a bar) do not count. */
/** The error alerts and new error toasts on screen (a slow answer must cause none). */
export const errorsShown = (page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main .MuiAlert-colorError, [data-sonner-toast][data-type=error]:not([data-matrix-old])',
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.textContent.trim()),
  );

const BUSY =
  '[role=progressbar]:not([aria-valuenow]), [aria-busy=true], .MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate';

/** Something on screen says the page is loading (a progress bar, a spinner, a skeleton). */
export const isBusy = (page) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length),
    BUSY,
  );

/** The page shows something: the app's menu, and content besides the service messages. */
export const isShown = (page) =>
  page.evaluate(() => {
    const menu = document.querySelector('nav[aria-label="Menu principal"]');
    const main = document.querySelector('main');
    if (!menu || !main) return false;
    const banners = [...main.querySelectorAll('section[aria-label="Messages de service"]')];
    const bannerText = banners.reduce((sum, banner) => sum + banner.textContent.trim().length, 0);
    return main.textContent.trim().length > bannerText;
  });

/**
 * Waits for `condition(page)`, moving the page's clock `step` ms between tries (retries with
 * their delays, polling): on conditions, never on a fixed sleep of the test itself.
 */
export const waitWithClock = async (page, condition, { step = 250, tries = 40, what } = {}) => {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      if (await condition(page)) return;
      await page.clock.runFor(step);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
    } catch (error) {
      // The app reloaded meanwhile (a 401 ends at /login, loaded afresh): try again on it.
      if (!/Execution context was destroyed|navigat/i.test(String(error?.message))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
  assert.fail(`waited in vain for ${what ?? 'the condition'} on ${pathOf(page)}`);
};

/** Waits until the page has settled: shown, and nothing loading twice in a row. */
export const settle = async (page) => {
  let calm = 0;
  await waitWithClock(
    page,
    async () => {
      calm = (await isShown(page)) && !(await isBusy(page)) ? calm + 1 : 0;
      return calm >= 2;
    },
    { what: 'the page to settle (shown, nothing loading)' },
  );
};

/**
 * Logs in again after a case ended the session (401), waiting for the demo API first. When
 * the session is still open (a case failed before its 401), /login offers 'Se déconnecter'
 * instead of the form: it is pressed first.
 */
export const loginAgain = async (page, user) => {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await page.waitForFunction(() => window.demoApi);
  const field = page.getByLabel('Identifiant');
  const logOut = page.getByRole('button', { name: 'Se déconnecter', exact: true });
  await field.or(logOut).first().waitFor();
  if (await logOut.isVisible()) {
    await logOut.click();
    await field.waitFor();
  }
  await login(page, user, user);
  await page.locator('nav[aria-label="Menu principal"]').waitFor();
};

/**
 * The pages to try: every page of the catalog the user may open (`demoApi.pages()`: the
 * table of src/pages.ts and the resource modules), plus each resource's create page and
 * the show or edit page of its first record in the list.
 */
export const pagesToTry = async (page, roles) => {
  const catalog = await page.evaluate(() => window.demoApi.pages());
  const targets = [];
  for (const entry of catalog) {
    if (entry.roles.length > 0 && !entry.roles.some((role) => roles.includes(role))) continue;
    targets.push({ path: entry.path, kind: 'page', title: entry.title });
    if (entry.views.includes('create')) {
      targets.push({ path: `${entry.path}/create`, kind: 'create', title: entry.title });
    }
    const recordView = ['edit', 'show'].find((view) => entry.views.includes(view));
    if (recordView) {
      await goTo(page, entry.path);
      const suffix = recordView === 'show' ? '/show' : '';
      const href = await page
        .waitForFunction(
          ([base, end]) =>
            [...document.querySelectorAll('a[href]')]
              .map((link) => link.getAttribute('href'))
              .find((ref) => new RegExp(`^${base}/(?!create$)[^/?]+${end}$`).test(ref)),
          [entry.path, suffix],
        )
        .then((handle) => handle.jsonValue());
      targets.push({ path: href, kind: recordView, title: entry.title });
    }
  }
  return targets;
};

/** A visible text field of the content area that a user may type into. */
const TYPABLE =
  'main input[type=text]:not([role=combobox]):not([readonly]):not([disabled]), main input[type=email], main input[type=password], main input[type=number], main textarea:not([readonly]):not([disabled])';

/**
 * Fills a new record's form as a user would: every required field left empty gets a value
 * of its kind (the label ends with « * »), every required choice its first option.
 */
export const fillRequired = async (page) => {
  const fields = page.locator(TYPABLE);
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || (await field.inputValue()) !== '') continue;
    const { label, type, tag } = await field.evaluate((element) => ({
      label: element.labels?.[0]?.textContent ?? '',
      type: element.type,
      tag: element.tagName,
    }));
    if (!label.trim().endsWith('*')) continue;
    const value =
      type === 'email'
        ? 'essai.panne@education.gouv.ci'
        : type === 'password'
          ? 'Essai-panne-2026'
          : type === 'number'
            ? '1'
            : tag === 'TEXTAREA'
              ? 'Essai sous panne'
              : 'essai-panne';
    await field.fill(value);
  }
  const choices = page.locator('main [role=combobox]');
  for (let index = 0; index < (await choices.count()); index += 1) {
    const choice = choices.nth(index);
    const required = await choice.evaluate((element) => {
      const labelId = element.getAttribute('aria-labelledby')?.split(' ')[0];
      const label =
        (labelId && document.getElementById(labelId)?.textContent) ||
        element.labels?.[0]?.textContent ||
        '';
      const value = element.tagName === 'INPUT' ? element.value : element.textContent;
      return label.trim().endsWith('*') && !value.replace(/\u200b/g, '').trim();
    });
    if (!required || !(await choice.isVisible())) continue;
    await choice.click();
    await page.getByRole('option').first().click();
  }
};

/**
 * The field a user changes on an existing record: the first filled text field, « -essai »
 * added (on a new record, `fillRequired` has filled it). Returns it with the value typed.
 */
export const typeIntoForm = async (page, { append, refill }) => {
  const filledField = async () => {
    const fields = page.locator(TYPABLE);
    for (let index = 0; index < (await fields.count()); index += 1) {
      const field = fields.nth(index);
      const type = await field.getAttribute('type');
      const current = await field.inputValue();
      if (type !== 'password' && current && (await field.isVisible())) return { field, current };
    }
    return null;
  };
  // An edit form shows its record's values once they have loaded (and a kept draft is looked
  // for): waited for, as a user waits for the form to fill.
  // A new record's fields, filled by `refill`, are filled again if they were emptied: react-admin
  // resets a form in an effect after it shows (useAugmentedForm), which under load can come
  // after the first keys (issue 44; seen on /model-entity/create in CI).
  let found = null;
  await waitWithClock(
    page,
    async () => {
      found = await filledField();
      if (!found && refill) await refill(page);
      return found !== null;
    },
    { what: 'a filled text field to type into' },
  );
  const value = append ? `${found.current}-essai` : found.current;
  await found.field.fill(value);
  return { field: found.field, value };
};

export const submitButton = (page) => page.locator('main button[type=submit]').first();
