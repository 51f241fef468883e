import type { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '../api/dataProvider';
import { createQueryClient } from '../api/queryClient';
import { pageOf } from './pageCatalog';

/** How long what a login asked for ahead counts as fresh (react-query's staleTime). */
export const FIRST_DATA_FRESH_MS = 10_000;

let prepared: QueryClient | null = null;

/**
 * The query cache of the app about to be mounted after a login, or a new one: the app takes
 * it (src/App.tsx), so that what `prefetchFirstData` asked for is waiting in it. One per
 * login: nothing cached survives into another session's app.
 */
export const queryClientForApp = (): QueryClient => prepared ?? createQueryClient();

/** Mounted: the next login prepares a cache of its own. */
export const appTookQueryClient = (client: QueryClient): void => {
  if (prepared === client) prepared = null;
};

/**
 * Right after a login, before the app renders (a second and more on a slow CPU): the first
 * page of the list `location` opens on, when its resource says how it opens (`opening`) and
 * the location asks nothing else of it. Its request then travels while the app renders,
 * under the key react-admin's list asks with (ra-core's useGetList), which takes it over.
 */
export const prefetchFirstData = (location: string): void => {
  prepared = createQueryClient();
  const { pathname, search } = new URL(location, window.location.origin);
  const page = pageOf(pathname);
  const opening = page?.views?.opening;
  if (!page || !opening || pathname !== page.path || search) return;
  const resource = page.path.slice(1);
  const params = {
    pagination: { page: 1, perPage: opening.perPage },
    sort: opening.sort,
    filter: {},
  };
  const queryKey = [resource, 'getList', { ...params, meta: undefined }];
  // Fresh for the list's first render, which would otherwise ask for it again at once.
  prepared.setQueryDefaults(queryKey, { staleTime: FIRST_DATA_FRESH_MS });
  void prepared.prefetchQuery({
    queryKey,
    queryFn: () => dataProvider.getList(resource, params),
  });
};
