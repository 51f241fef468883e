// The mock walk (issue 34): every page of the production build on Stoplight Prism's dynamic mock
// (`prism mock -d`: random values that satisfy each schema of dist/openapi.json), with two seeds.
// A page passes when it renders without uncaught error, error page, blank main area, raw value
// (undefined, NaN, null, [object Object], Invalid Date) or English: what the contract allows,
// the app must show. Run: node tests/browser/run.mjs tests/browser/contractMock.spec.mjs
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readAppPages } from './appPages.mjs';
import { buildProduction, removeBuild, startAppServer, startPrism } from './contract/stack.mjs';
import { openContext, pageProblems } from './contract/pageCheck.mjs';
import { launchBrowser, login, screenshot } from './helpers.mjs';
import { navigate } from './navigate.mjs';

const SEEDS = [1, 2];

/**
 * The walk visits the pages as a user holding every role: the mock's random roles would send it
 * away from most of them. And the contract lets a login answer `status: "error"` (a refusal,
 * HTTP 200): Prism draws the same answer for a seed each time, so a refusal is taken as the
 * success it could have been. Only these fields of the auth answers are set; the rest is Prism's.
 */
const asEveryRole = (method, path, body) => {
  if (!['/api/auth/login', '/api/auth/me'].includes(path)) return body;
  try {
    const answer = JSON.parse(body.toString('utf8'));
    if (!answer.user) return body;
    answer.status = 'ok';
    answer.user.login_role = 'admin';
    answer.user.login_additionalRoles = ['control', 'dev_api_list'];
    return Buffer.from(JSON.stringify(answer));
  } catch {
    return body;
  }
};

const appPages = await readAppPages();
const paths = appPages.flatMap(({ path, views }) =>
  views.includes('create') ? [path, `${path}/create`] : [path],
);

describe('every page on Prism’s dynamic mock', { concurrency: SEEDS.length }, () => {
  let build;
  let browser;
  before(async () => {
    build = buildProduction();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    if (build) removeBuild(build);
  });

  for (const seed of SEEDS) {
    describe(`seed ${seed}`, { concurrency: 1 }, () => {
      let prism;
      let app;
      let session;
      let page;
      /** A new tab of the logged-in session on the home page: no page inherits a broken one. */
      const freshPage = async () => {
        await page?.context().close();
        page = await openContext(browser, app.url, session);
        await page.goto('/');
        await page.locator('#react-admin-title > *').waitFor();
      };
      before(async () => {
        prism = await startPrism(build, { seed });
        app = await startAppServer(build, prism.url, { rewrite: asEveryRole });
        page = await openContext(browser, app.url);
        try {
          await page.goto('/login');
          await login(page, 'admin', 'admin');
          session = await page.context().storageState();
        } catch (error) {
          await screenshot(page, `failure-mock-${seed}-login`).catch(() => undefined);
          throw new Error(`connexion refusée sur le mock (seed ${seed}) : ${error.message}`);
        }
      });
      after(async () => {
        await page?.context().close();
        await app?.stop();
        await prism?.stop();
      });

      for (const path of paths) {
        it(path, async () => {
          page.crashes.length = 0;
          const problems = [];
          try {
            // A page that broke the app's frame leaves no title to wait for.
            await navigate(page, path).catch(() =>
              problems.push('la page ne s’ouvre pas (pas de titre)'),
            );
            problems.push(...(await pageProblems(page)));
          } catch (error) {
            problems.push(`le test n’a pas pu lire la page : ${error.message}`);
          }
          if (problems.length > 0) {
            await screenshot(page, `failure-mock-${seed}${path.replaceAll('/', '-')}`).catch(
              () => undefined,
            );
            await freshPage();
          }
          assert.deepEqual(problems, [], `${path} (seed ${seed}) : ${page.url()}`);
        });
      }
    });
  }
});
