import './pages';
import type { ResourceDeclaration } from './resource/declare';
import { registerResource } from './resource/register';

/**
 * Registers every page of the app: the table of `src/pages.ts`, and every resource module: each `src/<feature>/resource.ts` whose
 * default export is a declaration. Nothing central is edited to add one. Imported once by
 * the entry points (the app, the demo API) before anything reads the registry.
 */
const modules = import.meta.glob<{ default: ResourceDeclaration<object> }>('./*/resource.ts', {
  eager: true,
});

for (const module of Object.values(modules)) registerResource(module.default);
