// `npm run test:browser`: builds the demo bundle, serves it with `vite preview` on a free
// port of 127.0.0.1, runs every tests/browser/*.spec.mjs with node's test runner (TAP
// output: `# pass N`, `# fail N`), then stops the server whatever happened, and exits with
// the test runner's exit code.
//
// A spec that names BROWSER_DEV_URL or APP_SERVERS (helpers.mjs) also gets the Vite dev
// server, as `npm start` runs it (demo API, React StrictMode), on another free port: its
// address is in BROWSER_DEV_URL. It is started only when a spec of the run needs it.
//
//   node tests/browser/run.mjs [--no-build] [spec files...]
//
// --no-build (or BROWSER_NO_BUILD=1) reuses dist/ as it is; spec files restrict the run.
// Specs that serve the production build (startStack, the contract walks) share one, built here
// into a temporary folder (PRODUCTION_DIST); with --no-build each builds its own.
//
// Browser: one chromium for the whole run, started here as a Playwright browser server; specs
// connect to it (BROWSER_WS_ENDPOINT, helpers.mjs's launchBrowser), each test in contexts of
// its own.
//
// Pace: before the specs, the run times a page's workload in that chromium (pace.mjs). On a
// machine slower than the reference, fewer specs run at once (BROWSER_CONCURRENCY overrides)
// and the specs' waits are lengthened in proportion (BROWSER_PACE, pace.mjs's `patience`).
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else chromium-browser or google-chrome on
// the PATH. When none is there and we are root with apt-get, Debian's chromium is installed
// (and said so); otherwise the run stops with one line saying what to run.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './helpers.mjs';
import { concurrencyFor, measureWorkload, paceOf, REFERENCE_MS } from './pace.mjs';
import { buildProduction } from './productionServer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const viteBin = join(root, 'node_modules/vite/bin/vite.js');
const HOST = '127.0.0.1';

const args = process.argv.slice(2);
const build = !args.includes('--no-build') && process.env.BROWSER_NO_BUILD !== '1';
const chosen = args.filter((arg) => !arg.startsWith('--'));
/**
 * The specs that take longest (TAP duration_ms, measured), started first: with several specs
 * at a time, one of them started last would run on alone at the end of the run.
 */
const LONGEST = ['faultMatrix', 'accessibility', 'dailyThird'].map((name) => `${name}.spec.mjs`);
const rank = (name) => LONGEST.indexOf(name) + 1 || Infinity;
const longestFirst = (a, b) => rank(a) - rank(b) || a.localeCompare(b);
const specs = (
  chosen.length > 0
    ? chosen.map((file) => resolve(file))
    : readdirSync(here)
        .filter((name) => name.endsWith('.spec.mjs'))
        .sort(longestFirst)
        .map((name) => join(here, name))
).map((file) => relative(root, file));

const children = new Set();

/** Starts a child process in its own process group, so stopping it stops its children. */
const start = (command, commandArgs, options = {}) => {
  const child = spawn(command, commandArgs, { cwd: root, detached: true, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};

const stop = (child, signal = 'SIGTERM') => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

const stopAll = () => children.forEach((child) => stop(child));

const exited = (child) =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode ?? 1);
    else child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

process.on('exit', stopAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });
}

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .map((folder) => join(folder, name))
    .find(executable);

const findChromium = () => {
  if (process.env.CHROMIUM_PATH) {
    return executable(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  if (executable('/usr/bin/chromium')) return '/usr/bin/chromium';
  return onPath('chromium') ?? onPath('chromium-browser') ?? onPath('google-chrome');
};

/** The Chromium to drive: found, or installed from Debian when we may; else a one-line stop. */
const chromiumOrInstall = () => {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable: fix it or unset it.`,
    );
    return undefined;
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && onPath('apt-get')) {
    console.error("No Chromium found: installing Debian's chromium (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && executable('/usr/bin/chromium'))
      return '/usr/bin/chromium';
    console.error('Installing chromium failed: run `apt-get install -y chromium` and retry.');
    return undefined;
  }
  console.error(
    'No Chromium found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chrome or Chromium binary).',
  );
  return undefined;
};

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Specs that run a scenario on the dev server too (see the top of this file). */
const needsDevServer = (files) =>
  files.some((file) =>
    /\b(BROWSER_DEV_URL|APP_SERVERS)\b/.test(readFileSync(join(root, file), 'utf8')),
  );

/**
 * Specs that serve the production build: behind nginx (productionServer.mjs's startStack), or
 * behind Prism for the contract walks (contract/stack.mjs's buildProduction).
 */
const needsProductionBuild = (files) =>
  files.some((file) =>
    /\b(startStack|buildProduction)\b/.test(readFileSync(join(root, file), 'utf8')),
  );

/**
 * Specs that try the walkthrough's example modules (a generated page, a school's section):
 * they get the demo built with them (exampleBuild.config.ts) into EXAMPLE_DIST, served on
 * another port whose address is in EXAMPLES_URL. --no-build reuses it if there.
 */
const needsExampleBuild = (files) =>
  files.some((file) => /\bEXAMPLES_URL\b/.test(readFileSync(join(root, file), 'utf8')));
const EXAMPLE_CONFIG = 'tests/browser/exampleBuild.config.ts';
// Under node_modules/.cache: ignored by git, ESLint and Prettier alike.
const EXAMPLE_DIST = 'node_modules/.cache/dist-examples';

const serveExamples = async () => {
  if (build || !existsSync(join(root, EXAMPLE_DIST, 'index.html'))) {
    const code = await exited(
      start(
        process.execPath,
        [viteBin, 'build', '--mode', 'demo', '--config', EXAMPLE_CONFIG, '--outDir', EXAMPLE_DIST],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      ),
    );
    if (code !== 0) throw new Error(`the demo build with the example modules failed (${code})`);
  }
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const server = start(
    process.execPath,
    [
      viteBin,
      'preview',
      '--mode',
      'demo',
      '--config',
      EXAMPLE_CONFIG,
      '--outDir',
      EXAMPLE_DIST,
      '--host',
      HOST,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForServer(`${url}/`, server, 'vite preview (example modules)');
  console.error(`Serving the demo with the example modules on ${url}`);
  return url;
};

/** Waits until a server answers on `url` (or fails if it exits or takes too long). */
const waitForServer = async (url, server, name, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${name} exited (${server.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s`);
};

/**
 * The dev server of `npm start` (mode development: demo API, StrictMode) on a free port. Its
 * entry is asked once before the tests, so that Vite has crawled and pre-bundled the
 * dependencies before the first page (otherwise its reload could cut a test's first page).
 */
const startDevServer = async () => {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const env = { ...process.env };
  delete env.API_URL;
  const server = start(
    process.execPath,
    [viteBin, '--host', HOST, '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  // Its log (« new dependencies optimized… », a reload) goes with the run's, away from the TAP.
  server.stdout.pipe(process.stderr);
  await waitForServer(`${url}/`, server, 'the dev server (vite)', 120_000);
  await waitForServer(`${url}/src/main.tsx`, server, 'the dev server (vite)', 120_000);
  console.error(`Dev server (npm start) on ${url}`);
  return url;
};

/** `npm run build:demo` into dist/: true once built. */
const buildDemo = async () =>
  (await exited(
    start('npm', ['run', 'build:demo'], { stdio: ['ignore', 'inherit', 'inherit'] }),
  )) === 0;

/** The production build, once, into a temporary folder removed at exit: its dist/ path. */
const productionBuild = async () => {
  const dist = join(await mkdtemp(join(tmpdir(), 'production-build-')), 'dist');
  process.on('exit', () => rmSync(dirname(dist), { recursive: true, force: true }));
  await buildProduction(dist);
  return dist;
};

const main = async () => {
  if (specs.length === 0) {
    console.error('No tests/browser/*.spec.mjs file to run.');
    return 1;
  }
  const chromiumPath = chromiumOrInstall();
  if (!chromiumPath) return 1;
  // The builds and the dev server's start are mostly one core each: they run side by side.
  const demoBuilt = build
    ? buildDemo()
    : Promise.resolve(existsSync(join(root, 'dist/index.html')));
  const productionBuilt = build && needsProductionBuild(specs) ? productionBuild() : undefined;
  const devServer = needsDevServer(specs) ? startDevServer() : undefined;
  const examples = needsExampleBuild(specs) ? serveExamples() : undefined;
  // Each is awaited below; a failure while another is awaited is reported there, not as unhandled.
  for (const step of [productionBuilt, devServer, examples]) step?.catch(() => undefined);
  if (!(await demoBuilt)) {
    console.error(
      build
        ? 'npm run build:demo failed'
        : '--no-build: dist/index.html is missing, run `npm run build:demo` first.',
    );
    return 1;
  }

  // Failure screenshots of an earlier run would be mistaken for this run's.
  const shots = join(here, 'screenshots');
  if (existsSync(shots)) {
    for (const name of readdirSync(shots).filter((file) => file.startsWith('failure-'))) {
      rmSync(join(shots, name), { force: true });
    }
  }

  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = start(
    process.execPath,
    [viteBin, 'preview', '--host', HOST, '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForServer(`${baseUrl}/`, server, 'vite preview');
  console.error(`Serving dist/ on ${baseUrl}`);
  // One production build for every spec that serves it, not one each.
  const [productionDist, devUrl, examplesUrl] = await Promise.all([
    productionBuilt,
    devServer,
    examples,
  ]);

  // One chromium for the whole run: each spec connects to it (helpers.mjs's launchBrowser)
  // instead of starting its own, and each test opens its own contexts in it.
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  process.on('exit', () => browserServer.process()?.kill('SIGKILL'));

  // Measured now, with the builds done (pace.mjs).
  const probe = await chromium.connect(browserServer.wsEndpoint());
  const workloadMs = await measureWorkload(probe).finally(() => probe.close());
  const pace = paceOf(workloadMs);
  const concurrency = process.env.BROWSER_CONCURRENCY ?? concurrencyFor(pace);
  console.error(
    `Machine pace: ${pace.toFixed(2)} (a page's workload in ${Math.round(workloadMs)} ms, ` +
      `${REFERENCE_MS} ms on the reference machine): ${concurrency} specs at once, waits ×${pace.toFixed(2)}`,
  );

  const tests = start(
    process.execPath,
    ['--test', '--test-reporter=tap', `--test-concurrency=${concurrency}`, ...specs],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        BROWSER_BASE_URL: baseUrl,
        CHROMIUM_PATH: chromiumPath,
        BROWSER_WS_ENDPOINT: browserServer.wsEndpoint(),
        BROWSER_PACE: String(pace),
        ...(devUrl ? { BROWSER_DEV_URL: devUrl } : {}),
        ...(examplesUrl ? { EXAMPLES_URL: examplesUrl } : {}),
        ...(productionDist ? { PRODUCTION_DIST: productionDist } : {}),
      },
    },
  );
  const code = await exited(tests);
  await browserServer.close();
  return code;
};

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll();
}
process.exit(code);
