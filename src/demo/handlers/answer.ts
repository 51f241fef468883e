import { allEndpointNames, endpointOf } from '../../api/endpointRegistry';
import { pathParams } from '../../api/endpoints';
import {
  errorBody,
  JSON_HEADERS,
  jsonAnswer,
  SERVER_ERROR,
  unknownCallAnswer,
  type Answer,
  type RequestParts,
} from '../answers';
import type { DemoLogin } from '../db';
import type { DemoRuntime } from '../runtime';
import type { DemoStore } from '../store';
import { readToken, type TokenClaims } from '../token';
import { checkAccess } from './accounts';
import { handlerOf } from './modules';
import type { DemoBackend } from './dispatch';
import { ApiError, Reply } from './types';

function toAnswer(result: unknown): Answer {
  if (!(result instanceof Reply)) return jsonAnswer({ status: 'ok', data: result ?? null });
  if (typeof result.body !== 'string') {
    return {
      ...jsonAnswer(result.body, result.status),
      headers: { ...JSON_HEADERS, ...result.headers },
    };
  }
  return {
    status: result.status,
    headers: { 'Content-Type': result.contentType, ...result.headers },
    body: result.body,
  };
}

function errorAnswer(error: unknown): Answer {
  if (error instanceof ApiError) {
    return jsonAnswer(errorBody(error.message, error.errors), error.status);
  }
  console.error('[demo API]', error);
  return jsonAnswer(errorBody(SERVER_ERROR), 500);
}

/**
 * The caller named by a valid Bearer token and its session, or nulls. A token made before
 * the account's last password change (an older epoch), or of a session ended by a logout,
 * is refused.
 */
function callerOf(
  store: DemoStore,
  authorization: string | null,
  now: number,
): { user: DemoLogin | null; session: TokenClaims | null } {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
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

function parseBody(text: string | undefined): unknown {
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Corps de requête illisible : du JSON est attendu.');
  }
}

/**
 * The one core of the demo API, with no worker, browser or Node server in it: a request's
 * parts in, its answer out (token and role checks, body, the endpoint's implementation).
 * Faults and latency are the caller's: they belong where the request is received.
 */
export async function answerRequest(runtime: DemoRuntime, request: RequestParts): Promise<Answer> {
  const handler = handlerOf(request.name);
  if (!handler || !runtime.serves(request.name)) {
    return unknownCallAnswer(request.method, request.url);
  }
  try {
    const store = await runtime.storeFor(request.name);
    const now = runtime.now();
    const { user, session } = callerOf(store, request.authorization, now);
    checkAccess(handler.access, user);
    const body = endpointOf(request.name).body ? parseBody(request.body) : undefined;
    const parts = {
      params: request.params,
      query: new URL(request.url).searchParams,
      body,
      user,
      session,
      client: request.client,
      deviceCookie: request.deviceCookie,
      now,
      startedAt: runtime.startedAt,
    };
    return toAnswer(await runtime.call(request.name, parts));
  } catch (error) {
    return errorAnswer(error);
  }
}

/**
 * The endpoints the demo API implements, those without placeholders first, so that
 * `/api/task/list` is not taken for `/api/task/{task_id}`.
 */
export const servedEndpointNames = (): string[] =>
  allEndpointNames()
    .filter((name) => handlerOf(name))
    .sort((a, b) => pathParams(endpointOf(a).path).length - pathParams(endpointOf(b).path).length);

/** The backend of a runtime in this thread (Node: tests, the HTTP server). */
export const runtimeBackend = (runtime: DemoRuntime): DemoBackend => ({
  latencyMs: runtime.latencyMs,
  endpointNames: servedEndpointNames(),
  answer: (request) => answerRequest(runtime, request),
});
