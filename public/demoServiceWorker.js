/*
 * The demo API's service worker: MSW's (mockServiceWorker.js, written by `msw init`) for
 * /api/ calls only. Listeners run in the order they were added: these two run before MSW's.
 */

const isApi = (url) => new URL(url, self.location.href).pathname.startsWith('/api/');

/** Whether a page has started MSW in this worker (its MOCK_ACTIVATE): MSW mocks only then. */
let mocking = false;
/** Pages that said they are closing (MSW's CLIENT_CLOSED, sent when a page is left). */
const closedPages = new Set();
self.addEventListener('message', (event) => {
  const page = event.source?.id;
  if (!page) return;
  if (event.data === 'MOCK_ACTIVATE') mocking = true;
  if (event.data !== 'CLIENT_CLOSED') return;
  closedPages.add(page);
  // MSW would unregister this worker when its last page goes: a reload of the demo's only tab
  // (F5) then opened, now and then, a page no worker controlled, whose /api/ calls went to
  // whatever server is behind the page. The demo keeps its worker; MSW never hears of a
  // closed page, and this worker answers that page's calls below.
  event.stopImmediatePropagation();
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
  // unseen (the page is gone): the demo's /api/ never leaves the browser. So does a call
  // reaching a worker the browser has restarted, where MSW knows no page and lets every call
  // through (the page's next load starts MSW again).
  if (closedPages.has(event.clientId) || !mocking) {
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
