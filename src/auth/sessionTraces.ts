import { TOKEN_KEY } from '../api/token';
import { KEYS_DB_NAME } from '../sealing/keyStore';
import {
  DRAFT_KEY_PREFIX,
  MINIMISED_MESSAGES_KEY,
  OUTBOX_DB_NAME,
  THEME_KEY,
} from '../constants/storageKeys';

/**
 * What a session may leave in this browser once it ends, and nothing else: each line is
 * explained in docs/decisions/kept-in-browser.md ("What a session leaves in the browser"). A name ending in
 * `*` is a prefix. A feature that keeps something across sessions adds one line here.
 */
export const KEPT_AFTER_SESSION = {
  localStorage: [
    // Light or dark: the browser's choice, nothing personal.
    THEME_KEY,
    // Which public service messages were minimised: their ids, nothing personal.
    MINIMISED_MESSAGES_KEY,
    // The demo build's own server (its journal of writes, size, latency, faults): in
    // production this is the API's database, elsewhere.
    'demo-api-*',
    // The demo's cookies, kept by MSW as a browser keeps them across logouts: the login's
    // device cookie, a random id and a signature, naming no one (docs/api.md, Sessions).
    '__msw-cookie-store__',
    // Form drafts, per author: kept across a forced end for the same user (« Brouillons »).
    `${DRAFT_KEY_PREFIX}*`,
  ],
  // The decisions waiting to be sent, per user and sealed, for that user's next session (« the
  // outbox »); each user's salt for the key that seals them (the session's key itself is
  // removed by endSession: « Ce que garde ce navigateur »).
  indexedDB: [OUTBOX_DB_NAME, KEYS_DB_NAME] as string[],
};

const kept = (names: readonly string[], name: string) =>
  names.some((entry) =>
    entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : name === entry,
  );

/** Every key not kept: the token (unless another session's), react-admin's RaStore.*, home-page-visits:*... */
const clearLocalStorage = (keepToken: boolean) => {
  Object.keys(localStorage)
    .filter((key) => !kept(KEPT_AFTER_SESSION.localStorage, key))
    .filter((key) => !(keepToken && key === TOKEN_KEY))
    .forEach((key) => localStorage.removeItem(key));
};

/** The API's answers a service worker or a page may have put in Cache Storage (any cache). */
const clearApiCaches = async () => {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.startsWith('/api/')) await cache.delete(request);
    }
  }
};

/** Every IndexedDB database not kept. */
const clearDatabases = async () => {
  if (typeof indexedDB === 'undefined' || !indexedDB.databases) return;
  for (const { name } of await indexedDB.databases()) {
    if (name && !kept(KEPT_AFTER_SESSION.indexedDB, name)) indexedDB.deleteDatabase(name);
  }
};

/**
 * What the end of a session removes from the browser (the memory, token and photos, is
 * clientSession's `endSession`). `keepToken`: the stored token is another user's session
 * (their login in another tab), which goes on. Cache Storage and IndexedDB are cleared in
 * the background: the promise is for tests, failures are let go (nothing else to do).
 */
export const clearSessionTraces = ({ keepToken = false } = {}): Promise<void> => {
  clearLocalStorage(keepToken);
  return Promise.all([clearApiCaches(), clearDatabases()]).then(
    () => undefined,
    () => undefined,
  );
};
