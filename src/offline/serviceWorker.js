// The production build's service worker (/sw.js), written out by scripts/vite/appServiceWorker.ts
// with the build's version and shell. What it keeps is static build files only:
// - the shell (index.html with its login form, boot.js, the favicon, the entry chunk and what it
//   imports), precached, so that the next visit opens from cache, also offline;
// - other files under /assets/ (hashed names, never changed under a name), kept as they are
//   fetched, so that a page once opened opens again from cache.
// Never an /api answer (personal data: students, photos, tokens), nor anything not GET.
const VERSION = '__VERSION__';
const SHELL = ['__SHELL__'];
/** Every file of this build under /assets/: what the assets cache may keep. */
const ASSETS = ['__ASSETS__'];
const SHELL_CACHE = `shell-${VERSION}`;
const ASSETS_CACHE = 'assets';

self.addEventListener('install', (event) => {
  // `no-cache`: the shell of this version, not a copy the HTTP cache kept of an older one.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

/** The older versions' shells, and the files of the assets cache this build no longer has. */
const forgetOlderVersions = async () => {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE)
      .map((name) => caches.delete(name)),
  );
  const assets = await caches.open(ASSETS_CACHE);
  const kept = await assets.keys();
  await Promise.all(
    kept
      .filter((request) => !ASSETS.includes(new URL(request.url).pathname))
      .map((request) => assets.delete(request)),
  );
};

// A new version takes over at once, without reloading anything: a page already open keeps
// the code it runs (a file it has yet to load comes from the server, as without a worker);
// its next load is the new version's, which src/offline/versionNotice.ts announces.
self.addEventListener('activate', (event) => {
  event.waitUntil(forgetOlderVersions().then(() => self.clients.claim()));
});

/** An app page (/student/12/show...): index.html, as nginx answers it; not a file (.json...). */
const isAppPage = (request, url) =>
  request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname);

const fromCacheOrNetwork = async (cacheName, key, request) => {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && cacheName === ASSETS_CACHE) await cache.put(key, response.clone());
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (isAppPage(request, url)) {
    event.respondWith(fromCacheOrNetwork(SHELL_CACHE, '/index.html', request));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(fromCacheOrNetwork(SHELL_CACHE, url.pathname, request));
  } else if (ASSETS.includes(url.pathname)) {
    event.respondWith(fromCacheOrNetwork(ASSETS_CACHE, url.pathname, request));
  }
});
