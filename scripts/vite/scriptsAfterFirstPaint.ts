import type { Plugin, Rollup } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The built index.html paints before any request of the app starts (Lighthouse counts what
 * starts before the first paint as delaying it): the entry's styles are inlined, and the
 * entry script and its preloads are named in `<meta name="app-entry">` instead of linked,
 * for public/boot.js to add them once the page has painted. The dev server is left as is.
 */
export const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const entry = ENTRY.exec(html)?.[1];
      if (!entry) throw new Error('index.html: the entry script was not found');
      const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
      const meta = `<meta name="app-entry" content="${entry}" data-preload="${preloads.join(' ')}">`;
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
