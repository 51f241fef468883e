import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpointOf } from '../../api/endpointRegistry';
import { pathParams } from '../../api/endpoints';
import { takeFault, type FaultMode } from '../faults';
import { FORBIDDEN, UNAUTHORIZED } from './accounts';
import {
  errorBody,
  SERVER_ERROR,
  unknownCallAnswer,
  type Answer,
  type RequestParts,
} from '../answers';

export { SERVER_ERROR };
export const REFUSED = 'Demande refusée (démo).';

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

/** One request: faults and latency here, then the backend answers. */
async function handle(
  backend: DemoBackend,
  name: string,
  request: Request,
  params: Record<string, string>,
): Promise<Response> {
  const fault = takeFault(new URL(request.url).pathname);
  const wait = fault?.delayMs ?? backend.latencyMs;
  if (wait > 0) await delay(wait);
  if (fault?.fail) return faultResponse(fault.fail);
  const parts: RequestParts = {
    name,
    method: request.method,
    url: request.url,
    params,
    authorization: request.headers.get('authorization'),
    body: endpointOf(name).body ? await request.text() : undefined,
  };
  try {
    return toResponse(await backend.answer(parts));
  } catch (error) {
    console.error('[demo API]', error);
    return HttpResponse.json(errorBody(SERVER_ERROR), { status: 500 });
  }
}

/** The endpoint's placeholders as strings (a '*' origin adds a param '0': ignored). */
const placeholdersOf = (
  name: string,
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> =>
  Object.fromEntries(pathParams(endpointOf(name).path).map((key) => [key, String(params[key])]));

/** `/api/task/{task_id}` -> `/api/task/:task_id`. */
export const toMswPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The MSW handlers of every endpoint the backend implements, built from the endpoint
 * table; any other `/api/...` request gets a 404.
 */
export function createHandlers(backend: DemoBackend, baseUrl = ''): HttpHandler[] {
  const verbs = { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete };
  return [
    ...backend.endpointNames.map((name) => {
      const { method, path } = endpointOf(name);
      return verbs[method](baseUrl + toMswPath(path), ({ request, params }) =>
        handle(backend, name, request, placeholdersOf(name, params)),
      );
    }),
    http.all(`${baseUrl}/api/*`, ({ request }) =>
      toResponse(unknownCallAnswer(request.method, request.url)),
    ),
  ];
}
