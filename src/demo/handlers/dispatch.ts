import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpointOf } from '../../api/endpointRegistry';
import { takeFault, type FaultMode } from '../faults';
import { FORBIDDEN, UNAUTHORIZED } from './accounts';
import {
  DEVICE_COOKIE,
  errorBody,
  SERVER_ERROR,
  unknownCallAnswer,
  type Answer,
  type RequestParts,
} from '../answers';

export { SERVER_ERROR };
export const REFUSED = 'Demande refusée (démo).';

/**
 * The caller's address, as the demo HTTP server sets it from the connection (any such header
 * a client sent is replaced there). Read by the login throttle only.
 */
export const CLIENT_ADDRESS_HEADER = 'x-demo-client-address';

/**
 * Where the MSW handlers send a request once faults and latency are applied: the runtime
 * itself (Node), or a worker that owns it (browser).
 */
export interface DemoBackend {
  latencyMs: number;
  /** The endpoints it implements, in the order routes are tried. */
  endpointNames: readonly string[];
  answer(request: RequestParts): Promise<Answer>;
}

function faultResponse(mode: FaultMode): Response {
  if (mode === 'network') return HttpResponse.error();
  if (mode === 'server') return HttpResponse.json(errorBody(SERVER_ERROR), { status: 500 });
  if (mode === 'refused') return HttpResponse.json(errorBody(REFUSED));
  if (mode === 'unauthorized') return HttpResponse.json(errorBody(UNAUTHORIZED), { status: 401 });
  if (mode === 'forbidden') return HttpResponse.json(errorBody(FORBIDDEN), { status: 403 });
  return new HttpResponse('{"status":"ok","data":[{"broken', {
    headers: { 'Content-Type': 'application/json' },
  });
}

const toResponse = ({ status, headers, body }: Answer): Response =>
  new HttpResponse(body, { status, headers });

/**
 * Every answer of the API holds personal data or a token (docs/api.md): no browser keeps it
 * on disk, unless the endpoint set its own rule (photos: `private, no-store`).
 */
const notStored = (response: Response): Response => {
  if (response.type !== 'error' && !response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'no-store');
  return response;
};

export interface RoutedCall {
  name: string;
  params: Record<string, string>;
}

/** One request: faults and latency here, then the backend answers. */
async function handle(
  backend: DemoBackend,
  request: Request,
  cookies: Record<string, string>,
  pathname: string,
  { name, params }: RoutedCall,
): Promise<Response> {
  const fault = takeFault(pathname);
  const wait = fault?.delayMs ?? backend.latencyMs;
  if (wait > 0) await delay(wait);
  if (fault?.fail) return faultResponse(fault.fail);
  const parts: RequestParts = {
    name,
    method: request.method,
    url: request.url,
    params,
    authorization: request.headers.get('authorization'),
    client: request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
    deviceCookie: cookies[DEVICE_COOKIE],
    body: endpointOf(name).body ? await request.text() : undefined,
  };
  try {
    return toResponse(await backend.answer(parts));
  } catch (error) {
    console.error('[demo API]', error);
    return HttpResponse.json(errorBody(SERVER_ERROR), { status: 500 });
  }
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Finds which endpoint a method and path call, trying them in the given order, with the
 * values of the path's placeholders (`/api/task/{task_id}`: `task_id`), decoded; a trailing
 * slash is allowed, as MSW allows it.
 */
export function routeTable(names: readonly string[]) {
  const routes = names.map((name) => {
    const { method, path } = endpointOf(name);
    const keys: string[] = [];
    const source = path
      .split(/(\{\w+\})/)
      .map((part) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!key) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(key);
        return '([^/]+)';
      })
      .join('');
    return { name, method, keys, pattern: new RegExp(`^${source}/?$`) };
  });
  return (method: string, pathname: string): RoutedCall | null => {
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(pathname) : null;
      if (match) {
        const params = route.keys.map((key, index) => [key, decode(match[index + 1])]);
        return { name: route.name, params: Object.fromEntries(params) };
      }
    }
    return null;
  };
}

/**
 * One MSW handler for every `/api/...` request, routed here by the endpoint table to the
 * endpoint the backend implements; any other gets a 404. One handler, not one per endpoint:
 * MSW reads `document.cookie` and parses the URL for each handler it tries, on the page's
 * thread in the browser, and the last of 90 endpoints paid that 90 times.
 */
export function createHandlers(backend: DemoBackend, baseUrl = ''): HttpHandler[] {
  const route = routeTable(backend.endpointNames);
  return [
    // `cookies`: the request's Cookie header over HTTP; in the page, MSW's own jar of the
    // cookies its answers set (a page's requests carry no Cookie header MSW could read).
    http.all(`${baseUrl}/api/*`, ({ request, cookies }) => {
      const { pathname } = new URL(request.url);
      const call = route(request.method, pathname);
      return call
        ? handle(backend, request, cookies, pathname, call).then(notStored)
        : notStored(toResponse(unknownCallAnswer(request.method, request.url)));
    }),
  ];
}
