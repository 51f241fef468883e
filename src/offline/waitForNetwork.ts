/**
 * Resolves at once when the browser says it is online, else when it comes back online.
 * Meanwhile index.html's offline screen shows (public/boot.js chose it).
 */
export const waitForNetwork = (): Promise<void> =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
