import { http } from 'msw';
import type { DemoServer } from '../../src/demo/node';

/**
 * Records the query string of every GET to `path` (e.g. '/api/school/get_schools'); the
 * request then goes on to the demo API. Call `server.resetHandlers()` after each test.
 */
export const captureQueries = (server: DemoServer, path: string): URLSearchParams[] => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
    }),
  );
  return queries;
};

/** The last recorded query as a plain object, for `toMatchObject`. */
export const lastQuery = (queries: URLSearchParams[]): Record<string, string> =>
  Object.fromEntries(queries.at(-1) ?? []);

/** `/student?filter=…` as react-admin reads it, decoded back to its filter. */
export const filterOf = (href: string | null): unknown =>
  JSON.parse(new URL(href ?? '', 'http://localhost').searchParams.get('filter') ?? 'null');
