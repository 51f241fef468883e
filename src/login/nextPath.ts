/**
 * Where to go after login: the `next` of `/login?next=…` when it is a path of this app,
 * otherwise `/`. The URL parser decides, as the browser would: it reads `/\host` and
 * `/<tab>/host` as `//host`, another origin, and `javascript:` has no origin at all.
 */
export const safeNextPath = (next: string | null, origin = window.location.origin): string => {
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
};
