import type { Plugin, Rollup } from 'vite';
import { importClosure } from './importClosure';
import { SHARED_VIEWS } from './routeChunks';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

type Chunk = Rollup.OutputChunk;

/**
 * The files of the chunk `wanted` picks (if any: a first pass of routeChunks.ts has no
 * `views`) and of those it imports, beyond what the entry and `loaded` bring: in load order.
 */
const filesOf = (
  bundle: Rollup.OutputBundle,
  wanted: (chunk: Chunk) => boolean,
  loaded: string[] = [],
): string[] => {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const closure = (from: Chunk[]) =>
    importClosure(
      bundle,
      from.map((chunk) => chunk.fileName),
    );
  const picked = chunks.filter(wanted);
  if (picked.length > 1) throw new Error(`index.html: ${picked.length} chunks found, not 1`);
  const before = new Set([...closure(chunks.filter((chunk) => chunk.isEntry)), ...loaded]);
  return [...closure(picked)].filter((name) => !before.has(name)).reverse();
};

/**
 * The built index.html paints before any request of the app starts (Lighthouse counts what
 * starts before the first paint as delaying it): the entry's styles are inlined, and the
 * entry script and its preloads are named in `<meta name="app-entry">` instead of linked,
 * for public/boot.js to add them once the page has painted. Its `data-app` names the files of
 * the lazily loaded app (`isApp`: its module) and what they import beyond the entry's, for
 * src/appStages.ts to fetch them all at once; `data-views`, the list and form machinery most
 * pages share (routeChunks.ts), which it prefetches too. The dev server is left as is.
 */
export const scriptsAfterFirstPaint = (isApp: (id: string) => boolean): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const entry = ENTRY.exec(html)?.[1];
      if (!entry) throw new Error('index.html: the entry script was not found');
      const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
      const app = bundle ? filesOf(bundle, (chunk) => chunk.moduleIds.some(isApp)) : [];
      if (bundle && app.length === 0) throw new Error("index.html: the app's chunk was not found");
      const views = bundle ? filesOf(bundle, (chunk) => chunk.name === SHARED_VIEWS, app) : [];
      const paths = (files: string[]) => files.map((file) => `/${file}`).join(' ');
      const meta = `<meta name="app-entry" content="${entry}" data-preload="${preloads.join(' ')}" data-app="${paths(app)}" data-views="${paths(views)}">`;
      return html
        .replace(ENTRY, '')
        .replace(PRELOAD, '')
        .replace(STYLESHEET, (_link, file: string) => {
          const asset = bundle?.[file] as Rollup.OutputAsset | undefined;
          if (!asset) throw new Error(`index.html: ${file} is not in the bundle`);
          return `<style>${String(asset.source)}</style>`;
        })
        .replace('</head>', `${meta}</head>`);
    },
  },
});
