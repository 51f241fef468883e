import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite copies all of public/ into every build. The demo API's service worker belongs to the
 * demo build only: a production build that shipped it would offer a way to fake the API.
 */
export const demoOnlyFiles = (files: readonly string[], demo: boolean): Plugin => ({
  name: 'demo-only-files',
  apply: 'build',
  async writeBundle(options) {
    if (demo || !options.dir) return;
    const dir = options.dir;
    await Promise.all(files.map((file) => rm(join(dir, file), { force: true })));
  },
});
