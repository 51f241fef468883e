import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage } from './storage';

/**
 * A KeyValueStorage kept in a JSON file (Node only): the demo HTTP server's journal of writes
 * survives its restarts. Written at once on each change, through a temporary file.
 */
export const fileStorage = (path: string): KeyValueStorage => {
  let items: Record<string, string> = {};
  try {
    items = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    items = {};
  }
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(items));
    renameSync(`${path}.tmp`, path);
  };
  return {
    getItem: (key) => (Object.hasOwn(items, key) ? items[key] : null),
    setItem: (key, value) => {
      items[key] = String(value);
      save();
    },
    removeItem: (key) => {
      delete items[key];
      save();
    },
  };
};
