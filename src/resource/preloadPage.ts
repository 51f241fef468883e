import { lazyViewOf, type PreloadableView } from './lazyView';
import { allPages, pageOf } from './pageCatalog';

const started = new Set<string>();

/**
 * Starts downloading the chunk of the page at `path` (a custom page's `load`, a resource
 * page's list view), once: the menu calls it when an entry is pointed at, focused or pressed,
 * so the page's code is on its way before the navigation needs it.
 */
export const preloadPage = (path: string): void => {
  if (started.has(path)) return;
  const page = allPages().find((candidate) => candidate.path === path);
  const load = page?.load
    ? lazyViewOf(page.load).preload
    : (page?.views?.list as PreloadableView | undefined)?.preload;
  if (!load) return;
  started.add(path);
  // A failed download is tried again by the route itself, which shows its error.
  load().catch(() => started.delete(path));
};

/** Starts downloading the chunk of the page `location` (a path, maybe with a query) opens. */
export const preloadPageAt = (location: string): void => {
  const page = pageOf(new URL(location, window.location.origin).pathname);
  if (page) preloadPage(page.path);
};
