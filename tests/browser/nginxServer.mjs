// Debian's nginx serving dist/ with the repository's configuration (deploy/nginx/), for the
// browser tests: a foreground child process with its prefix, pid, logs and temporary files in
// a temporary folder, on a free port of 127.0.0.1, its /api proxied to `apiUrl`.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const deploy = join(root, 'deploy/nginx');
const HOST = '127.0.0.1';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** nginx's binary, or undefined when it is not installed. */
/**
 * A suite's `skip` option when it serves the build with nginx: false when nginx is there. In CI
 * a missing nginx fails the run instead (.ci/run installs it).
 */
export const skipWithoutNginx = () => {
  if (findNginx()) return false;
  if (process.env.CI)
    throw new Error('nginx is missing in CI: .ci/run installs it (apt-get install -y nginx)');
  return 'nginx is not installed: run `apt-get install -y nginx` to test it';
};

export const findNginx = () =>
  ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx'))]
    .filter(Boolean)
    .find((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });

/** Whether Debian's brotli filter module is there (libnginx-mod-http-brotli-filter). */
export const hasBrotli = () => existsSync(BROTLI_MODULE);

export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** Replaces `from` in `text`, failing if the template no longer has it. */
const replaceOnce = (text, from, to) => {
  if (!text.includes(from)) throw new Error(`deploy/nginx template: "${from}" not found`);
  return text.replace(from, to);
};

/**
 * The site file as a deployment renders it (envsubst of API_URL and SERVER_NAME), on `port`
 * and `dist`. The site's name is the address the tests use (127.0.0.1): any other Host
 * reaches the default server.
 */
const renderSite = ({ apiUrl, port, dist }) => {
  let site = readFileSync(join(deploy, 'carte-scolaire.conf.template'), 'utf8');
  site = site.replaceAll('${API_URL}', apiUrl).replaceAll('${SERVER_NAME}', HOST);
  site = replaceOnce(site, 'listen 80 default_server;', `listen ${HOST}:${port} default_server;`);
  site = replaceOnce(site, 'listen [::]:80 default_server;', '');
  site = replaceOnce(site, 'listen 80;', `listen ${HOST}:${port};`);
  site = replaceOnce(site, 'listen [::]:80;', '');
  return replaceOnce(site, 'root /var/www/carte-scolaire;', `root ${dist};`);
};

const mainConfig = ({ dir, brotli }) => {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, 'temp', name)};`)
    .join('\n');
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(dir, 'access.log')};
${temp}
  include ${join(dir, 'carte-scolaire.conf')};
${brotli ? `  include ${join(deploy, 'brotli.conf')};\n` : ''}}
`;
};

/**
 * Starts nginx on `dist` (default: the repository's dist/). Resolves with its base URL, the
 * error log's reader and `stop()`, once it answers on /.
 */
export const startNginx = async ({ apiUrl, dist = join(root, 'dist') }) => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const dir = await mkdtemp(join(tmpdir(), 'nginx-test-'));
  mkdirSync(join(dir, 'temp'));
  const port = await freePort();
  const brotli = hasBrotli();
  writeFileSync(join(dir, 'carte-scolaire.conf'), renderSite({ apiUrl, port, dist }));
  writeFileSync(join(dir, 'nginx.conf'), mainConfig({ dir, brotli }));
  const errorLog = () => readFileSync(join(dir, 'error.log'), 'utf8');
  const child = spawn(
    nginx,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGQUIT');
      await gone;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? errorLog() : '';
      await stop();
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${log}`);
    }
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return { baseUrl, brotli, errorLog, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${baseUrl} within 10 s: ${stderr}`);
};
