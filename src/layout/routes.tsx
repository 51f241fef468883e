import { lazy, type ComponentType, type ReactElement } from 'react';
import { resources } from '../api/resources';
import { pages, type PageDefinition, type ResourceViews } from '../pages';
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
  edit: views.edit && guard(page, views.edit),
  create: views.create && guard(page, views.create),
});

/** Built once: the resource pages with their guarded views, keyed by resource name. */
export const resourcePages = pages
  .filter((page) => page.views)
  .map((page) => ({ name: page.path.slice(1), views: guardViews(page, page.views!) }));

/** Resources of the API table without a page of their own (references, sub-lists). */
export const auxiliaryResources = Object.keys(resources).filter(
  (name) => !resourcePages.some((page) => page.name === name),
);

/** Built once: the custom pages (home included), guarded and lazily loaded. */
export const customPages = pages
  .filter((page) => page.load)
  .map((page) => ({ path: page.path, Component: guard(page, lazy(page.load!)) }));
