import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { loadThroughVite } from './loadThroughVite';

const MODULE = '/src/login/prerender.tsx';
const PLACEHOLDER = '<!--login-screen-->';

type Prerender = { renderLoginScreen: () => string };

/**
 * index.html carries the login form itself, rendered by React at build time (and by the dev
 * server on each load): it paints with the page, before any script, and src/main.tsx
 * hydrates it. React's hoisted `<link rel="preload">` (the logo) goes to <head>.
 */
export const prerenderLogin = (version: string, demo: boolean): Plugin => {
  let config: ResolvedConfig;
  const render = async (server: ViteDevServer | undefined) => {
    const module = server
      ? ((await server.ssrLoadModule(MODULE)) as Prerender)
      : await loadThroughVite<Prerender>(MODULE, version, config.root, demo);
    const markup = module.renderLoginScreen();
    const links = markup.match(/^(<link [^>]*\/>)*/)![0];
    return { links, body: markup.slice(links.length) };
  };
  return {
    name: 'prerender-login',
    configResolved(resolved) {
      config = resolved;
    },
    async transformIndexHtml(html, context) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      const { links, body } = await render(context.server);
      return html.replace(PLACEHOLDER, body).replace('</head>', `${links}</head>`);
    },
  };
};
