// The app's own table of pages, read in Node: src/pages.ts and every resource module
// (src/<feature>/resource.ts), as the app registers them (src/collectPages.ts does the same
// with Vite's import.meta.glob). A page added to either is walked by the browser tests without
// editing them. TypeScript is loaded through tsx (a dev dependency), once.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const load = (file) => import(pathToFileURL(join(src, file)).href);

/**
 * Every page: `{ path, title, roles, views }`, where `roles` is empty for any logged-in user
 * and `views` lists the react-admin views of a resource page (`list`, `show`, `edit`, `create`).
 */
export const readAppPages = async () => {
  const unregister = register();
  try {
    const { allPages } = await load('resource/pageCatalog.ts');
    await load('pages.ts');
    const { registerResource } = await load('resource/register.tsx');
    for (const feature of readdirSync(src).sort()) {
      if (existsSync(join(src, feature, 'resource.ts'))) {
        registerResource((await load(`${feature}/resource.ts`)).default);
      }
    }
    return allPages().map(({ path, title, roles, views }) => ({
      path,
      title,
      roles: [...roles],
      views: ['list', 'show', 'edit', 'create'].filter((view) => views?.[view]),
    }));
  } finally {
    await unregister();
  }
};

/** A logged-in user holding `roles` may open a page needing `pageRoles` (src/auth/access.ts). */
export const mayOpen = (pageRoles, roles) =>
  pageRoles.length === 0 || pageRoles.some((role) => roles.includes(role));
