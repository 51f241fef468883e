import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The worker's source: src/offline/serviceWorker.js, with the build's lists filled in. */
const TEMPLATE = new URL('../../src/offline/serviceWorker.js', import.meta.url);
/** Files of public/ the shell needs (index.html loads boot.js; the favicon is its icon). */
const PUBLIC_SHELL = ['boot.js', 'favicon.svg'];

/** A chunk's file and, recursively, the files it imports statically, with their styles. */
const closure = (bundle: Rollup.OutputBundle, file: string, into: Set<string>) => {
  const chunk = bundle[file];
  if (into.has(file) || !chunk) return;
  into.add(file);
  if (chunk.type !== 'chunk') return;
  chunk.viteMetadata?.importedCss.forEach((css) => into.add(css));
  chunk.imports.forEach((imported) => closure(bundle, imported, into));
};

/**
 * The production build's service worker, `/sw.js` (issue 33; docs/decisions.md): precaches the
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
    const files = new Set<string>(['index.html', ...PUBLIC_SHELL]);
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type === 'chunk' && output.isEntry) closure(bundle, file, files);
    }
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
