import type { Role } from '../api/types';
import { mayUse } from '../auth/access';
import { allPages } from '../resource/pageCatalog';
import type { PageDefinition } from '../resource/types';
import type { PageVisits } from './pageVisits';

export const SHORTCUT_COUNT = 6;

/**
 * The home page's shortcuts: the pages the user visits most and may still open, most
 * visited first (ties in menu order), completed with the first menu pages they may see
 * (and the role-reserved pages hidden from the menu, such as /dev).
 */
export const topShortcuts = (
  visits: PageVisits,
  roles: readonly Role[],
  count = SHORTCUT_COUNT,
): PageDefinition[] => {
  // A page that would only explain that its content is not for this user is no shortcut.
  const allowed = allPages().filter((page) => page.path !== '/' && mayUse(page, roles));
  const visited = allowed
    .filter(({ path }) => (visits[path] ?? 0) > 0)
    .sort((a, b) => visits[b.path] - visits[a.path]);
  // A page hidden from the menu but reserved to a role (/dev) is a shortcut its holders need.
  const menu = allowed.filter(
    (page) => (!page.hiddenFromMenu || page.roles.length > 0) && !visited.includes(page),
  );
  return [...visited, ...menu].slice(0, count);
};
