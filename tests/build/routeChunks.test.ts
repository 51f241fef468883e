// @vitest-environment node
import { routeChunkGroups, type ModuleGraph } from '../../scripts/vite/routeChunks';

/** A first pass's chunks: what each imports statically and lazily. */
const graphOf = (chunks: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph => ({
  entries: ['main.js'],
  imports: (id) => chunks[id]?.imports ?? [],
  dynamicImports: (id) => chunks[id]?.lazy ?? [],
});

const APP = graphOf({
  'main.js': {
    imports: ['react.js'],
    lazy: ['src/appFirstStage.ts', 'src/App.tsx', 'src/demo/browser.ts'],
  },
  'src/appFirstStage.ts': { imports: ['styling.js', 'icons.js', 'react.js'] },
  'styling.js': { imports: ['react.js'] },
  'src/demo/browser.ts': { imports: ['collect.js'], lazy: ['src/demo/serviceWorker.ts'] },
  'src/demo/serviceWorker.ts': { imports: ['icons.js'] },
  'src/App.tsx': {
    imports: ['collect.js', 'layout.js', 'styling.js', 'react.js'],
    lazy: ['src/home/Home.tsx'],
  },
  'collect.js': { lazy: ['src/a/index.tsx', 'src/b/index.tsx', 'src/c/List.tsx'] },
  'layout.js': { imports: ['react.js'] },
  'src/home/Home.tsx': { imports: ['card.js'] },
  'src/a/index.tsx': { imports: ['listKit.js', 'aOnly.js'], lazy: ['src/a/Edit.tsx'] },
  'src/b/index.tsx': { imports: ['listKit.js', 'chartKit.js'] },
  'src/c/List.tsx': { imports: ['listKit.js', 'chartKit.js'] },
  'src/a/Edit.tsx': { imports: ['aOnly.js', 'form.js'] },
  'listKit.js': { imports: ['react.js'] },
});

const groups = () =>
  Object.fromEntries(
    routeChunkGroups(APP, {
      isApp: (id) => id === 'src/App.tsx',
      isFirstStage: (id) => id === 'src/appFirstStage.ts',
      opensWith: (id) => id === 'src/home/Home.tsx',
      nameOf: (id) => id.replace(/^src\//, '').replace(/\/.*/, ''),
      widely: 3,
    }),
  );

test('the login’s chunks and the demo API’s stay as the bundler made them', () => {
  const grouped = groups();
  for (const chunk of ['main.js', 'react.js', 'src/demo/browser.ts', 'collect.js']) {
    expect(grouped[chunk]).toBeUndefined();
  }
  expect(grouped['src/demo/serviceWorker.ts']).toBeUndefined();
});

test('the app and the page it opens on come as one chunk', () => {
  const grouped = groups();
  for (const chunk of ['src/App.tsx', 'layout.js', 'src/home/Home.tsx', 'card.js']) {
    expect(grouped[chunk]).toBe('App');
  }
});

test('each lazy page gets what only it needs; what many share is one chunk', () => {
  expect(groups()).toMatchObject({
    'src/a/index.tsx': 'a',
    'src/b/index.tsx': 'b',
    'src/c/List.tsx': 'c',
    'src/a/Edit.tsx': 'a2',
    'form.js': 'a2',
    // Three lazy pages use it: the shared chunk.
    'listKit.js': 'views',
  });
});

test('what two pages alone share, or a page and its own lazy view, stays apart', () => {
  const grouped = groups();
  expect(grouped['chartKit.js']).toBeUndefined();
  expect(grouped['aOnly.js']).toBeUndefined();
});

test('what the app’s first stage needs is one chunk, apart from the app', () => {
  const grouped = groups();
  expect(grouped['src/appFirstStage.ts']).toBe('AppFirst');
  // The app uses it too: it stays in the first stage, loaded before.
  expect(grouped['styling.js']).toBe('AppFirst');
  expect(grouped['react.js']).toBeUndefined();
  // The demo API loads it beside the login: not in the first stage, which it would bring along.
  expect(grouped['icons.js']).toBeUndefined();
});
