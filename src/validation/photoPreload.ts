import { photoUrl } from '../api/photoUrl';

/** Full-size photos loaded and decoded ahead, kept so the browser keeps them ready. */
const decoded = new Map<string, Promise<void>>();
const KEEP = 24;

/** Loads and decodes a full-size photo once; resolves when it can be painted at once. */
export const preloadPhoto = (uuid: string): Promise<void> => {
  const known = decoded.get(uuid);
  if (known) return known;
  const image = new Image();
  image.decoding = 'async';
  image.src = photoUrl(uuid, 'fullsize');
  const ready = (typeof image.decode === 'function' ? image.decode() : Promise.resolve()).catch(
    () => undefined,
  );
  decoded.set(uuid, ready);
  // Holding the Image keeps its decoded bitmap in the browser's memory cache.
  (ready as Promise<void> & { image?: HTMLImageElement }).image = image;
  if (decoded.size > KEEP) decoded.delete(decoded.keys().next().value as string);
  return ready;
};
