import type { AuthCall } from './authCheck';
import { callEndpoint, type CallOptions } from './http';

/**
 * Makes one of the session's calls and checks its answer against its schema (only the login's
 * when its status is not ok: a refusal says so by its status). The schemas and their check
 * (zod) load beside the call: the login form's first load carries none (./authCheck.ts).
 */
export const callAuth = async (name: AuthCall, options?: CallOptions): Promise<unknown> => {
  const check = import('./authCheck');
  // Waited for below; a failed load is told there, not as an unhandled rejection.
  check.catch(() => undefined);
  const answer = await callEndpoint(name, options);
  const refused = (answer as { status?: unknown } | null)?.status !== 'ok';
  if (refused && name !== 'auth.login') return answer;
  return (await check).checkAuthAnswer(name, answer);
};
