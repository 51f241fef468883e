import type { PageDefinition } from './types';

/**
 * Every page of the app: the table of `src/pages.ts` (spec section 2), and the pages that
 * resource modules declare, each placed before the page it names (or at the end). Menu,
 * palette, routes, guard and home read it here.
 */
let tablePages: readonly PageDefinition[] = [];
const modulePages: { page: PageDefinition; before?: string }[] = [];
let cache: PageDefinition[] | null = null;

export const registerPageTable = (pages: readonly PageDefinition[]): void => {
  tablePages = pages;
  cache = null;
};

export const registerModulePage = (page: PageDefinition, before?: string): void => {
  const index = modulePages.findIndex((entry) => entry.page.path === page.path);
  if (index >= 0) modulePages.splice(index, 1);
  modulePages.push({ page, before });
  cache = null;
};

const build = (): PageDefinition[] => {
  const all = tablePages.filter((page) => !modulePages.some((m) => m.page.path === page.path));
  for (const { page, before } of modulePages) {
    const at = before ? all.findIndex(({ path }) => path === before) : -1;
    if (at >= 0) all.splice(at, 0, page);
    else all.push(page);
  }
  return all;
};

export const allPages = (): readonly PageDefinition[] => (cache ??= build());

/** The page a location belongs to: the longest page path that prefixes it. */
export const pageOf = (pathname: string): PageDefinition | undefined =>
  allPages()
    .filter(({ path }) =>
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
