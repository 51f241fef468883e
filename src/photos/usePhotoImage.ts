import { useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { acquireImage, cachedImage, photoImageUrl } from '../api/imageCache';
import { isAbort } from '../api/errors';
import { useNearViewport } from './useNearViewport';

export type PhotoSize = 'miniature' | 'fullsize';

interface Loaded {
  url: string;
  src: string | null;
  failed: boolean;
}

/**
 * A student's photo image, fetched with the token and shown through an object URL from the
 * shared cache (src/api/imageCache.ts). Lazy: fetched only once its element (`ref`) comes
 * near the viewport. An image already in the cache is there on the first render. A 401
 * takes the app's usual way (react-admin's checkError: the session ends).
 */
export const usePhotoImage = (uuid: string, size: PhotoSize, lazy = false) => {
  const url = photoImageUrl(uuid, size);
  const ref = useRef<HTMLElement | null>(null);
  const near = useNearViewport(ref, lazy);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    url,
    src: cachedImage(url),
    failed: false,
  }));
  // Another photo in place: start again from the cache.
  const current = loaded.url === url ? loaded : { url, src: cachedImage(url), failed: false };
  if (current !== loaded) setLoaded(current);

  // Held while near the viewport, and once shown until unmounted (its object URL stays valid).
  const wanted = near || current.src !== null;
  useEffect(() => {
    if (!wanted) return;
    const handle = acquireImage(url);
    handle.objectUrl.then(
      (src) =>
        setLoaded((now) =>
          now.url !== url || now.src === src ? now : { url, src, failed: false },
        ),
      (error: unknown) => {
        if (isAbort(error)) return;
        setLoaded((now) => (now.url === url ? { url, src: null, failed: true } : now));
        void logoutIfAccessDenied(error);
      },
    );
    return handle.release;
  }, [url, wanted, logoutIfAccessDenied]);

  /** The browser could not show what came (not an image). */
  const onError = () => setLoaded({ url, src: null, failed: true });
  return { ref, src: current.src, failed: current.failed, onError };
};
