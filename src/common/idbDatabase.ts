import { done } from './idbRequest';

/** Opens `name` with every store of `stores`; one found missing is made at the next version. */
const openWithStores = async (
  factory: IDBFactory,
  name: string,
  stores: Record<string, (db: IDBDatabase) => void>,
): Promise<IDBDatabase> => {
  const missing = (db: IDBDatabase) =>
    Object.keys(stores).filter((store) => !db.objectStoreNames.contains(store));
  for (let version: number | undefined; ;) {
    const request = factory.open(name, version);
    request.onupgradeneeded = () =>
      missing(request.result).forEach((store) => stores[store](request.result));
    const db = await done(request);
    if (missing(db).length === 0) return db;
    db.close();
    version = db.version + 1;
  }
};

/**
 * The page's one connection to an IndexedDB database, opened at its first use with the stores
 * `stores` makes (store name → how to make it). The connection is not kept failed for the
 * page's life: an opening that failed is tried again at the next use; a database found
 * without a store (made by another script, an upgrade cut short) is given it at its next
 * version; a connection another tab's upgrade asks for is closed, and opened again when next
 * needed.
 */
export const lazyDatabase = (
  factory: IDBFactory,
  name: string,
  stores: Record<string, (db: IDBDatabase) => void>,
): (() => Promise<IDBDatabase>) => {
  let db: Promise<IDBDatabase> | null = null;
  return () =>
    (db ??= openWithStores(factory, name, stores).then(
      (connection) => {
        connection.onversionchange = () => {
          connection.close();
          db = null;
        };
        return connection;
      },
      (error: unknown) => {
        db = null;
        throw error;
      },
    ));
};
