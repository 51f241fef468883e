import type { ComponentType, ReactElement } from 'react';
import { resourceNames } from '../api/resources';
import '../pages';
import { lazyViewOf } from '../resource/lazyView';
import { allPages } from '../resource/pageCatalog';
import { recordRepresentationOf } from '../resource/register';
import type { PageDefinition, ResourceViews } from '../resource/types';
import PageGuard from './PageGuard';

const guard = (page: PageDefinition, View: ComponentType): (() => ReactElement) => {
  const Guarded = () => (
    <PageGuard page={page}>
      <View />
    </PageGuard>
  );
  Guarded.displayName = `Guarded(${page.path})`;
  return Guarded;
};

const guardViews = (page: PageDefinition, views: ResourceViews): ResourceViews => ({
  ...views,
  list: views.list && guard(page, views.list),
  show: views.show && guard(page, views.show),
  edit: views.edit && guard({ ...page, roles: page.viewRoles?.edit ?? page.roles }, views.edit),
  create:
    views.create && guard({ ...page, roles: page.viewRoles?.create ?? page.roles }, views.create),
});

/**
 * The routes of every registered page (the table of pages and the resource modules):
 * resource pages with their guarded views, the API-only resources (a module without a page
 * with its recordRepresentation), and the custom pages
 * (home included), guarded and lazily loaded. Built when the app mounts, after the modules
 * registered themselves.
 */
export const buildRoutes = () => {
  const pages = allPages();
  const resourcePages = pages
    .filter((page) => page.views)
    .map((page) => ({ name: page.path.slice(1), views: guardViews(page, page.views!) }));
  const auxiliaryResources = resourceNames()
    .filter((name) => !resourcePages.some((page) => page.name === name))
    .map((name) => ({ name, recordRepresentation: recordRepresentationOf(name) }));
  const customPages = pages
    .filter((page) => page.load)
    .map((page) => ({ path: page.path, Component: guard(page, lazyViewOf(page.load!)) }));
  return { resourcePages, auxiliaryResources, customPages };
};
