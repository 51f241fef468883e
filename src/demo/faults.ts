/**
 * Fault injection, for tests and demos: slow answers, network failures, server errors and
 * malformed answers, on every path or on those containing `match`, for `times` requests
 * (or until cleared). Set from code (`setDemoFaults`) or, in the browser, from the
 * localStorage key `demo-api-faults` holding the same object as JSON.
 */
import type { KeyValueStorage } from './storage';

/**
 * `refused`: HTTP 200 with a status not ok, as a server refusing a token (spec section 4);
 * `unauthorized` answers 401 and `forbidden` 403, as the real server refusing a token or a role.
 */
export type FaultMode =
  'network' | 'server' | 'malformed' | 'refused' | 'unauthorized' | 'forbidden';

export interface DemoFaults {
  /** Delay of each affected answer, in milliseconds (replaces the default latency). */
  delayMs?: number;
  fail?: FaultMode | null;
  /** Substring of the path; every path when absent. */
  match?: string;
  /** How many requests are affected before the faults clear themselves; unlimited if absent. */
  times?: number;
  /** Substrings of paths left alone, e.g. `['/api/auth/']` so that login, me and refresh work. */
  except?: string[];
}

export const FAULTS_KEY = 'demo-api-faults';
const MODES: readonly FaultMode[] = [
  'network',
  'server',
  'malformed',
  'refused',
  'unauthorized',
  'forbidden',
];

let current: DemoFaults | null = null;
let source: KeyValueStorage | null = null;
let parsed: { raw: string; faults: DemoFaults | null } | null = null;

/** Reads the faults also from this storage (the browser's localStorage). */
export function readFaultsFrom(storage: KeyValueStorage | null): void {
  source = storage;
  parsed = null;
}

export function setDemoFaults(faults: DemoFaults): void {
  current = { ...faults };
}

export function clearDemoFaults(): void {
  current = null;
  source?.removeItem(FAULTS_KEY);
}

const sanitize = (value: unknown): DemoFaults | null => {
  if (!value || typeof value !== 'object') return null;
  const { delayMs, fail, match, times, except } = value as Record<string, unknown>;
  return {
    delayMs: typeof delayMs === 'number' && delayMs >= 0 ? delayMs : undefined,
    fail: MODES.includes(fail as FaultMode) ? (fail as FaultMode) : null,
    match: typeof match === 'string' ? match : undefined,
    times: typeof times === 'number' ? times : undefined,
    except: Array.isArray(except)
      ? except.filter((part): part is string => typeof part === 'string')
      : undefined,
  };
};

const stored = (): DemoFaults | null => {
  const raw = source?.getItem(FAULTS_KEY) ?? null;
  if (raw === null) return null;
  if (parsed?.raw !== raw) {
    let faults: DemoFaults | null = null;
    try {
      faults = sanitize(JSON.parse(raw));
    } catch {
      faults = null;
    }
    parsed = { raw, faults };
  }
  return parsed.faults;
};

const consume = (faults: DemoFaults, fromStorage: boolean): void => {
  if (faults.times === undefined) return;
  const left = faults.times - 1;
  if (fromStorage) {
    if (left > 0) source?.setItem(FAULTS_KEY, JSON.stringify({ ...faults, times: left }));
    else source?.removeItem(FAULTS_KEY);
  } else {
    current = left > 0 ? { ...faults, times: left } : null;
  }
};

/** The faults that apply to a request on `path`, counting it against `times`. */
export function takeFault(path: string): DemoFaults | null {
  const faults = current ?? stored();
  if (!faults || (faults.match && !path.includes(faults.match))) return null;
  if (faults.except?.some((part) => path.includes(part))) return null;
  if (faults.times !== undefined && faults.times <= 0) return null;
  consume(faults, current === null);
  return faults;
}
