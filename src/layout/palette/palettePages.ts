import type { Role } from '../../api/types';
import { mayUse } from '../../auth/access';
import { allPages } from '../../resource/pageCatalog';
import type { PageDefinition } from '../../resource/types';
import { matchPage } from './matchPage';

/**
 * The pages the palette offers: every page of use to the user (they may open it and read its
 * content), those hidden from the menu included (/dev, /account), never the login screen.
 */
export const palettePages = (roles: readonly Role[]): PageDefinition[] =>
  allPages().filter((page) => page.path !== '/login' && mayUse(page, roles));

/** The palette's results for a query, in the table's order. */
export const searchPages = (roles: readonly Role[], query: string): PageDefinition[] =>
  palettePages(roles).filter((page) => matchPage(page, query));
