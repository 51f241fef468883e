import { indexedDbKeyStore, memoryKeyStore, type KeyStore, type SessionKey } from './keyStore';

export type { SessionKey } from './keyStore';

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023). */
export const PBKDF2_ITERATIONS = 600_000;

let store: KeyStore = typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore();
let current: { userId: number; key: Promise<SessionKey | null> } | null = null;
/** Bumped when a session ends: a derivation still under way then is not kept. */
let generation = 0;

const canSeal = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

const derive = async (userId: number, password: string, salt: Uint8Array<ArrayBuffer>) => {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { userId, sessionId: crypto.randomUUID(), key };
};

/**
 * At login, with the password typed: derives the session's key (PBKDF2 from the password and
 * the user's salt → AES-GCM, non-extractable) and keeps it in IndexedDB for the session's
 * life. Not waited for by the login: the outbox and the drafts wait for it when they need it.
 * Null when this browser cannot (no WebCrypto: a page over plain HTTP, or IndexedDB failing
 * twice), or the session ended meanwhile.
 */
export const deriveSessionKey = (userId: number, password: string): Promise<SessionKey | null> => {
  const mine = ++generation;
  const keep = async () => {
    if (!canSeal()) return null;
    const salt = await store.saltOf(userId);
    const sessionKey = await derive(userId, password, salt);
    if (generation !== mine) return null;
    await store.writeSession(sessionKey);
    return sessionKey;
  };
  // Once more after a failure (IndexedDB refusing an opening, say): without a key, nothing the
  // session decides or types can be kept for it.
  const key = keep()
    .catch(() => keep())
    .catch((error: unknown) => {
      console.error('La clé de session n’a pas pu être calculée ni gardée', error);
      return null;
    });
  current = { userId, key };
  return key;
};

/**
 * The open session's key for this user: the one derived at login, or after F5 the one kept in
 * IndexedDB. Null when the session has none (opened without a password in this browser).
 */
export const sessionKeyOf = (userId: number): Promise<SessionKey | null> => {
  if (current?.userId === userId) return current.key;
  const mine = generation;
  const key = store.readSession().then(
    (kept) => (kept?.userId === userId && generation === mine ? kept : null),
    () => null,
  );
  // Asked for another user (a form or a decision of a session that just ended): a derivation
  // under way for the user now logged in stays the one their outbox and drafts wait for.
  if (!current) current = { userId, key };
  return key;
};

/**
 * The session ended: its key is forgotten here and removed from IndexedDB (`userId`: only if
 * it is that user's, when another user's session goes on in another tab). What it sealed stays
 * sealed until that user's next login with their password.
 */
export const forgetSessionKey = (userId: number | null = null): Promise<void> => {
  generation++;
  current = null;
  return store.deleteSession(userId).catch(() => undefined);
};

/** Tests: another IndexedDB (a fresh browser, or the same one after a reload). */
export const setKeyStoreForTests = (next: KeyStore): void => {
  store = next;
  current = null;
};
