import { http, HttpResponse } from 'msw';

/**
 * The in-page demo API answers inside the page, where the browser's network plays no part:
 * without this, a browser offline (`navigator.onLine` false, or its `offline` event) would still
 * get every answer, and nobody trying the demo would see what users on a poor link meet (the
 * outbox, « Serveur injoignable »). Offline, every /api call fails as an unreachable server's
 * does (a network error, at once), until the browser says it is back online.
 */
let offline = false;

const followEvents = () => {
  offline = !navigator.onLine;
  window.addEventListener('offline', () => {
    offline = true;
  });
  window.addEventListener('online', () => {
    offline = false;
  });
};

/** Whether the browser says it has no network (its flag or its latest event). */
export const browserOffline = (): boolean => offline || !navigator.onLine;

/**
 * The first MSW handler of the browser's demo API: a network error for any /api call while the
 * browser is offline; otherwise it lets the next handlers answer.
 */
export const offlineHandler = () => {
  followEvents();
  return http.all(/\/api\//, () => (browserOffline() ? HttpResponse.error() : undefined));
};
