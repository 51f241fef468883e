// The conformance walk (issue 34): the production build in front of Stoplight Prism's
// validating proxy, itself in front of the demo API (`npm run demo:api`), or of `API_URL` (a
// real server: docs/api.md, "The contract walk"). The pages are walked as admin and as control,
// with a search, a sort and a next page; then the operations no page reached are called. It
// fails on any violation Prism logs (requests or answers), any query parameter the contract
// does not declare (Prism lets those through: the app server records them), and any operation
// of the contract not reached, but those marked `x-optional`.
// Run: node tests/browser/run.mjs tests/browser/contractProxy.spec.mjs
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mayOpen, readAppPages } from './appPages.mjs';
import { allOperations, checkRequests } from './contract/conformance.mjs';
import { apiClient, harvest, listsOf, makeWrites, readsToMake } from './contract/operations.mjs';
import { openContext, pageProblems } from './contract/pageCheck.mjs';
import {
  buildProduction,
  removeBuild,
  startAppServer,
  startDemoApi,
  startPrism,
} from './contract/stack.mjs';
import { launchBrowser, login, screenshot } from './helpers.mjs';
import { navigate } from './navigate.mjs';

/** `login:password` of each role's account on the server walked (the demo's by default). */
const ACCOUNTS = [
  { roles: ['admin'], account: process.env.WALK_ADMIN ?? 'admin:admin' },
  { roles: ['control'], account: process.env.WALK_CONTROL ?? 'control:control' },
];

const appPages = await readAppPages();

describe('the app and the API conform to the contract (Prism’s validating proxy)', () => {
  let build;
  let demo;
  let prism;
  let app;
  let browser;
  before(async () => {
    build = buildProduction();
    demo = process.env.API_URL ? undefined : await startDemoApi();
    prism = await startPrism(build, { upstream: process.env.API_URL ?? demo.url });
    app = await startAppServer(build, prism.url);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await prism?.stop();
    await demo?.stop();
    if (build) removeBuild(build);
  });

  for (const { roles, account } of ACCOUNTS) {
    const [name, password] = account.split(':');
    describe(`pages as ${roles[0]}`, () => {
      let page;
      before(async () => {
        page = await openContext(browser, app.url);
        await page.goto('/login');
        await login(page, name, password);
      });
      after(() => page?.context().close());

      for (const { path } of appPages.filter((p) => mayOpen(p.roles, roles))) {
        it(path, async () => {
          page.crashes.length = 0;
          await navigate(page, path);
          const problems = await pageProblems(page);
          if (problems.length > 0)
            await screenshot(page, `failure-proxy-${roles[0]}${path.replaceAll('/', '-')}`);
          assert.deepEqual(problems, []);
        });
      }

      if (roles[0] === 'admin') {
        it('/student: search, sort, next page, first record', async () => {
          // As a user goes: each step once the list shows its rows (not dimmed, not loading).
          const shown = () =>
            page.locator('main .RaList-content[aria-busy="false"] tbody tr a').first().waitFor();
          await navigate(page, '/student');
          await shown();
          await page.locator('thead').getByText('Prénoms', { exact: true }).click();
          await page.waitForURL(/sort=student_firstName/);
          await shown();
          await page
            .getByRole('button', { name: /prochaine page/i })
            .first()
            .click();
          await page.waitForURL(/page=2/);
          await shown();
          await page.getByPlaceholder(/Nom, matricule/).fill('a');
          await page.waitForURL(/%22q%22%3A%22a%22|"q":"a"/);
          await shown();
          await page.locator('#main-content tbody tr').first().click();
          await page.waitForURL(/\/student\/[^/]+/);
          assert.deepEqual(await pageProblems(page), []);
        });
      }
    });
  }

  describe('the operations no page reached', () => {
    it('are made on the demo’s data', async () => {
      const call = apiClient(app.url);
      const [name, password] = ACCOUNTS[0].account.split(':');
      const { token } = await call('POST', '/api/auth/login', { body: { login: name, password } });
      const byPages = checkRequests(build.document, app.requests).reached;
      console.log(`# operations reached by the pages: ${byPages.size}`);
      // The values the other reads need, from the reads that need none.
      const known = new Map();
      for (const path of listsOf(build.document)) {
        harvest(known, await call('GET', path, { token, query: { perPage: 3 } }));
      }
      // Twice: a read may need a value that a later read brings.
      let missed = readsToMake(build.document, byPages);
      for (const _pass of [1, 2]) {
        const left = [];
        for (const read of missed) {
          const filled = read.fill(known);
          if (filled)
            harvest(known, await call('GET', filled.path, { token, query: filled.query }));
          else left.push(read);
        }
        missed = left;
      }
      // Writes last: a task created then deleted leaves executions naming it.
      await makeWrites(call, token);
      await call('POST', '/api/auth/logout', { token, body: {} });
      assert.deepEqual(
        missed.map((read) => read.id),
        [],
        'appels sans valeur pour leurs paramètres',
      );
    });
  });

  describe('the record', () => {
    it('has no violation, no undeclared parameter, every operation reached', () => {
      const { unknown, undeclared, reached } = checkRequests(build.document, app.requests);
      const operations = allOperations(build.document);
      const notReached = operations.filter((op) => !op.optional && !reached.has(op.id));
      const violations = prism.violations();
      console.log(
        `# requests ${app.requests.length}, operations reached ${reached.size}/${operations.length}, ` +
          `violations ${violations.length} (requests ${violations.filter((v) => v.violation.startsWith('request')).length}), ` +
          `undeclared parameters ${undeclared.length}`,
      );
      assert.deepEqual(
        {
          violations: violations.map(({ request, violation }) => `${request} : ${violation}`),
          undeclared: undeclared.map(({ operationId, parameter }) => `${operationId}?${parameter}`),
          unknown,
          notReached: notReached.map((op) => op.id),
        },
        { violations: [], undeclared: [], unknown: [], notReached: [] },
      );
    });
  });
});
