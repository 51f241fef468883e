import type { Role } from '../api/types';
import { allPages } from '../resource/pageCatalog';

/** A page of the app as tests see it: where it is, who may open it, which views it has. */
export interface PageDescription {
  path: string;
  title: string;
  roles: readonly Role[];
  /** The react-admin views of a resource page (`list`, `create`, `edit`, `show`); empty for a custom page. */
  views: string[];
}

const VIEWS = ['list', 'create', 'edit', 'show'] as const;

/**
 * Every page of the catalog (the table of src/pages.ts and the resource modules' pages),
 * so browser tests walk all of them, a new one included, without a list of their own.
 */
export const describePages = (): PageDescription[] =>
  allPages().map(({ path, title, roles, views }) => ({
    path,
    title,
    roles,
    views: VIEWS.filter((view) => views?.[view] !== undefined),
  }));
