import { callEndpoint } from '../api/http';

/** How long a logout waits for the server's answer before letting the call go. */
export const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Asks the server to end the session of `token` (POST /api/auth/logout), so that a copy of
 * it is refused from then on. Best-effort: the call is optional on the server (docs/api.md)
 * and the session is already over in this browser, so a refusal, a 404, a network loss or no
 * answer within 3 s is let go. Resolves once the call is settled or given up; never rejects.
 */
export const endServerSession = async (token: string): Promise<void> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await callEndpoint('auth.logout', { token, signal: controller.signal });
  } catch {
    // Nothing more to do: this browser has forgotten the token already.
  } finally {
    clearTimeout(timer);
  }
};
