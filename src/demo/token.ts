import { hash53 } from './text';

/**
 * Stateless demo tokens: base64url(JSON { login_id, exp }) + '.' + signature, where the
 * signature is a non-cryptographic hash (cyrb53) of the payload and a demo secret. Enough to
 * detect tampering and expiry in a demo; a real server must use a real signature (HMAC, JWT).
 */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;
const DEMO_SECRET = 'carte-scolaire-demo/2026';

interface TokenPayload {
  login_id: number;
  exp: number;
}

const toBase64Url = (text: string): string =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): string => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

const sign = (payload: string): string =>
  hash53(`${payload}.${DEMO_SECRET}`, 1).toString(36) +
  hash53(`${DEMO_SECRET}.${payload}`, 2).toString(36);

export const createToken = (loginId: number, now: number): string => {
  const payload = toBase64Url(
    JSON.stringify({ login_id: loginId, exp: now + TOKEN_LIFETIME_MS } satisfies TokenPayload),
  );
  return `${payload}.${sign(payload)}`;
};

/** The login id of a valid, unexpired token; null otherwise. */
export const readToken = (token: string, now: number): number | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || rest.length || signature !== sign(payload)) return null;
  try {
    const { login_id, exp } = JSON.parse(fromBase64Url(payload)) as Partial<TokenPayload>;
    return typeof login_id === 'number' && typeof exp === 'number' && exp > now ? login_id : null;
  } catch {
    return null;
  }
};
