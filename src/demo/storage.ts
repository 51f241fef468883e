/** The part of the Web Storage API the demo API uses (localStorage or an in-memory map). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

/** The browser's localStorage when there is one (and it works), else null. */
export const localStorageOrNull = (): KeyValueStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** A number stored under `key`, or `fallback`. */
export const storedNumber = (
  storage: KeyValueStorage | null,
  key: string,
  fallback: number,
): number => {
  const raw = storage?.getItem(key);
  const value = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
