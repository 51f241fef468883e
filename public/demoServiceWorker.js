/*
 * The demo API's service worker: MSW's (mockServiceWorker.js, written by `msw init`) for
 * /api/ calls only. MSW asks the page about every request it sees; the app's own files would
 * each wait for that round trip through the page's thread, busy while they load. Listeners
 * run in the order they were added: this one keeps the others from seeing those requests,
 * which the browser then fetches as if no worker were there.
 */
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.startsWith('/api/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
