import { returnPageOf } from '../auth/returnPage';

const resolve = (path: string, origin: string): URL | null => {
  try {
    return new URL(path, origin);
  } catch {
    return null;
  }
};

/**
 * Where to go after login: the `next` of `/login?next=…` when it is a path of this app,
 * otherwise `/`. The URL parser decides, as the browser would: it reads `/\host` and
 * `/<tab>/host` as `//host`, another origin, and `javascript:` has no origin at all.
 * The path it gives back is resolved once more, as `history.replaceState` and a link's
 * `href` will: resolving dot segments can itself make `//host` (`/.//host`, `/%2e//host`).
 */
export const safeNextPath = (next: string | null, origin = window.location.origin): string => {
  if (!next?.startsWith('/')) return '/';
  const url = resolve(next, origin);
  if (!url || url.origin !== origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  const followed = resolve(path, origin);
  if (!followed || followed.href !== url.href || followed.pathname === '/login') return '/';
  return path;
};

/**
 * Where `loginName`'s login opens: the URL's `next`; without one, the page a forced end of
 * that same user's session left in this tab; otherwise `/`. Both go through `safeNextPath`.
 */
export const pathAfterLogin = (loginName: string, search = window.location.search): string =>
  safeNextPath(new URLSearchParams(search).get('next') ?? returnPageOf(loginName));
