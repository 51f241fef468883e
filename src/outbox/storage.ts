import type { OutboxItem } from './types';

/** Where the outbox keeps its decisions: IndexedDB in a browser, memory otherwise. */
export interface OutboxStorage {
  /** One user's decisions, oldest first. */
  list(userId: number): Promise<OutboxItem[]>;
  /** Every user's, for removing the expired ones. */
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The outbox's IndexedDB database (kept after a session: docs/decisions.md). */
export const OUTBOX_DB_NAME = 'carte-scolaire-outbox';
const STORE = 'decisions';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const oldestFirst = (items: OutboxItem[]) => items.sort((a, b) => a.createdAt - b.createdAt);

/** A thin promise wrapper over one IndexedDB object store keyed by `key`, indexed by user. */
export const indexedDbStorage = (factory: IDBFactory = indexedDB): OutboxStorage => {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (!db) {
      const request = factory.open(OUTBOX_DB_NAME, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
        store.createIndex('userId', 'userId');
      };
      db = done(request);
    }
    return db;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    list: async (userId) =>
      oldestFirst(await done((await store('readonly')).index('userId').getAll(userId))),
    all: async () => oldestFirst(await done((await store('readonly')).getAll())),
    put: async (item) => void (await done((await store('readwrite')).put(item))),
    remove: async (key) => void (await done((await store('readwrite')).delete(key))),
  };
};

/** For tests and for a browser without IndexedDB (then nothing outlives the page). */
export const memoryStorage = (): OutboxStorage => {
  const items = new Map<string, OutboxItem>();
  return {
    list: async (userId) => oldestFirst([...items.values()].filter((i) => i.userId === userId)),
    all: async () => oldestFirst([...items.values()]),
    put: async (item) => void items.set(item.key, structuredClone(item)),
    remove: async (key) => void items.delete(key),
  };
};
