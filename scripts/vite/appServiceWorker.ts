import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { importClosure } from './importClosure';

/** The worker's source: src/offline/serviceWorker.js, with the build's lists filled in. */
const TEMPLATE = new URL('../../src/offline/serviceWorker.js', import.meta.url);
/** Files of public/ the shell needs (index.html loads boot.js; the favicon is its icon). */
const PUBLIC_SHELL = ['boot.js', 'favicon.svg'];

/**
 * The production build's service worker, `/sw.js` (docs/decisions/serving.md): precaches the
 * shell, that is index.html (with the login form rendered in it), public/boot.js, the favicon
 * and the entry chunk with what it imports, so that the next visit opens from cache and an
 * offline one says so in French. Its version is a hash of those files: any change of the build
 * makes a new worker. Only for `enabled` builds (production): the demo build's API is a
 * service worker of its own, on the same scope.
 */
export const appServiceWorker = (enabled: boolean): Plugin => ({
  name: 'app-service-worker',
  apply: 'build',
  async writeBundle(options, bundle) {
    if (!enabled || !options.dir) return;
    const dir = options.dir;
    const entries = Object.entries(bundle)
      .filter(([, output]) => output.type === 'chunk' && output.isEntry)
      .map(([file]) => file);
    const files = new Set<string>([
      'index.html',
      ...PUBLIC_SHELL,
      ...importClosure(bundle, entries, { css: true }),
    ]);
    const shell = [...files].sort();
    const assets = Object.keys(bundle)
      .filter((file) => file.startsWith('assets/') && !files.has(file))
      .sort();
    const hash = createHash('sha256');
    for (const file of shell) hash.update(file).update(await readFile(join(dir, file)));
    const source = (await readFile(TEMPLATE, 'utf8'))
      .replace("'__VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16)))
      .replace("['__SHELL__']", JSON.stringify(shell.map((file) => `/${file}`)))
      .replace("['__ASSETS__']", JSON.stringify(assets.map((file) => `/${file}`)));
    await writeFile(join(dir, 'sw.js'), source);
  },
});
