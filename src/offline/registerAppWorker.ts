/**
 * The production build's service worker (/sw.js, src/offline/serviceWorker.js) is registered
 * once the page has loaded and the browser is idle: what it precaches is then already in the
 * HTTP cache, and nothing competes with the page's own first requests.
 */
export const registerAppWorker = (): void => {
  if (!__APP_WORKER__ || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Without it the app works as before, from the network.
      console.warn("Le service worker de l'application n'a pas pu être enregistré.", error);
    });
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
