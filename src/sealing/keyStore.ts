import { lazyDatabase } from '../common/idbDatabase';
import { done } from '../common/idbRequest';

/**
 * Where the sealing key of the open session is kept, so that F5 finds it (a CryptoKey made
 * non-extractable stays so in IndexedDB: a script can use it while it is there, never read
 * it), beside each user's salt (not secret: without the password it derives nothing).
 */
export const KEYS_DB_NAME = 'carte-scolaire-keys';
const SALTS = 'salts';
const SESSION = 'session';
const CURRENT = 'current';

/** The open session's key: whose, which session (a new one at each login), the key. */
export interface SessionKey {
  userId: number;
  sessionId: string;
  key: CryptoKey;
}

export interface KeyStore {
  /** This user's salt, made at their first login in this browser. */
  saltOf(userId: number): Promise<Uint8Array<ArrayBuffer>>;
  readSession(): Promise<SessionKey | undefined>;
  writeSession(sessionKey: SessionKey): Promise<void>;
  /** Removes the session's key: any (null), or only when it is this user's. */
  deleteSession(userId: number | null): Promise<void>;
}

export const indexedDbKeyStore = (factory: IDBFactory = indexedDB): KeyStore => {
  const db = lazyDatabase(factory, KEYS_DB_NAME, {
    [SALTS]: (created) => created.createObjectStore(SALTS),
    [SESSION]: (created) => created.createObjectStore(SESSION),
  });
  const store = async (name: string, mode: IDBTransactionMode) =>
    (await db()).transaction(name, mode).objectStore(name);
  return {
    saltOf: async (userId) => {
      // One transaction: two tabs logging in at once agree on one salt.
      const salts = await store(SALTS, 'readwrite');
      const kept: unknown = await done(salts.get(userId));
      // (A view from another realm in tests: not `instanceof Uint8Array`.)
      if (ArrayBuffer.isView(kept) && kept.byteLength === 16)
        return Uint8Array.from(new Uint8Array(kept.buffer, kept.byteOffset, 16));
      const salt = crypto.getRandomValues(new Uint8Array(16));
      await done(salts.put(salt, userId));
      return salt;
    },
    readSession: async () => done((await store(SESSION, 'readonly')).get(CURRENT)),
    writeSession: async (sessionKey) =>
      void (await done((await store(SESSION, 'readwrite')).put(sessionKey, CURRENT))),
    deleteSession: async (userId) => {
      const session = await store(SESSION, 'readwrite');
      const kept = (await done(session.get(CURRENT))) as SessionKey | undefined;
      if (kept && (userId === null || kept.userId === userId)) await done(session.delete(CURRENT));
    },
  };
};

/** A browser without IndexedDB: salts and key for this page's life only. */
export const memoryKeyStore = (): KeyStore => {
  const salts = new Map<number, Uint8Array<ArrayBuffer>>();
  let session: SessionKey | undefined;
  return {
    saltOf: async (userId) => {
      if (!salts.has(userId)) salts.set(userId, crypto.getRandomValues(new Uint8Array(16)));
      return salts.get(userId)!;
    },
    readSession: async () => session,
    writeSession: async (sessionKey) => void (session = sessionKey),
    deleteSession: async (userId) => {
      if (userId === null || session?.userId === userId) session = undefined;
    },
  };
};
