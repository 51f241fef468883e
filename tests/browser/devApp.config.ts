import type { ConfigEnv, UserConfig } from 'vite';
import appConfig from '../../vite.config';

/**
 * `npm start`'s config with its pre-bundled dependencies in a folder of this server's own
 * (DEV_APP_CACHE_DIR, given by devApp.mjs). Vite keeps them in node_modules/.vite, one set
 * per config: the runner's dev server (demo API) and a spec's (API_URL, so no demo alias)
 * differ, and a server starting re-made the folder under the other one, whose next pages
 * then failed to load their dependencies (the « npm start » scenarios' logins timed out).
 */
export default (env: ConfigEnv): UserConfig => ({
  ...(appConfig as (env: ConfigEnv) => UserConfig)(env),
  cacheDir: process.env.DEV_APP_CACHE_DIR,
});
