/**
 * (c) JavaScript per route on first load, gzip, from a production build (real API) and,
 * for information, the demo build's extra chunks (the embedded demo API).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildApp,
  chunkHolding,
  firstLoad,
  gzipOf,
  removeBuild,
  staticClosure,
  type BuiltApp,
} from './bundle';
import { firstStageParts, partOf, type Part } from './firstStageParts';
import { kB, printTable, verdict } from './format';
import { readPageModules } from './pages';

export const SHELL_BUDGET = 300_000;
export const LOGIN_BUDGET = 150_000;
const APP_MODULE = 'src/App.tsx';
const FIRST_STAGE_MODULE = 'src/appFirstStage.ts';
const LOGIN_PAGE = 'src/login/LoginPage.tsx';

/** The parts issue 45 names: what the home page does not need should wait until it is needed. */
const NAMED_PARTS: [string, string[]][] = [
  ['the outbox (src/outbox)', ['src/outbox/']],
  ['sealing (src/sealing, WebCrypto)', ['src/sealing/']],
  ['drafts (src/drafts)', ['src/drafts/']],
  ['recent decisions (src/recentDecisions)', ['src/recentDecisions/']],
  ['the queue, its sittings and leases (src/validation)', ['src/validation/']],
  ["the service worker's registration", ['src/offline/registerAppWorker.ts']],
  [
    'the resource declarations (src/pages.ts, collectPages)',
    ['src/pages.ts', 'src/collectPages.ts'],
  ],
  ['the answers and their checks (zod)', ['node_modules/zod/']],
];

/**
 * What each part adds to the first stage (shell + home): the named parts, then the biggest
 * packages and folders of src/ (estimates: firstStageParts.ts).
 */
function reportParts(app: BuiltApp, chunks: Set<string>, roots: string[]): void {
  const { loaded, sizeOfPart } = firstStageParts(app, chunks, roots);
  const holding =
    (prefixes: string[]): Part['holds'] =>
    (module) =>
      prefixes.some((prefix) => module === prefix || module.startsWith(prefix));
  const named = NAMED_PARTS.map(([label, prefixes]) =>
    sizeOfPart({ label, holds: holding(prefixes) }),
  );
  const labels = new Set([...loaded].map((module) => partOf(module)));
  const biggest = [...labels]
    .filter((label) => !roots.includes(label))
    .map((label) => sizeOfPart({ label, holds: (module) => partOf(module) === label }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 15);
  printTable(
    'What each part adds to the first stage (shell + home), gzip, estimated: what would leave it without the part',
    ['part', 'gzip', 'modules'],
    [...named, ...biggest].map(({ label, gzip, modules }) => [label, kB(gzip), `${modules}`]),
  );
}

const difference = (all: Set<string>, minus: Set<string>) =>
  new Set([...all].filter((key) => !minus.has(key)));

const names = (app: BuiltApp, keys: Iterable<string>) =>
  [...keys].map((key) => app.manifest[key].file.replace(/^assets\//, '')).join(', ');

/**
 * The login form's first load, as src/main.tsx boots it: when a module of src/login/ is in
 * the entry's static closure, the entry's closure is all it needs (the app may download in
 * the background, it is not waited for); when the entry lazily imports a src/login/ module,
 * add that chunk's closure; otherwise the login page comes with whatever chunk holds it.
 */
function loginLoad(app: BuiltApp): { chunks: Set<string>; how: string } {
  const isLogin = (module: string) => /^src\/login\/.*\.[jt]sx?$/.test(module);
  const entryClosure = staticClosure(app, app.entry);
  const inEntry = [...entryClosure].flatMap((key) => app.modules.get(key) ?? []).find(isLogin);
  if (inEntry) return { chunks: entryClosure, how: `entry with ${inEntry}` };
  const lazyLogin = [...entryClosure]
    .flatMap((key) => app.manifest[key].dynamicImports ?? [])
    .find((key) => isLogin(app.manifest[key].src ?? ''));
  if (lazyLogin) {
    return {
      chunks: staticClosure(app, lazyLogin, new Set(entryClosure)),
      how: `entry + lazy ${app.manifest[lazyLogin].src}`,
    };
  }
  const anyLogin = [...app.modules.values()].flat().find(isLogin) ?? LOGIN_PAGE;
  const { chunks, via } = firstLoad(app, anyLogin);
  return { chunks, how: `entry + ${via.map((key) => app.manifest[key].src ?? key).join(' + ')}` };
}

export async function reportRoutes(root: string): Promise<void> {
  const pages = readPageModules(root);
  const prod = await buildApp(root, 'production');
  try {
    const entryClosure = staticClosure(prod, prod.entry);
    const shell = firstLoad(prod, APP_MODULE).chunks;
    const home = pages.find((page) => page.path === '/');
    const homeChunks = new Set(home?.modules.flatMap((m) => [...firstLoad(prod, m).chunks]));
    const shellAndHome = new Set([...shell, ...homeChunks]);
    const login = loginLoad(prod);
    const shellSize = gzipOf(prod, shellAndHome);
    const loginSize = gzipOf(prod, login.chunks);
    printTable(
      'JavaScript on first load, gzip (production build, real API at /api)',
      ['route', 'gzip', 'budget', 'result', 'chunks'],
      [
        [
          'entry alone (src/main.tsx)',
          kB(gzipOf(prod, entryClosure)),
          '-',
          '',
          `${entryClosure.size}`,
        ],
        [
          `app shell + home page (/)`,
          kB(shellSize),
          kB(SHELL_BUDGET),
          verdict(shellSize, SHELL_BUDGET),
          `${shellAndHome.size}`,
        ],
        [
          `login form (/login): ${login.how}`,
          kB(loginSize),
          kB(LOGIN_BUDGET),
          verdict(loginSize, LOGIN_BUDGET),
          `${login.chunks.size}`,
        ],
      ],
    );

    reportParts(prod, shellAndHome, [
      prod.manifest[prod.entry].src ?? 'index.html',
      'src/main.tsx',
      APP_MODULE,
      FIRST_STAGE_MODULE,
      ...(home?.modules ?? []),
    ]);

    // The answers' schemas and their check load beside the first data call (src/api/envelope.ts).
    const checks = ['src/api/answerCheck.ts', 'src/api/authCheck.ts'].flatMap((module) => {
      const holder = chunkHolding(prod, module);
      return holder ? [...staticClosure(prod, holder)] : [];
    });
    const ownChecks = difference(new Set(checks), shellAndHome);
    if (ownChecks.size > 0) {
      console.log(
        `Plus, fetched beside the first data call: the answers' schemas and their check, ${kB(gzipOf(prod, ownChecks))} gzip (${names(prod, ownChecks)}).`,
      );
    }

    const demoHolder = chunkHolding(prod, 'src/demo/browser.ts');
    console.log(
      demoHolder
        ? `Note: this build still emits the demo API (${kB(gzipOf(prod, difference(staticClosure(prod, demoHolder), shellAndHome)))} gzip, never loaded: IS_DEMO is false).`
        : 'The demo API is not in this build.',
    );

    const rows = pages
      .filter((page) => page.path !== '/')
      .map((page) => {
        const row = (gzip: string, own: string, detail: string) => [
          page.path,
          page.title,
          gzip,
          own,
          detail,
        ];
        if (page.modules.length === 0) return row('-', '?', 'no lazy import found');
        const holders = page.modules.map((module) => chunkHolding(prod, module));
        const inShell = page.modules.filter((_, i) => holders[i] && shell.has(holders[i]));
        if (inShell.length > 0) return row(kB(0), 'NO', `in the app shell: ${inShell.join(', ')}`);
        const own = difference(
          new Set(page.modules.flatMap((module) => [...firstLoad(prod, module).chunks])),
          shellAndHome,
        );
        if (own.size === 0) return row(kB(0), 'shared', `as /: ${page.modules.join(', ')}`);
        const main = page.modules
          .map((module) => chunkHolding(prod, module))
          .filter((key): key is string => !!key && own.has(key));
        const more = own.size - main.length;
        const detail = names(prod, main) + (more > 0 ? ` + ${more} shared chunks` : '');
        return row(kB(gzipOf(prod, own)), 'yes', detail);
      });
    printTable(
      'Each other page: JavaScript loaded on top of the shell, gzip',
      ['path', 'title', 'gzip', 'own chunk', 'chunks'],
      rows,
    );
    // The dashboards fetch their charts beside their data calls (src/dashboards/chartLoader.ts).
    const charts = chunkHolding(prod, 'src/dashboards/StackedBarChart.tsx');
    if (charts) {
      const page = firstLoad(prod, 'src/dashboards/StatsDashboard.tsx').chunks;
      const own = difference(staticClosure(prod, charts), new Set([...shellAndHome, ...page]));
      console.log(
        `Plus, fetched by the dashboards beside their data: the charts, ${kB(gzipOf(prod, own))} gzip (${names(prod, own)}).`,
      );
    }
  } finally {
    removeBuild(prod);
  }

  const demo = await buildApp(root, 'demo');
  try {
    const demoShell = firstLoad(demo, APP_MODULE).chunks;
    const demoApi = difference(firstLoad(demo, 'src/demo/browser.ts').chunks, demoShell);
    const worker = readFileSync(join(root, 'public/mockServiceWorker.js'));
    // src/main.tsx starts the demo API beside the form (a submit waits for it): not counted.
    const demoLogin = loginLoad(demo);
    printTable(
      'Demo build (npm run build:demo), for information',
      ['part', 'gzip', 'chunks'],
      [
        ['app shell (entry + App)', kB(gzipOf(demo, demoShell)), `${demoShell.size}`],
        ['demo API, on top of the shell', kB(gzipOf(demo, demoApi)), names(demo, demoApi)],
        [
          `login form (/login): ${demoLogin.how}`,
          kB(gzipOf(demo, demoLogin.chunks)),
          `${demoLogin.chunks.size}`,
        ],
        ['public/mockServiceWorker.js (raw)', kB(worker.length), '-'],
      ],
    );
  } finally {
    removeBuild(demo);
  }
}
