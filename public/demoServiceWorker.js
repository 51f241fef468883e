/*
 * The demo API's service worker: MSW's (mockServiceWorker.js, written by `msw init`) for
 * /api/ calls only. Listeners run in the order they were added: these two run before MSW's.
 */

/** Pages that said they are closing (MSW's CLIENT_CLOSED, sent when a page is left). */
const closedPages = new Set();
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED' && event.source) closedPages.add(event.source.id);
});

self.addEventListener('fetch', (event) => {
  // MSW asks the page about every request it sees; the app's own files would each wait for
  // that round trip through the page's thread, busy while they load. The browser fetches
  // them as if no worker were there.
  if (!new URL(event.request.url).pathname.startsWith('/api/')) {
    event.stopImmediatePropagation();
    return;
  }
  // A call its page made just before it was left reaches the worker after the page said so:
  // MSW would then let it through to whatever server is behind the page. It fails instead,
  // unseen (the page is gone): the demo's /api/ never leaves the browser.
  if (closedPages.has(event.clientId)) {
    event.stopImmediatePropagation();
    event.respondWith(Response.error());
  }
});

importScripts('./mockServiceWorker.js');
