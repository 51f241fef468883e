import { IDBFactory } from 'fake-indexeddb';
import { endSession, login } from '../../src/auth/session';
import { indexedDbKeyStore, memoryKeyStore } from '../../src/sealing/keyStore';
import { seal, unseal } from '../../src/sealing/seal';
import {
  deriveSessionKey,
  forgetSessionKey,
  PBKDF2_ITERATIONS,
  sessionKeyOf,
  setKeyStoreForTests,
} from '../../src/sealing/sessionKey';
import { adminUser, startAuthServer } from '../auth/helpers';

startAuthServer();

let browser: IDBFactory;
/** The page reloads: its memory is gone, IndexedDB stays. */
const reload = () => setKeyStoreForTests(indexedDbKeyStore(browser));

beforeEach(() => {
  browser = new IDBFactory();
  reload();
});

afterAll(() => setKeyStoreForTests(memoryKeyStore()));

test('the login does not wait for the key: it is derived beside the first page', async () => {
  let derived: (key: CryptoKey) => void = () => undefined;
  const deriveKey = vi
    .spyOn(crypto.subtle, 'deriveKey')
    .mockImplementation(() => new Promise<CryptoKey>((resolve) => (derived = resolve)));
  try {
    await expect(login('admin', 'secret')).resolves.toMatchObject({ login_id: adminUser.login_id });
    // The login has answered; the derivation, started, has not.
    await vi.waitFor(() => expect(deriveKey).toHaveBeenCalledTimes(1));
    const [params, , algorithm, extractable] = deriveKey.mock.calls[0];
    expect(params).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
    expect((params as Pbkdf2Params).salt).toHaveLength(16);
    expect(algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    expect(extractable).toBe(false);
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    let ready = false;
    void sessionKeyOf(adminUser.login_id).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    derived(await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']));
    await vi.waitFor(() => expect(ready).toBe(true));
  } finally {
    deriveKey.mockRestore();
  }
});

test('kept for the session’s life: found after F5, non-extractable; gone when it ends', async () => {
  await login('admin', 'secret');
  const derived = await sessionKeyOf(adminUser.login_id);
  expect(derived?.key.extractable).toBe(false);
  const sealed = await seal(derived!.key, 'here', { a: 1 });

  reload();
  const afterF5 = await sessionKeyOf(adminUser.login_id);
  expect(afterF5?.sessionId).toBe(derived?.sessionId);
  await expect(unseal(afterF5!.key, 'here', sealed)).resolves.toEqual({ a: 1 });

  endSession();
  reload();
  expect(await sessionKeyOf(adminUser.login_id)).toBeNull();

  // The same user's next login with their password opens what the last session sealed.
  await login('admin', 'secret');
  const next = await sessionKeyOf(adminUser.login_id);
  expect(next?.sessionId).not.toBe(derived?.sessionId);
  await expect(unseal(next!.key, 'here', sealed)).resolves.toEqual({ a: 1 });
});

test('another password (or another user’s salt) derives a key that opens nothing', async () => {
  const alice = await deriveSessionKey(7, 'secret');
  const sealed = await seal(alice!.key, 'here', { a: 1 });
  const guessed = await deriveSessionKey(7, 'Secret');
  await expect(unseal(guessed!.key, 'here', sealed)).rejects.toThrow();
  const bob = await deriveSessionKey(8, 'secret');
  await expect(unseal(bob!.key, 'here', sealed)).rejects.toThrow();
});

test('another user’s login in another tab: the ended session takes only its own key', async () => {
  await deriveSessionKey(8, 'bob');
  await forgetSessionKey(7);
  reload();
  expect(await sessionKeyOf(8)).not.toBeNull();
  await forgetSessionKey(null);
  reload();
  expect(await sessionKeyOf(8)).toBeNull();
});

test('a session ending while its key is derived keeps no key', async () => {
  const deriving = deriveSessionKey(7, 'secret');
  await forgetSessionKey();
  expect(await deriving).toBeNull();
  reload();
  expect(await sessionKeyOf(7)).toBeNull();
});

test('an IndexedDB refusing its first opening does not leave the session without a key', async () => {
  vi.spyOn(browser, 'open').mockImplementationOnce(() => {
    throw new DOMException('Internal error opening backing store', 'UnknownError');
  });
  const derived = await deriveSessionKey(7, 'secret');
  expect(derived).not.toBeNull();
  reload();
  expect((await sessionKeyOf(7))?.sessionId).toBe(derived?.sessionId);
});

test('a key database made elsewhere without its stores still keeps the key', async () => {
  // Version 1 with no store: what opening it without a version before the app does makes.
  const request = browser.open('carte-scolaire-keys');
  await new Promise((resolve) => (request.onsuccess = resolve));
  request.result.close();
  const derived = await deriveSessionKey(7, 'secret');
  expect(derived).not.toBeNull();
  reload();
  expect((await sessionKeyOf(7))?.sessionId).toBe(derived?.sessionId);
});

test('an IndexedDB that refuses every opening leaves no key, and says so in French', async () => {
  const refused = new DOMException('Internal error opening backing store', 'UnknownError');
  vi.spyOn(browser, 'open').mockImplementation(() => {
    throw refused;
  });
  const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await deriveSessionKey(7, 'secret')).toBeNull();
    expect(said).toHaveBeenCalledWith(
      'La clé de session n’a pas pu être calculée ni gardée',
      refused,
    );
  } finally {
    said.mockRestore();
  }
});
