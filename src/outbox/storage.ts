import { lazyDatabase } from '../common/idbDatabase';
import { done } from '../common/idbRequest';
import { OUTBOX_DB_NAME } from '../constants/storageKeys';
import type { Sealed } from '../sealing/seal';

/**
 * One kept decision as stored: whose and when in clear (to list a user's, and to remove every
 * user's expired ones), the decision itself sealed (sealedOutbox.ts), the clear fields bound
 * to it as its context.
 */
export interface StoredItem extends Sealed {
  key: string;
  userId: number;
  createdAt: number;
}

/** Where the outbox keeps its sealed decisions: IndexedDB in a browser, memory otherwise. */
export interface OutboxRecords {
  /** One user's records (anything found there: checked when opened). */
  list(userId: number): Promise<unknown[]>;
  /** Every user's, for removing the expired ones. */
  all(): Promise<unknown[]>;
  put(item: StoredItem): Promise<void>;
  remove(key: string): Promise<void>;
}

const STORE = 'decisions';

/** A thin promise wrapper over one IndexedDB object store keyed by `key`, indexed by user. */
export const indexedDbRecords = (factory: IDBFactory = indexedDB): OutboxRecords => {
  const open = lazyDatabase(factory, OUTBOX_DB_NAME, {
    [STORE]: (created) =>
      created.createObjectStore(STORE, { keyPath: 'key' }).createIndex('userId', 'userId'),
  });
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    list: async (userId) => done((await store('readonly')).index('userId').getAll(userId)),
    all: async () => done((await store('readonly')).getAll()),
    put: async (item) => void (await done((await store('readwrite')).put(item))),
    remove: async (key) => void (await done((await store('readwrite')).delete(key))),
  };
};

/** For a browser without IndexedDB (then nothing outlives the page). */
export const memoryRecords = (): OutboxRecords => {
  const items = new Map<string, StoredItem>();
  return {
    list: async (userId) => [...items.values()].filter((i) => i.userId === userId),
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.key, structuredClone(item)),
    remove: async (key) => void items.delete(key),
  };
};
