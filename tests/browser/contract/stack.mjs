// What the contract walks run on (issue 34): the production build of the app (no demo API in
// it), served by a small Node server that records every /api request and forwards it to Stoplight
// Prism (pinned devDependency, node_modules/.bin/prism), which sits in front of the demo API
// (`prism proxy`, validating both directions) or answers on its own (`prism mock -d`, random
// values that satisfy each schema). `API_URL` puts a real server behind Prism instead of the
// demo API (docs/api.md, "The contract walk").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const HOST = '127.0.0.1';
const bin = (name) => join(root, 'node_modules/.bin', name);

const children = new Set();
/** Ends the process group; resolves once the process has exited (its last writes done). */
const stopChild = (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve(); // already gone
  }
  return exited;
};
process.on('exit', () => children.forEach(stopChild));

/** Starts a process in its own group; resolves once a line of its output matches `ready`. */
const startProcess = (command, args, ready, name, env = process.env) =>
  new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, detached: true, env });
    children.add(child);
    child.lines = [];
    let pending = '';
    let started = false;
    const read = (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        child.lines.push(line);
        if (!started && ready.test(line)) {
          started = true;
          done(child);
        }
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => {
      children.delete(child);
      if (!started) fail(new Error(`${name} exited (${code}):\n${child.lines.join('\n')}`));
    });
    setTimeout(() => {
      if (!started) fail(new Error(`${name} did not start in 60 s:\n${child.lines.join('\n')}`));
    }, 60_000);
  });

const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/**
 * The production bundle (mode production: the app calls /api on its origin): the one
 * tests/browser/run.mjs built for the run (PRODUCTION_DIST), else built here once.
 */
export const buildProduction = () => {
  const shared = process.env.PRODUCTION_DIST;
  const outDir = shared ?? mkdtempSync(join(tmpdir(), 'contract-walk-'));
  if (!shared) {
    const build = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, API_URL: '' } },
    );
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}${build.stderr}`);
  }
  if (!existsSync(join(outDir, 'openapi.json'))) throw new Error('the build has no openapi.json');
  return {
    dir: outDir,
    shared: Boolean(shared),
    document: JSON.parse(readFileSync(join(outDir, 'openapi.json'), 'utf8')),
  };
};

/** Removes a build made by buildProduction (the run's shared one is removed by run.mjs). */
export const removeBuild = (build) => {
  if (!build.shared) rmSync(build.dir, { recursive: true, force: true });
};

/** The demo API over HTTP (`npm run demo:api`), a small one, its writes in a temporary file. */
export const startDemoApi = async () => {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'contract-walk-data-'));
  const child = await startProcess(
    bin('tsx'),
    [
      'scripts/demo-api.ts',
      '--port',
      String(port),
      '--students',
      '3000',
      '--data',
      join(data, 'data.json'),
    ],
    /API de démonstration sur/,
    'npm run demo:api',
  );
  return {
    url: `http://${HOST}:${port}`,
    stop: async () => {
      await stopChild(child);
      rmSync(data, { recursive: true, force: true, maxRetries: 3 });
    },
  };
};

/**
 * Prism on the build's openapi.json: `proxy` in front of `upstream`, or `mock` (dynamic, with
 * `seed`). Its log is kept: `violations()` lists each `Violation:` line with the request it
 * followed (Prism logs them right after the request's lines).
 */
export const startPrism = async (build, { upstream, seed } = {}) => {
  const port = await freePort();
  const document = join(build.dir, 'openapi.json');
  const args = upstream
    ? ['proxy', document, upstream, '--errors=false']
    : ['mock', '-d', '--seed', String(seed), document];
  const child = await startProcess(
    bin('prism'),
    [...args, '--host', HOST, '--port', String(port)],
    /Prism is listening/,
    `prism ${args[0]}`,
  );
  const violations = () => {
    const found = [];
    let request = '';
    for (const line of child.lines) {
      const received = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/.exec(line);
      if (received) request = `${received[1].toUpperCase()} ${received[2]}`;
      const violation = /Violation: (.*)$/.exec(line);
      if (violation) found.push({ request, violation: violation[1].trim() });
    }
    return found;
  };
  return { url: `http://${HOST}:${port}`, violations, stop: () => stopChild(child) };
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves the build (any unknown path gets index.html, as nginx does) and forwards /api to
 * `api`, recording each request as `{ method, path, query: [names] }` in `requests`.
 */
export const startAppServer = async (build, api, { rewrite } = {}) => {
  const requests = [];
  const target = new URL(api);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://app');
    if (url.pathname.startsWith('/api/')) {
      requests.push({
        method: req.method,
        path: url.pathname,
        query: [...url.searchParams.keys()],
      });
      const upstream = send(
        new URL(req.url, target),
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          if (!rewrite) {
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
            return;
          }
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const body = rewrite(req.method, url.pathname, Buffer.concat(chunks));
            const headers = { ...answer.headers, 'content-length': String(body.length) };
            delete headers['transfer-encoding'];
            res.writeHead(answer.statusCode, headers);
            res.end(body);
          });
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    const file = normalize(join(build.dir, decodeURIComponent(url.pathname)));
    const inside = file.startsWith(build.dir) && existsSync(file) && extname(file) !== '';
    const path = inside ? file : join(build.dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, HOST, done));
  return {
    url: `http://${HOST}:${port}`,
    requests,
    stop: () => new Promise((done) => server.close(done)),
  };
};
