/** Removes every key of `prefix` kept for the tab (sessionStorage: ./tabStorage.ts). */
export const clearTabKeys = (prefix: string): void => {
  let store: Storage;
  try {
    if (typeof sessionStorage === 'undefined') return;
    store = sessionStorage;
  } catch {
    return;
  }
  for (const key of Object.keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
};
