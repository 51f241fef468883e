// Accessibility and French completeness (issue 12), in one walk: every page of the app's own
// table (src/pages.ts and the resource modules, see appPages.mjs), for every demo account,
// with its create form and a record's show and edit pages; then, as admin, the menus and
// dialogs open (user menu, command palette, a confirm dialog, a filter menu, a form's errors,
// the photo viewer, the mobile sheet at 375 px). On each: axe-core's WCAG 2 A/AA rules (no
// serious or critical violation) and no English word, untranslated key or raw ISO date.
// Pages a role may not open: the redirect to / with the refusal toast. Control and dev walk
// in the dark theme, admin and agent in the light one. On the demo built with the example
// modules (EXAMPLES_URL), a module's generated list, forms, section and dialogs too.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { mayOpen, readAppPages } from './appPages.mjs';
import { AXE_SOURCE, auditPage, settled } from './audit.mjs';
import { EXAMPLES_URL, schoolWithClasses } from './exampleModules.mjs';
import { followPath, navigate } from './navigate.mjs';
import {
  DESKTOP,
  MOBILE,
  SCREENSHOT_DIR,
  login,
  openPage,
  pathOf,
  screenshot,
  setupBrowser,
} from './helpers.mjs';

const ACCOUNTS = [
  { login: 'admin', roles: ['admin'], theme: 'light' },
  { login: 'control', roles: ['control'], theme: 'dark' },
  { login: 'dev', roles: ['dev_api_list'], theme: 'dark' },
  { login: 'agent', roles: [], theme: 'light' },
];

/** `A11Y_ACCOUNTS=admin,agent` walks as those accounts only (a quicker run while fixing). */
const only = process.env.A11Y_ACCOUNTS?.split(',');
const accounts = ACCOUNTS.filter(({ login }) => !only || only.includes(login));

/** Every finding of the last run, state by state (the screenshots' folder is not committed). */
const REPORT = join(SCREENSHOT_DIR, 'accessibility-report.json');

/** Every state audited: `{ state, violations, language }`, printed as a summary at the end. */
const results = [];

/** A context set up for the walk: axe on every page, small demo data, no latency, a theme. */
const openAuditPage = async (browser, theme, viewport = DESKTOP, baseURL = undefined) => {
  const page = await openPage(browser, viewport, baseURL);
  await page.context().addInitScript({ content: AXE_SOURCE });
  await page.context().addInitScript((mode) => {
    localStorage.setItem('demo-api-students', '2000');
    localStorage.setItem('demo-api-latency', '0');
    localStorage.setItem('app-theme', mode);
  }, theme);
  return page;
};

/**
 * A state is audited settled; a finding is kept when it is still there once the page has
 * settled again. A page may change while axe reads it without anything `settled` sees
 * loading: the statistics' DREN field, disabled while its list loads, was read enabled with
 * its label still in the disabled grey of its colour transition (#a5a5a5 on #4a4a4a, 3.59:1;
 * a disabled field is exempt).
 */
const audit = async (page, state) => {
  await settled(page);
  let found = await auditPage(page);
  if (found.violations.length > 0) {
    await settled(page);
    found = await auditPage(page);
  }
  results.push({ state, ...found });
};

const visit = async (page, path, state = path) => {
  await navigate(page, path);
  await audit(page, state);
};

/** A record of a resource page: the id in the first link to it, or where a row click leads. */
const firstRecordPath = async (page, path) => {
  const own = new RegExp(`^${path}/(?!create$)[^/]+(?:/show)?$`);
  const hrefs = await page
    .locator(`#main-content a[href^="${path}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const href = hrefs.find((candidate) => own.test(candidate));
  if (href) return href.replace(/\/show$/, '');
  const row = page.locator('#main-content tbody tr').first();
  if ((await row.count()) === 0) return undefined;
  await row.locator('td').last().click();
  await page.waitForURL((url) => own.test(url.pathname));
  return pathOf(page).replace(/\/show$/, '');
};

const walkPages = async (page, appPages, account) => {
  let refusalAudited = false;
  for (const { path, title, roles, views } of appPages) {
    if (!mayOpen(roles, account.roles)) {
      // The first typed in the address bar, the others followed in the app (no reload: the
      // same guard answers, the walk stays fast).
      if (refusalAudited) await followPath(page, path);
      else await page.goto(path);
      await page.getByText(`Accès refusé : la page « ${title} »`).waitFor();
      assert.equal(pathOf(page), '/', `${account.login} on ${path}`);
      if (!refusalAudited) await audit(page, `${path} (refused)`);
      refusalAudited = true;
      continue;
    }
    await visit(page, path);
    if (views.includes('show') || views.includes('edit')) {
      const record = await firstRecordPath(page, path);
      assert.ok(record, `${account.login}: no record to open on ${path}`);
      if (views.includes('show')) await visit(page, `${record}/show`, `${path}/:id/show`);
      if (views.includes('edit')) await visit(page, record, `${path}/:id`);
    }
    if (views.includes('create')) await visit(page, `${path}/create`);
  }
};

/** The menus and dialogs, as admin (who may open every page). */
const walkOverlays = async (page) => {
  await visit(page, '/student');
  await page.getByRole('button', { name: /^Menu de l'utilisateur/ }).click();
  await page.getByRole('menu').waitFor();
  await audit(page, 'user menu');
  await page.getByRole('menuitem', { name: 'Réinitialiser les données de démo' }).click();
  await page.getByRole('dialog').waitFor();
  await audit(page, 'confirm dialog (demo reset)');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').waitFor();
  await page.keyboard.type('stat');
  await audit(page, 'command palette');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await page.getByRole('menu').waitFor();
  await audit(page, 'filter menu (/student)');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  await visit(page, '/photos');
  await page
    .getByRole('button', { name: /^Agrandir la photo de/ })
    .first()
    .click();
  await page.getByRole('dialog').locator('img').first().waitFor();
  await audit(page, 'photo viewer');
  await page.keyboard.press('Escape');

  await page.setViewportSize(MOBILE);
  await visit(page, '/student', '/student (375 px)');
  await page.getByRole('button', { name: 'Ouvrir le menu (Ctrl+B)' }).click();
  await page.locator('.MuiDrawer-paper').waitFor();
  await audit(page, 'mobile sheet (375 px)');
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);

  // Last: the form keeps its unsaved text, which would hold the next navigation back.
  await visit(page, '/users/create');
  await page.getByRole('textbox').first().fill('x');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page.locator('.Mui-error').first().waitFor();
  await audit(page, 'create form with errors (/users/create)');
};

const summary = () => {
  const byRule = new Map();
  for (const { violations } of results) {
    for (const { rule, targets } of violations) {
      const count = byRule.get(rule) ?? { states: 0, elements: 0 };
      byRule.set(rule, { states: count.states + 1, elements: count.elements + targets.length });
    }
  }
  const languageCount = results.reduce((sum, { language }) => sum + language.length, 0);
  return [
    `${results.length} states audited`,
    ...[...byRule].map(
      ([rule, { states, elements }]) => `axe ${rule}: ${states} states, ${elements} elements`,
    ),
    `French findings: ${languageCount}`,
  ];
};

/** What failed, readable in the test's output: state, rule or kind, first targets or texts. */
const failures = (from) =>
  from.flatMap(({ state, violations, language }) => [
    ...violations.map(
      ({ rule, impact, help, targets, first }) =>
        `${state}: ${rule} (${impact}, ${targets.length}×) ${help}: ${targets.slice(0, 3).join(', ')} — ${first}`,
    ),
    ...language.map(
      ({ kind, word, text }) =>
        `${state}: ${kind}${word ? ` «${word}»` : ''}: ${text.slice(0, 120)}`,
    ),
  ]);

/** A module's generated views: its list, forms and show page, its section and its dialogs. */
const walkModule = async (page, account) => {
  const school = `/school/${await schoolWithClasses(page)}/show`;
  const section = page.getByRole('region', { name: 'Classes (exemple)' });
  if (account.login === 'admin') {
    for (const path of ['/exampleSchoolYears', '/exampleSchoolYears/create'])
      await visit(page, path, `${path} (module)`);
    await visit(page, '/exampleSchoolYears/5', '/exampleSchoolYears/:id (module)');
    await visit(page, '/exampleSchoolYears/5/show', '/exampleSchoolYears/:id/show (module)');
  }
  await visit(page, school, `section « Classes (exemple) » (${account.theme})`);
  await section.getByText('6ème A').waitFor();
  await audit(page, `section rows (${account.theme})`);
  if (account.login !== 'admin') return;
  await section.getByRole('button', { name: 'Ajouter' }).click();
  await page.getByRole('dialog', { name: 'Nouvelle classe' }).waitFor();
  await audit(page, 'section dialog: Nouvelle classe');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await section.getByRole('button', { name: '6ème A' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier « 6ème A »' });
  await edit.getByLabel(/^Classe/).waitFor();
  await audit(page, 'section dialog: Modifier « 6ème A »');
  await edit.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer la classe « 6ème A » ?' }).waitFor();
  await audit(page, 'section dialog: deletion confirmation');
};

describe('accessibility and French completeness', () => {
  const browser = setupBrowser();
  let appPages;
  before(async () => {
    appPages = await readAppPages();
  });
  after(() => {
    for (const line of summary()) console.log(`# ${line}`);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`# report: ${REPORT}`);
  });

  for (const account of accounts) {
    it(`every page as ${account.login} (${account.theme} theme)`, async () => {
      const page = await openAuditPage(browser(), account.theme);
      const from = results.length;
      try {
        await visit(page, '/login', `/login (${account.theme})`);
        await login(page, account.login, account.login);
        await walkPages(page, appPages, account);
        if (account.login === 'admin') await walkOverlays(page);
      } catch (error) {
        const shot = await screenshot(page, `failure-a11y-${account.login}`).catch(() => '');
        if (error instanceof Error) error.message += `\npage: ${page.url()} ${shot}`;
        throw error;
      } finally {
        await page.context().close();
      }
      assert.deepEqual(failures(results.slice(from)), []);
    });
  }

  for (const account of accounts.filter(({ login }) => ['admin', 'control'].includes(login))) {
    it(
      `a module’s generated views as ${account.login} (${account.theme} theme)`,
      {
        skip: !EXAMPLES_URL,
      },
      async () => {
        const page = await openAuditPage(browser(), account.theme, DESKTOP, EXAMPLES_URL);
        const from = results.length;
        try {
          await page.goto('/login');
          await login(page, account.login, account.login);
          await walkModule(page, account);
        } catch (error) {
          const shot = await screenshot(page, `failure-a11y-module-${account.login}`).catch(
            () => '',
          );
          if (error instanceof Error) error.message += `\npage: ${page.url()} ${shot}`;
          throw error;
        } finally {
          await page.context().close();
        }
        assert.deepEqual(failures(results.slice(from)), []);
      },
    );
  }
});
