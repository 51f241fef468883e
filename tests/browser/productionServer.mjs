// The production build as it is deployed, for the browser tests: built by `vite build`, and
// the demo API served over HTTP by Node (`npm run demo:api`) for nginx to proxy /api to.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx } from './nginxServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command of the project (with `env` added); resolves with its exit code and output. */
export const run = (command, args, env = {}) =>
  new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });

/**
 * `npm run demo:api` on a free port, 2,000 students, its writes in `dataFile`, with the extra
 * command-line `options`; resolves once it says where it listens.
 */
export const startDemoApi = async (dataFile, options = []) => {
  const port = await freePort();
  const child = spawn(
    'npx',
    [
      'tsx',
      'scripts/demo-api.ts',
      '--port',
      String(port),
      '--students',
      '2000',
      '--data',
      dataFile,
      ...options,
    ],
    // Its own process group: npx starts tsx, which starts node; all of them are stopped.
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  await new Promise((done, fail) => {
    const read = (chunk) => {
      output += chunk;
      if (output.includes('API de démonstration sur')) done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => fail(new Error(`demo:api exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((done) => {
        const finish = () => {
          child.stdout.destroy();
          child.stderr.destroy();
          done();
        };
        if (child.exitCode !== null) return finish();
        child.removeAllListeners('exit');
        child.once('exit', finish);
        process.kill(-child.pid, 'SIGTERM');
      });
      await groupGone(child.pid);
    },
  };
};

/**
 * Until every process of the group `pid` leads has exited (at most 10 s): npx may exit before
 * the server it started has finished writing its data file, which a removal of its folder
 * then meets (« ENOTEMPTY », seen in a CI run).
 */
const groupGone = async (pid) => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
};

/** `vite build` (the production build) into `dist`; throws with its output if it fails. */
export const buildProduction = async (dist) => {
  const build = await run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir']);
  if (build.code !== 0) throw new Error(build.output);
};

/**
 * The production build (`dist` as given, else the one tests/browser/run.mjs made for the run
 * in PRODUCTION_DIST, else one built into a temporary folder), the demo API over HTTP (with
 * the extra command-line `apiOptions`) and nginx in front. `stop()` ends them all.
 * `writable`: a spec that changes the build's files gets a copy of its own, since the run's
 * build is served to other specs at the same time.
 */
export const startStack = async ({
  dist = process.env.PRODUCTION_DIST,
  apiOptions = [],
  writable = false,
} = {}) => {
  const dir = await mkdtemp(join(tmpdir(), 'production-'));
  let api;
  let nginx;
  try {
    if (!dist) {
      dist = join(dir, 'dist');
      await buildProduction(dist);
    } else if (writable) {
      await cp(dist, join(dir, 'dist'), { recursive: true });
      dist = join(dir, 'dist');
    }
    api = await startDemoApi(join(dir, 'data.json'), apiOptions);
    nginx = await startNginx({ apiUrl: api.url, dist });
  } catch (error) {
    await api?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dist,
    baseUrl: nginx.baseUrl,
    apiUrl: api.url,
    stop: async () => {
      await nginx.stop();
      await api.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/**
 * One stack for a suite's tests (`startStack(options)`): started before the first, stopped
 * after the last. Its fields are filled in by the suite's `before`.
 */
export const suiteStack = (options) => {
  const stack = {};
  before(async () => Object.assign(stack, await startStack(options)));
  after(async () => stack.stop?.());
  return stack;
};
