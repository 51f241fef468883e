import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';

/**
 * Loads a module of the app in Node through Vite (the app's `import.meta.glob` and its
 * compile-time constants work there), then closes Vite: what the module loaded stays usable.
 * `root`: the project's folder; `demo`: the value of `__DEMO__` (the build's mode).
 */
export async function loadThroughVite<T>(
  path: string,
  version: string,
  root = process.cwd(),
  demo = false,
): Promise<T> {
  // A cache of its own: builds run side by side with the dev server (tests/browser/run.mjs),
  // whose pre-bundled dependencies in node_modules/.vite this server must not rewrite.
  const cacheDir = await mkdtemp(join(tmpdir(), 'vite-load-'));
  const server = await createServer({
    root,
    cacheDir,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    define: { __DEMO__: JSON.stringify(demo), __APP_VERSION__: JSON.stringify(version) },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    return (await server.ssrLoadModule(path)) as T;
  } finally {
    await server.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
