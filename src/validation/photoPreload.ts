import { acquireImage, cachedImage, photoImageUrl, type ImageHandle } from '../api/imageCache';

/** Full-size photos fetched (with the token) and decoded ahead, held so they stay ready. */
interface Held {
  handle: ImageHandle;
  settled: boolean;
  ready: Promise<void>;
}
const held = new Map<string, Held>();
const KEEP = 24;

const decode = async (objectUrl: string): Promise<void> => {
  const image = new Image();
  image.decoding = 'async';
  image.src = objectUrl;
  if (typeof image.decode === 'function') await image.decode();
};

/**
 * Fetches and decodes a full-size photo once; resolves when it can be painted at once.
 * The held handle keeps its object URL alive, so ReviewPhoto shows the same, decoded, URL.
 */
export const preloadPhoto = (uuid: string): Promise<void> => {
  const url = photoImageUrl(uuid, 'fullsize');
  const known = held.get(uuid);
  // Still loading, or loaded and still in the cache (the session may have cleared it).
  if (known && (cachedImage(url) !== null || !known.settled)) return known.ready;
  known?.handle.release();
  const handle = acquireImage(url);
  const entry: Held = { handle, settled: false, ready: Promise.resolve() };
  entry.ready = handle.objectUrl
    .then(decode)
    .catch(() => undefined)
    .finally(() => {
      entry.settled = true;
    });
  held.delete(uuid);
  held.set(uuid, entry);
  if (held.size > KEEP) {
    const [oldest, dropped] = held.entries().next().value as [string, Held];
    held.delete(oldest);
    dropped.handle.release();
  }
  return entry.ready;
};
