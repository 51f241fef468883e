import type { ComponentType } from 'react';
import type { ResourceProps, SortPayload } from 'react-admin';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Role } from '../api/types';

/**
 * What features need to know about pages, without importing the table of pages (which
 * loads the features): so no feature closes an import circle through `src/pages.ts`.
 */
export type MenuGroup = 'main' | 'model' | 'admin';

export interface PageDefinition {
  path: string;
  title: string;
  description: string;
  icon: SvgIconComponent;
  /** Empty: any logged-in user; otherwise the user needs at least one of them. */
  roles: readonly Role[];
  group: MenuGroup;
  /** Reachable (palette, links) but not listed in the sidebar. */
  hiddenFromMenu?: boolean;
  /**
   * Open to more users than its content serves: the roles its calls need (the others see
   * only an explanation), so only they get it as a home shortcut. Default: `roles`.
   */
  contentRoles?: readonly Role[];
  /** A custom page: its component, in its own chunk. */
  load?: () => Promise<{ default: ComponentType }>;
  /** A react-admin resource page (named after the path): its lazily loaded views. */
  views?: ResourceViews;
  /** Roles of its creation and edition views, when they differ from the page's (a module's roles per action). */
  viewRoles?: { create?: readonly Role[]; edit?: readonly Role[] };
}

/** What a resource folder's index exports; each view is a lazy component (its own chunk). */
export interface ResourceViews {
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /**
   * How the list opens (its `sort` and `perPage`), when it says so: opened right after a
   * login, its first page is asked for as soon as the login succeeds (src/resource/firstData.ts).
   */
  opening?: { sort: SortPayload; perPage: number };
}

export const MENU_GROUPS: Record<MenuGroup, { label: string; roles: readonly Role[] }> = {
  main: { label: 'Navigation', roles: [] },
  model: { label: 'Modèle de données', roles: ['admin'] },
  admin: { label: 'Administration', roles: ['admin', 'dev_api_list'] },
};
