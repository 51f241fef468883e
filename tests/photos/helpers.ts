import { dataProvider } from '../../src/api/dataProvider';
import type { DemoServer } from '../../src/demo/node';
import type { PhotoRecord } from '../../src/photos/types';

export const PHOTO_LIST = '/api/photo/list';

/** Integration tests on a machine shared with other jobs: generous waits. */
export const SLOW = { timeout: 15_000 };
/** The first render of a test file also loads the page's lazy chunks. */
export const FIRST_LOAD = { timeout: 30_000 };
/** Query strings the app sends to `path` of the demo API during the current test. */
export const captureRequests = (server: DemoServer, path: string) => {
  const seen: Record<string, string>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(Object.fromEntries(url.searchParams));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return { all: () => seen, last: () => seen.at(-1) ?? {} };
};

/** /photos with react-admin's list parameters in the URL (filters as JSON). */
export const photosUrl = (params: {
  filter?: Record<string, unknown>;
  page?: number;
  perPage?: number;
  photo?: number | string;
}) => {
  const search = new URLSearchParams();
  if (params.filter) search.set('filter', JSON.stringify(params.filter));
  if (params.page) search.set('page', String(params.page));
  if (params.perPage) search.set('perPage', String(params.perPage));
  const hash = params.photo === undefined ? '' : `#photo=${params.photo}`;
  return `/photos?${search}${hash}`;
};

/** What the demo API holds for a page, read the way the grid reads it (newest first). */
export const photosOnPage = async (page: number, perPage: number, filter = {}) => {
  const { data } = await dataProvider.getList<PhotoRecord>('photos', {
    pagination: { page, perPage },
    sort: { field: 'photo_takenAt', order: 'DESC' },
    filter,
  });
  return data;
};
