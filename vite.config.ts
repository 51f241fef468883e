import { resolve } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { callUsageModule } from './scripts/vite/callUsageModule';
import { demoOnlyFiles } from './scripts/vite/demoOnlyFiles';
import { openApiFile } from './scripts/vite/openApiFile';
import { routeChunks } from './scripts/vite/routeChunks';
import { appServiceWorker } from './scripts/vite/appServiceWorker';
import { prerenderLogin } from './scripts/vite/prerenderLogin';
import { scriptsAfterFirstPaint } from './scripts/vite/scriptsAfterFirstPaint';
import { testFilesOwnModules } from './scripts/vite/testFilesOwnModules';

/**
 * Modes: `development` (npm start) and `demo` (npm run build:demo) run on the embedded
 * demo API; `production` (npm run build) talks to a real API at /api on the same origin.
 * `API_URL=https://... npm start` proxies /api to a real server instead of the demo; its TLS
 * certificate is checked unless `API_INSECURE_TLS=1` (a test server with a self-signed one).
 */
// Vitest loads this file from elsewhere than a file: URL; the project's root is then the cwd.
const here = import.meta.dirname ?? process.cwd();

/** The app's module, loaded lazily after the login page (src/main.tsx). */
const isApp = (id: string) => id.endsWith('/src/App.tsx');

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiUrl = env.API_URL;
  const demo = mode === 'demo' || (mode === 'development' && !apiUrl);
  return {
    plugins: [
      react(),
      demoOnlyFiles(['mockServiceWorker.js', 'demoServiceWorker.js'], demo),
      openApiFile(pkg.version, mode === 'production'),
      prerenderLogin(pkg.version, demo),
      scriptsAfterFirstPaint(isApp),
      appServiceWorker(mode === 'production'),
      callUsageModule(),
      routeChunks({
        isApp,
        isFirstStage: (id) => id.endsWith('/src/appFirstStage.ts'),
        opensWith: (id) => id.endsWith('/src/home/HomePage.tsx'),
      }),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __DEMO__: JSON.stringify(demo),
      // The demo build's API is a service worker on the same scope: the app's own is production's.
      __APP_WORKER__: JSON.stringify(mode === 'production'),
    },
    resolve: {
      alias: {
        // node-polyglot's polyfill of a function every supported browser has.
        'object.entries': resolve(here, 'src/i18n/objectEntries.cjs'),
        // The demo's page has no use for the public suffix list msw's cookie store brings.
        ...(demo && { tldts: resolve(here, 'src/demo/registrableDomain.ts') }),
      },
    },
    server: {
      port: 5173,
      // `npm start`: the first page's modules (the app, the page's and the demo API's worker)
      // are transformed while the server starts, not while the first visitor waits.
      warmup: { clientFiles: ['./src/main.tsx', './src/App.tsx', './src/demo/worker/worker.ts'] },
      proxy: apiUrl
        ? { '/api': { target: apiUrl, changeOrigin: true, secure: env.API_INSECURE_TLS !== '1' } }
        : undefined,
    },
    preview: { port: 4173 },
    // The demo's dependencies are pre-bundled with its alias of `tldts`, a real API's without:
    // apart, `npm start` and `API_URL=… npm start` side by side do not re-bundle each other's
    // (which renames the files the other server's pages are loading). Builds and Vitest keep
    // the default.
    cacheDir: apiUrl ? 'node_modules/.vite-api' : undefined,
    // The demo API's worker imports the resource modules, whose pages load lazily: an ES
    // module worker keeps those as chunks (never loaded there) instead of inlining them. Those
    // chunks are built all the same, /dev's with its virtual module.
    worker: {
      format: 'es',
      plugins: () => [callUsageModule()],
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'demo-api', tags: ['$initial'] }] } },
      },
    },
    build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/freshAppModules.ts', 'tests/setup.ts'],
      // With the 15 s waits of tests/setup.ts: a whole-app test may wait several times.
      testTimeout: 150_000,
      // Both cores of a 2-core CI machine (Vitest's default leaves one idle): 10 → 6.5 min.
      maxWorkers: 2,
      // Worker threads start files faster than child processes: 517 → 480 s here.
      pool: 'threads',
      // Loaded by Vitest, not Node, so that each file's fresh modules have their own toasts.
      server: { deps: { inline: ['sonner'] } },
      projects: unitTestProjects(),
    },
  };
});

/**
 * Most unit test files share their worker's modules (imported once, not once per file);
 * those that mock a module or add to a registry get modules of their own.
 */
function unitTestProjects(): TestProjectInlineConfiguration[] {
  const ownModules = testFilesOwnModules(here);
  return [
    { extends: true, test: { name: 'own-modules', include: ownModules } },
    {
      extends: true,
      test: {
        name: 'shared-modules',
        isolate: false,
        include: ['tests/**/*.test.{ts,tsx}'],
        exclude: ['tests/browser/**', ...ownModules],
      },
    },
  ];
}
