import type { Plugin, Rollup } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

type Chunk = Rollup.OutputChunk;

/** The app's chunk and those it imports, beyond what the entry imports: in load order. */
const appFiles = (bundle: Rollup.OutputBundle, isApp: (id: string) => boolean): string[] => {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const closure = (from: Chunk[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      (bundle[name] as Chunk | undefined)?.imports.forEach(visit);
    };
    from.forEach((chunk) => visit(chunk.fileName));
    return seen;
  };
  const app = chunks.filter((chunk) => chunk.moduleIds.some(isApp));
  if (app.length !== 1) throw new Error(`the app's chunk: ${app.length} found`);
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  return [...closure(app)].filter((name) => !entry.has(name)).reverse();
};

/**
 * The built index.html paints before any request of the app starts (Lighthouse counts what
 * starts before the first paint as delaying it): the entry's styles are inlined, and the
 * entry script and its preloads are named in `<meta name="app-entry">` instead of linked,
 * for public/boot.js to add them once the page has painted. Its `data-app` names the files of
 * the lazily loaded app (`isApp`: its module) and what they import beyond the entry's, for
 * src/appStages.ts to fetch them all at once. The dev server is left as is.
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
      const app = bundle ? appFiles(bundle, isApp).map((file) => `/${file}`) : [];
      const meta = `<meta name="app-entry" content="${entry}" data-preload="${preloads.join(' ')}" data-app="${app.join(' ')}">`;
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
