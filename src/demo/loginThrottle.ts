import { LOGIN_NAME_PATTERN, loginNameKey } from '../users/credentialRules';
import type { DemoStore } from './store';

/** From this many wrong passwords in a row, each further try waits (docs/api.md, Sessions). */
export const MAX_LOGIN_FAILURES = 5;
/** The first wait; it doubles with each wrong password after it, up to MAX_THROTTLE_MS. */
export const THROTTLE_MS = 30 * 1000;
export const MAX_THROTTLE_MS = 15 * 60 * 1000;
/** A count with no wrong password for this long is forgotten. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;
/** At most this many counts are kept per server: the oldest go first. */
export const MAX_TRACKED_LOGINS = 10_000;

/**
 * The key of a caller with no known address: the browser demo (MSW, in the user's own
 * browser, which no one else can reach) and the Node tests. There the count is per name.
 */
export const NO_ADDRESS = 'local';

interface Attempts {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

/**
 * Failed logins per login name and caller's address, per demo server (the store): kept in
 * memory like a real server's rate limiter, so a reload of the demo, which restarts its
 * server, forgets them.
 */
const attemptsByStore = new WeakMap<DemoStore, Map<string, Attempts>>();

const attemptsOf = (store: DemoStore): Map<string, Attempts> => {
  let attempts = attemptsByStore.get(store);
  if (!attempts) attemptsByStore.set(store, (attempts = new Map()));
  return attempts;
};

/** The whole data takes over from the accounts that answered the first logins: so do their failures. */
export const shareLoginAttempts = (from: DemoStore, to: DemoStore): void =>
  void attemptsByStore.set(to, attemptsOf(from));

/** How many counts the server keeps (bounded by MAX_TRACKED_LOGINS). */
export const trackedLogins = (store: DemoStore): number => attemptsOf(store).size;

/**
 * The name as logins look accounts up (NFKC, trimmed, case aside): `ａｄｍｉｎ` and `𝐚𝐝𝐦𝐢𝐧`
 * reach the account `admin`, so they count against it too; and the caller's address, so
 * that wrong passwords sent from elsewhere never hold back the account's owner.
 */
const keyOf = (login: string, client: string | undefined): string =>
  `${client ?? NO_ADDRESS} ${loginNameKey(login)}`;

/** The wait after `failures` wrong passwords in a row: none below 5, then 30 s, 60 s... 15 min. */
export const waitAfter = (failures: number): number =>
  failures < MAX_LOGIN_FAILURES
    ? 0
    : Math.min(THROTTLE_MS * 2 ** (failures - MAX_LOGIN_FAILURES), MAX_THROTTLE_MS);

const current = (attempts: Map<string, Attempts>, key: string, now: number) => {
  const entry = attempts.get(key);
  if (entry && entry.lastFailure + FORGET_AFTER_MS <= now) {
    attempts.delete(key);
    return undefined;
  }
  return entry;
};

/** Milliseconds before `login` may try again from `client`; 0 when it may now. */
export const throttledFor = (
  store: DemoStore,
  login: string,
  client: string | undefined,
  now: number,
): number => {
  const entry = current(attemptsOf(store), keyOf(login, client), now);
  return entry && entry.blockedUntil > now ? entry.blockedUntil - now : 0;
};

/** Makes room for one more count: the forgotten ones go, then the oldest. */
const makeRoom = (attempts: Map<string, Attempts>, now: number) => {
  if (attempts.size < MAX_TRACKED_LOGINS) return;
  for (const [key, entry] of attempts) {
    if (entry.lastFailure + FORGET_AFTER_MS <= now) attempts.delete(key);
  }
  for (const key of attempts.keys()) {
    if (attempts.size < MAX_TRACKED_LOGINS) break;
    attempts.delete(key);
  }
};

/**
 * One more wrong password. A name no account can have (outside the 3-to-30-character rule)
 * is not counted: it can lock no one out, and it would only fill the server's memory.
 */
export const recordLoginFailure = (
  store: DemoStore,
  login: string,
  client: string | undefined,
  now: number,
): void => {
  if (!LOGIN_NAME_PATTERN.test(loginNameKey(login))) return;
  const attempts = attemptsOf(store);
  const key = keyOf(login, client);
  const entry = current(attempts, key, now);
  if (entry) attempts.delete(key);
  else makeRoom(attempts, now);
  const failures = (entry?.failures ?? 0) + 1;
  // Re-inserted: the Map's order is the order of the last failures, oldest first.
  attempts.set(key, { failures, lastFailure: now, blockedUntil: now + waitAfter(failures) });
};

export const recordLoginSuccess = (
  store: DemoStore,
  login: string,
  client: string | undefined,
): void => {
  attemptsOf(store).delete(keyOf(login, client));
};
