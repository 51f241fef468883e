import { IDBFactory } from 'fake-indexeddb';
import { lazyDatabase } from '../../src/common/idbDatabase';
import { done } from '../../src/common/idbRequest';

const STORES = {
  salts: (db: IDBDatabase) => db.createObjectStore('salts'),
  session: (db: IDBDatabase) => db.createObjectStore('session'),
};

const storesOf = (db: IDBDatabase) => [...db.objectStoreNames].sort();

test('a new database is made with every store, and the connection is opened once', async () => {
  const factory = new IDBFactory();
  const open = vi.spyOn(factory, 'open');
  const db = lazyDatabase(factory, 'keys', STORES);
  const [first, second] = await Promise.all([db(), db()]);
  expect(first).toBe(second);
  expect(storesOf(first)).toEqual(['salts', 'session']);
  expect(first.version).toBe(1);
  expect(open).toHaveBeenCalledTimes(1);
});

test('a database another script made without the stores is given them at its next version', async () => {
  const factory = new IDBFactory();
  // What a script opening it without a version before the app makes: version 1, no store.
  (await done(factory.open('keys'))).close();
  const db = await lazyDatabase(factory, 'keys', STORES)();
  expect(storesOf(db)).toEqual(['salts', 'session']);
  expect(db.version).toBe(2);
  await done(db.transaction('session', 'readwrite').objectStore('session').put('k', 'current'));
});

test('an opening that failed is tried again at the next use', async () => {
  const factory = new IDBFactory();
  const open = factory.open.bind(factory);
  vi.spyOn(factory, 'open').mockImplementationOnce(() => {
    throw new DOMException('Internal error opening backing store', 'UnknownError');
  });
  const db = lazyDatabase(factory, 'keys', STORES);
  await expect(db()).rejects.toThrow('Internal error opening backing store');
  vi.mocked(factory.open).mockImplementation(open);
  expect(storesOf(await db())).toEqual(['salts', 'session']);
});

test('the connection gives way to another tab’s upgrade, and is opened again after it', async () => {
  const factory = new IDBFactory();
  const db = lazyDatabase(factory, 'keys', STORES);
  const before = await db();
  // Another tab (a newer version of the app) upgrades the database: not blocked by this one.
  const other = factory.open('keys', 3);
  other.onupgradeneeded = () => other.result.createObjectStore('more');
  (await done(other)).close();
  const after = await db();
  expect(after).not.toBe(before);
  expect(after.version).toBe(3);
  expect(storesOf(after)).toEqual(['more', 'salts', 'session']);
});
