import { hash53 } from './text';

/**
 * Stateless demo tokens: base64url(JSON payload) + '.' + signature, where the signature is a
 * non-cryptographic hash (cyrb53) of the payload and a demo secret. Enough to detect tampering
 * and expiry in a demo; a real server must use a real signature (HMAC, JWT).
 *
 * A token names its session: `sid`, a random id given at login and kept by every refresh
 * (a logout ends it), `auth`, when the user logged in (a session lives at most
 * SESSION_MAX_AGE_MS, however often it is refreshed), and `epoch`, the account's token
 * generation, which a password change moves on so that every older token is refused.
 */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const DEMO_SECRET = 'carte-scolaire-demo/2026';

interface TokenPayload {
  login_id: number;
  exp: number;
  auth: number;
  epoch: number;
  sid: string;
}

/** What a valid token says of its session. */
export interface TokenClaims {
  loginId: number;
  /** Login time of the session, ms since epoch. */
  auth: number;
  /** The account's token generation when the token was made. */
  epoch: number;
  /** The session's own id, from its login on. */
  sessionId: string;
}

const toBase64Url = (text: string): string =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): string => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

const sign = (payload: string): string =>
  hash53(`${payload}.${DEMO_SECRET}`, 1).toString(36) +
  hash53(`${DEMO_SECRET}.${payload}`, 2).toString(36);

const newSessionId = (): string =>
  toBase64Url(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(12))));

/** A token for `loginId`; without `session`, a new session starting now. */
export const createToken = (
  loginId: number,
  now: number,
  session: { auth?: number; epoch?: number; sessionId?: string } = {},
): string => {
  const auth = session.auth ?? now;
  const exp = Math.min(now + TOKEN_LIFETIME_MS, auth + SESSION_MAX_AGE_MS);
  const payload = toBase64Url(
    JSON.stringify({
      login_id: loginId,
      exp,
      auth,
      epoch: session.epoch ?? 0,
      sid: session.sessionId ?? newSessionId(),
    } satisfies TokenPayload),
  );
  return `${payload}.${sign(payload)}`;
};

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The claims of a valid, unexpired token whose session is under 12 h old; null otherwise. */
export const readToken = (token: string, now: number): TokenClaims | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || rest.length || signature !== sign(payload)) return null;
  try {
    const { login_id, exp, auth, epoch, sid } = JSON.parse(
      fromBase64Url(payload),
    ) as Partial<TokenPayload>;
    if (!isNumber(login_id) || !isNumber(exp) || !isNumber(auth) || !isNumber(epoch)) return null;
    if (typeof sid !== 'string' || !sid) return null;
    if (exp <= now || now >= auth + SESSION_MAX_AGE_MS) return null;
    return { loginId: login_id, auth, epoch, sessionId: sid };
  } catch {
    return null;
  }
};
