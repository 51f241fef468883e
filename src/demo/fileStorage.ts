import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage } from './storage';

/** How long changes wait to be written together. */
export const FILE_WRITE_DELAY_MS = 500;

export interface FileStorage extends KeyValueStorage {
  /** Writes the pending changes now (the server's close). */
  flush(): void;
}

/**
 * A KeyValueStorage kept in a JSON file (Node only): the demo HTTP server's journal of writes
 * survives its restarts. Changes are written in batches, at most once per
 * FILE_WRITE_DELAY_MS, through a temporary file: a burst of calls costs one write, not one
 * whole-file rewrite each. A crash loses at most that last half second.
 */
export const fileStorage = (path: string): FileStorage => {
  let items: Record<string, string> = {};
  try {
    items = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    items = {};
  }
  let pending: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (!pending) return;
    clearTimeout(pending);
    pending = null;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(items));
    renameSync(`${path}.tmp`, path);
  };
  const changed = () => {
    pending ??= setTimeout(flush, FILE_WRITE_DELAY_MS);
  };
  return {
    getItem: (key) => (Object.hasOwn(items, key) ? items[key] : null),
    setItem: (key, value) => {
      items[key] = String(value);
      changed();
    },
    removeItem: (key) => {
      delete items[key];
      changed();
    },
    flush,
  };
};
