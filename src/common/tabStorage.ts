import * as z from 'zod/mini';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import '../api/zodWithoutEval';
import { clearTabKeys } from './tabKeys';

/** A text of `min` to `max` characters, in a kept value's schema. */
export const text = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max));
/** A count (an integer, 0 or more), in a kept value's schema. */
export const count = () => z.int().check(z.minimum(0));

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Values kept for the tab (sessionStorage: a reload and a crashed tab's restore find them,
 * another tab does not) under keys starting with `prefix`. Read back, a value is untrusted:
 * one that fails `schema` is removed and read as absent.
 */
export const tabStorage = <S extends $ZodType, T = output<S>>(prefix: string, schema: S) => ({
  read(key: string): T | null {
    const text = storage()?.getItem(prefix + key);
    if (!text) return null;
    try {
      const parsed = safeParse(schema, JSON.parse(text));
      if (parsed.success) return parsed.data as T;
    } catch {
      // Not JSON: removed below.
    }
    storage()?.removeItem(prefix + key);
    return null;
  },
  write(key: string, value: T): void {
    try {
      storage()?.setItem(prefix + key, JSON.stringify(value));
    } catch {
      // Full or refused: the value lives on in memory for this page.
    }
  },
  /** Every key of the prefix (the session is over). */
  clear: (): void => clearTabKeys(prefix),
});
