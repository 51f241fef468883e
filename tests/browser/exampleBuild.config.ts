import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import appConfig from '../../vite.config';

/**
 * The demo build with the walkthrough's example modules (tests/example/<name>/resource.ts)
 * registered beside the app's, as src/<feature>/resource.ts would be: a generated page
 * ('Années scolaires (exemple)') and a section of the school's page ('Classes (exemple)'). The
 * fault matrix and the axe walk try them (tests/browser/run.mjs builds it when a spec names
 * EXAMPLES_URL); the app's own builds never hold them.
 */
const exampleModules = (): Plugin => ({
  name: 'example-modules',
  // Before Vite expands import.meta.glob.
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/collectPages.ts')) return null;
    return `${code}
const examples = import.meta.glob('../tests/example/*/resource.ts', { eager: true });
for (const example of Object.values(examples)) registerResource(example.default);
`;
  },
});

export default (env: ConfigEnv): UserConfig => {
  const config = (appConfig as (env: ConfigEnv) => UserConfig)(env);
  const workerPlugins = config.worker?.plugins;
  return {
    ...config,
    plugins: [...(config.plugins ?? []), exampleModules()],
    worker: { ...config.worker, plugins: () => [...(workerPlugins?.() ?? []), exampleModules()] },
  };
};
