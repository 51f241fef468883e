/**
 * Passwords in the demo API are kept as salted PBKDF2-SHA-256 hashes made with Web Crypto
 * (crypto.subtle): in the accounts and in the journal of writes kept in localStorage, never
 * in clear. Generated accounts keep their generated password (the login name) until it is
 * changed: generated data, like the rest, never stored.
 */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** 16 random bytes, base64. */
  salt: string;
  /** 32 bytes, base64. */
  hash: string;
}

/** What checks an account's password, kept with it inside the demo API only. */
export interface Credentials {
  /** The password's salted hash, once set through the API. */
  passwordHash?: PasswordHash;
  /** A generated account's password (its login name) until changed: generated, never stored. */
  seedPassword?: string;
  /** Token generation: a password change moves it on, refusing every older token. */
  tokenEpoch?: number;
}

/** OWASP's floor for PBKDF2-SHA-256 is far higher on a server; the demo runs in the page. */
export const PBKDF2_ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** A new salted hash of `password` (a fresh random salt each time). */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations: PBKDF2_ITERATIONS,
    salt: toBase64(salt),
    hash: toBase64(hash),
  };
}

/** Whether `password` gives `stored` (compared in constant time). */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) difference |= expected[i] ^ (actual[i] ?? 0);
  return difference === 0;
}

/** A hash as recorded in the journal, or undefined when `value` is not one. */
export const asPasswordHash = (value: unknown): PasswordHash | undefined => {
  const hash = value as Partial<PasswordHash> | null | undefined;
  return hash?.algorithm === 'PBKDF2-SHA-256' &&
    Number.isInteger(hash.iterations) &&
    typeof hash.salt === 'string' &&
    typeof hash.hash === 'string'
    ? (hash as PasswordHash)
    : undefined;
};

/** Whether `password` is the account's: its hash, or the generated password never changed. */
export const passwordMatches = (account: Credentials, password: string): Promise<boolean> =>
  account.passwordHash
    ? verifyPassword(password, account.passwordHash)
    : Promise.resolve(account.seedPassword !== undefined && password === account.seedPassword);

/** The fields of an account whose password becomes `hash`: every earlier token is refused. */
export const withNewPassword = (
  account: Credentials | undefined,
  hash: PasswordHash,
): Credentials => ({
  passwordHash: hash,
  seedPassword: undefined,
  tokenEpoch: (account?.tokenEpoch ?? 0) + 1,
});
