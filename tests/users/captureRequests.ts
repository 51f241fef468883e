import type { DemoServer } from '../../src/demo/node';

export interface CapturedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * Records the requests the app sends to the demo API whose path starts with `prefix`
 * (their JSON body read from a clone), while the demo API still answers them.
 */
export const captureRequests = (server: DemoServer, prefix: string) => {
  const requests: CapturedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(prefix)) return;
    const entry: CapturedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: undefined,
    };
    requests.push(entry);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      pending.push(
        request
          .clone()
          .text()
          .then((text) => {
            entry.body = text ? JSON.parse(text) : undefined;
          }),
      );
    }
  };
  server.events.on('request:start', listener);
  return {
    requests,
    /** The bodies, once read, of the requests sent with `method` to `path`. */
    bodies: async (method: string, path: string) => {
      await Promise.all(pending);
      return requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
};
