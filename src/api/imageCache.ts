import { buildUrl, requestHeaders } from './http';
import { ApiError, NetworkError, httpErrorMessage, isAbort } from './errors';
import { TOKEN_KEY } from './token';

/**
 * Photo images, fetched with the Bearer token (spec section 7) and shown through object URLs.
 * One shared cache keyed by URL: concurrent requests of a URL share one fetch; images stay
 * in memory (at most MAX_ENTRIES not on screen) so that coming back to a page is instant.
 * An object URL lives while someone shows the image (acquire/release) and REVOKE_GRACE_MS
 * more; then it is revoked and the Blob kept, until evicted. The whole cache goes when the session ends.
 */
const MAX_ENTRIES = 300;
const MAX_BYTES = 40_000_000;
/**
 * How long an object URL outlives its last image on screen. Coming back within it (Back to
 * the grid, the next page and back) reuses the URL, so the browser paints its already decoded
 * image instead of decoding the Blob again under a new URL.
 */
export const REVOKE_GRACE_MS = 30_000;
let bytes = 0;

interface Entry {
  url: string;
  blob: Blob | null;
  objectUrl: string | null;
  error: unknown;
  /** Settles when the fetch does (never rejects: read `error`). */
  ready: Promise<void>;
  controller: AbortController;
  refs: number;
}

/** Insertion order is recency: a used entry is moved to the end. */
const entries = new Map<string, Entry>();

const touch = (entry: Entry) => {
  entries.delete(entry.url);
  entries.set(entry.url, entry);
};

const drop = (entry: Entry) => {
  if (entries.get(entry.url) === entry) entries.delete(entry.url);
  entry.controller.abort();
  bytes -= entry.blob?.size ?? 0;
  entry.blob = null;
  if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
  entry.objectUrl = null;
};

/** Evicts the least recently used entries that nobody shows, beyond the bound. */
const evict = () => {
  for (const entry of [...entries.values()]) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) return;
    if (entry.refs === 0) drop(entry);
  }
};

const load = async (entry: Entry): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(entry.url, {
      headers: requestHeaders(),
      signal: entry.controller.signal,
    });
    if (!response.ok) {
      entry.error = new ApiError(httpErrorMessage(response.status), response.status, null);
    } else {
      const blob = await response.blob();
      if (entries.get(entry.url) !== entry) return; // Dropped meanwhile.
      entry.blob = blob;
      bytes += blob.size;
      evict();
    }
  } catch (error) {
    entry.error = isAbort(error) ? error : new NetworkError(error);
  }
  // A failure is not kept: the next time the image is shown, it is asked again.
  if (entry.error && entries.get(entry.url) === entry && entry.refs === 0) drop(entry);
};

const entryOf = (url: string): Entry => {
  const known = entries.get(url);
  if (known && !known.error) {
    touch(known);
    return known;
  }
  if (known) drop(known);
  const entry: Entry = {
    url,
    blob: null,
    objectUrl: null,
    error: null,
    ready: Promise.resolve(),
    controller: new AbortController(),
    refs: 0,
  };
  entries.set(url, entry);
  entry.ready = load(entry);
  evict();
  return entry;
};

/** Revoked REVOKE_GRACE_MS after the last release, unless acquired again meanwhile. */
const releaseLater = (entry: Entry, delayMs = REVOKE_GRACE_MS) =>
  setTimeout(() => {
    if (entry.refs > 0) return;
    if (!entry.blob) {
      drop(entry); // Still loading and no longer wanted: the fetch is aborted.
      return;
    }
    if (entries.get(entry.url) !== entry) return; // Dropped meanwhile (evicted, session end).
    if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
    entry.objectUrl = null;
    evict();
  }, delayMs);

const objectUrlOf = (entry: Entry): string | null => {
  if (!entry.blob) return null;
  entry.objectUrl ??= URL.createObjectURL(entry.blob);
  return entry.objectUrl;
};

/**
 * The object URL of an image already in the cache, or null. For a first render that paints
 * at once; whoever reads it must `acquire` it (else it is revoked on the next task).
 */
export const cachedImage = (url: string): string | null => {
  const entry = entries.get(url);
  if (!entry?.blob) return null;
  const objectUrl = objectUrlOf(entry);
  if (entry.refs === 0) releaseLater(entry);
  return objectUrl;
};

export interface ImageHandle {
  /** The object URL to show; rejects with an ApiError, a NetworkError or an abort. */
  readonly objectUrl: Promise<string>;
  /** No longer shown: the object URL is revoked (the fetch aborted when still running). */
  release: () => void;
}

/** Takes an image for showing: fetched once with the token, shared with other holders. */
export const acquireImage = (url: string): ImageHandle => {
  const entry = entryOf(url);
  entry.refs++;
  let released = false;
  return {
    objectUrl: entry.ready.then(() => {
      if (entry.error) throw entry.error;
      const objectUrl = released ? null : objectUrlOf(entry);
      // Released, or dropped with the session: nothing to show.
      if (!objectUrl) throw new DOMException('no longer wanted', 'AbortError');
      return objectUrl;
    }),
    release: () => {
      if (released) return;
      released = true;
      entry.refs--;
      // A fetch still running is aborted at once; a shown image's URL waits for a return.
      if (entry.refs === 0) releaseLater(entry, entry.blob ? REVOKE_GRACE_MS : 0);
    },
  };
};

/** The image URL of a photo (an endpoint of the table). */
export const photoImageUrl = (photo_uuid: string, size: 'miniature' | 'fullsize'): string =>
  buildUrl(size === 'miniature' ? 'photo.miniature' : 'photo.fullsize', { photo_uuid });

/** Session over: every image is forgotten, so that the next user never sees one. */
export const clearImageCache = (): void => {
  for (const entry of [...entries.values()]) drop(entry);
};

/** How many images are kept (for tests). */
export const imageCacheSize = (): number => entries.size;

// Another tab logged out, or logged in afresh: the images belonged to the previous session.
// A refreshed token (old and new both set) is the same session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (event.key === TOKEN_KEY && (!event.oldValue || !event.newValue)))
      clearImageCache();
  });
}
