/*
 * The demo API's service worker: MSW's (mockServiceWorker.js, written by `msw init`) for
 * /api/ calls only. Listeners run in the order they were added: these two run before MSW's.
 */

const isApi = (url) => new URL(url, self.location.href).pathname.startsWith('/api/');

/** Pages that said they are closing (MSW's CLIENT_CLOSED, sent when a page is left). */
const closedPages = new Set();
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED' && event.source) closedPages.add(event.source.id);
});

self.addEventListener('fetch', (event) => {
  // MSW asks the page about every request it sees; the app's own files would each wait for
  // that round trip through the page's thread, busy while they load. The browser fetches
  // them as if no worker were there.
  if (!isApi(event.request.url)) {
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

/*
 * MSW lets a call it has taken through to the network when it cannot hand it to a page that
 * mocks: one on its way as its page was left (the page said so while MSW looked it up), one
 * the page marked as a bypass. Every /api/ call has a demo answer (its 404 included): such a
 * call fails instead.
 */
const networkFetch = self.fetch.bind(self);
self.fetch = (request, init) =>
  isApi(request instanceof Request ? request.url : String(request))
    ? Promise.resolve(Response.error())
    : networkFetch(request, init);

importScripts('./mockServiceWorker.js');
