// `npm start` in front of the demo API over HTTP (`npm run demo:api`, API_URL), for the
// multi-controller specs: the app in development mode (React StrictMode runs effects twice).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './nginxServer.mjs';
import { startDemoApi } from './productionServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm start` with API_URL: the app in development mode, its /api proxied to `apiUrl`, its
 * pre-bundled dependencies in `cacheDir` (devApp.config.ts says why).
 */
export const startDevApp = async (apiUrl, cacheDir) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--config',
      'tests/browser/devApp.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, API_URL: apiUrl, DEV_APP_CACHE_DIR: cacheDir },
    },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    return exited;
  };
  const deadline = Date.now() + 120_000;
  for (const path of ['/', '/src/main.tsx']) {
    for (;;) {
      const ok = await fetch(url + path).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw new Error('vite did not start');
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  return { url, stop };
};

/** A control account other than `control` (demo passwords are the login names). */
export const secondController = async (apiUrl) => {
  const post = (path, body, token) =>
    fetch(apiUrl + path, {
      method: path.includes('login/list') ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body && JSON.stringify(body),
    }).then((response) => response.json());
  const { token } = await post('/api/auth/login', { login: 'admin', password: 'admin' });
  const { data } = await post('/api/login/list?login_role=control&perPage=5', undefined, token);
  return data.map((account) => account.login_name).find((name) => name !== 'control');
};

/**
 * `npm run demo:api` (its writes in a temporary folder) and `npm start` in front of it:
 * `apiUrl`, the app's `url`, and `stop()` for both.
 */
export const startDevStack = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'dev-stack-'));
  // Inside the project, where Vite serves files from; under node_modules/.cache, ignored.
  const caches = join(root, 'node_modules/.cache');
  await mkdir(caches, { recursive: true });
  const cacheDir = await mkdtemp(join(caches, 'dev-app-'));
  const api = await startDemoApi(join(dir, 'data.json'));
  const removeFolders = () =>
    Promise.all([dir, cacheDir].map((folder) => rm(folder, { recursive: true, force: true })));
  const app = await startDevApp(api.url, cacheDir).catch(async (error) => {
    await api.stop();
    await removeFolders();
    throw error;
  });
  return {
    apiUrl: api.url,
    url: app.url,
    stop: async () => {
      await Promise.all([app.stop(), api.stop()]);
      await removeFolders();
    },
  };
};
