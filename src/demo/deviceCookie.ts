/**
 * The device cookie of OWASP's guidance on lockout: set at a successful login, it lets the
 * login names that already got in from this browser in with their password while others'
 * wrong passwords hold back the address (docs/api.md, Sessions). Its value is a random device
 * id and, for each of the last names that logged in with it, the HMAC-SHA-256 of
 * `<id> <name>` under the server's secret: it names no one, and only the server can make one.
 * The same Set-Cookie serves both hosts: a browser keeps it over HTTP (`npm run demo:api`);
 * in the page, MSW keeps its mocked cookies in its own jar and sends them back to its handlers.
 */
import { loginNameKey } from '../users/credentialRules';
import { DEVICE_COOKIE } from './answers';

/** 180 days: a browser used at least twice a year stays known. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Names remembered per browser (a shared office computer): the oldest go first. */
export const DEVICE_NAMES = 5;

const ID = /^[A-Za-z0-9_-]{22}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The signing key, drawn when the demo API's code starts (its worker, its Node process),
 * before any login waits for it: a restart forgets the devices, as it forgets the counts.
 */
const deviceKey: Promise<CryptoKey> = crypto.subtle.generateKey(
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['sign'],
);

const macOf = async (key: CryptoKey, id: string, login: string): Promise<string> =>
  toBase64Url(
    new Uint8Array(
      await crypto.subtle.sign(
        'HMAC',
        key,
        new TextEncoder().encode(`${id} ${loginNameKey(login)}`),
      ),
    ),
  );

/** The id and signatures of a well-formed cookie value; null for anything else. */
const parse = (value: string | undefined): { id: string; macs: string[] } | null => {
  const [id, ...macs] = (value ?? '').split('.');
  return ID.test(id) && macs.length <= DEVICE_NAMES && macs.every((mac) => MAC.test(mac))
    ? { id, macs }
    : null;
};

/** Constant-time comparison of two signatures of the same length. */
const sameMac = (a: string, b: string): boolean => {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};

/** The device id when the cookie was signed for `login` by this server; otherwise undefined. */
export async function knownDevice(
  cookie: string | undefined,
  login: string,
): Promise<string | undefined> {
  const parsed = parse(cookie);
  if (!parsed) return undefined;
  const expected = await macOf(await deviceKey, parsed.id, login);
  return parsed.macs.some((mac) => sameMac(mac, expected)) ? parsed.id : undefined;
}

/** The Set-Cookie of a successful login of `login`: its id kept, the name signed last. */
export async function deviceCookieAfterLogin(
  cookie: string | undefined,
  login: string,
): Promise<string> {
  const parsed = parse(cookie);
  const id = parsed?.id ?? toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const mac = await macOf(await deviceKey, id, login);
  const macs = [...(parsed?.macs ?? []).filter((other) => other !== mac), mac].slice(-DEVICE_NAMES);
  return [
    `${DEVICE_COOKIE}=${[id, ...macs].join('.')}`,
    'Path=/api',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
  ].join('; ');
}
