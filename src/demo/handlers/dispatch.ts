import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { allEndpointNames, endpointOf } from '../../api/endpointRegistry';
import { pathParams } from '../../api/endpoints';
import type { DemoLogin } from '../db';
import { takeFault, type FaultMode } from '../faults';
import type { DemoRuntime } from '../runtime';
import type { DemoStore } from '../store';
import { readToken, type TokenClaims } from '../token';
import { checkAccess, FORBIDDEN, UNAUTHORIZED } from './accounts';
import { handlerOf } from './modules';
import { ApiError, Reply } from './types';

export const SERVER_ERROR = 'Erreur interne du serveur (démo).';
export const REFUSED = 'Demande refusée (démo).';

const errorBody = (message: string, errors?: Record<string, string>) => ({
  status: 'error',
  message,
  ...(errors && { errors }),
});

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

function toResponse(result: unknown): Response {
  if (!(result instanceof Reply)) return HttpResponse.json({ status: 'ok', data: result ?? null });
  const init = { status: result.status, headers: result.headers };
  if (typeof result.body !== 'string') return HttpResponse.json(result.body, init);
  return new HttpResponse(result.body, {
    ...init,
    headers: { 'Content-Type': result.contentType, ...result.headers },
  });
}

function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return HttpResponse.json(errorBody(error.message, error.errors), { status: error.status });
  }
  console.error('[demo API]', error);
  return HttpResponse.json(errorBody(SERVER_ERROR), { status: 500 });
}

/**
 * The caller named by a valid Bearer token and its session, or nulls. A token made before
 * the account's last password change (an older epoch), or of a session ended by a logout,
 * is refused.
 */
function callerOf(
  store: DemoStore,
  request: Request,
  now: number,
): { user: DemoLogin | null; session: TokenClaims | null } {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const session = token ? readToken(token, now) : null;
  const user = session ? store.tables.logins.find(session.loginId) : undefined;
  if (
    !session ||
    !user ||
    (user.tokenEpoch ?? 0) !== session.epoch ||
    user.endedSessions?.some(({ sessionId }) => sessionId === session.sessionId)
  ) {
    return { user: null, session: null };
  }
  return { user, session };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Corps de requête illisible : du JSON est attendu.');
  }
}

/** One request: faults and latency, then token and role checks, then the implementation. */
async function handle(
  runtime: DemoRuntime,
  name: string,
  request: Request,
  params: Record<string, string>,
): Promise<Response> {
  const url = new URL(request.url);
  const fault = takeFault(url.pathname);
  const wait = fault?.delayMs ?? runtime.latencyMs;
  if (wait > 0) await delay(wait);
  if (fault?.fail) return faultResponse(fault.fail);
  try {
    const store = await runtime.store();
    const now = runtime.now();
    const { user, session } = callerOf(store, request, now);
    checkAccess(handlerOf(name)!.access, user);
    const body = endpointOf(name).body ? await readBody(request) : undefined;
    const parts = {
      params,
      query: url.searchParams,
      body,
      user,
      session,
      now,
      startedAt: runtime.startedAt,
    };
    return toResponse(await runtime.call(name, parts));
  } catch (error) {
    return errorResponse(error);
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
 * The MSW handlers of every endpoint, built from the endpoint table. Paths without
 * placeholders come first, so `/api/task/list` is not taken for `/api/task/{task_id}`;
 * any other `/api/...` request gets a 404.
 */
export function createHandlers(runtime: DemoRuntime, baseUrl = ''): HttpHandler[] {
  const ordered = allEndpointNames()
    .filter((name) => handlerOf(name))
    .sort((a, b) => pathParams(endpointOf(a).path).length - pathParams(endpointOf(b).path).length);
  const verbs = { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete };
  return [
    ...ordered.map((name) => {
      const { method, path } = endpointOf(name);
      return verbs[method](baseUrl + toMswPath(path), ({ request, params }) =>
        handle(runtime, name, request, placeholdersOf(name, params)),
      );
    }),
    http.all(`${baseUrl}/api/*`, ({ request }) =>
      HttpResponse.json(
        errorBody(`Appel inconnu : ${request.method} ${new URL(request.url).pathname}.`),
        { status: 404 },
      ),
    ),
  ];
}
