import { LOGIN_NAME_PATTERN, loginNameKey } from '../users/credentialRules';
import type { DemoStore } from './store';

/** From this many wrong passwords in a row, each further try waits (docs/api.md, Sessions). */
export const MAX_LOGIN_FAILURES = 5;
/** From this many wrong passwords from one address, whatever the names, its tries wait too. */
export const MAX_ADDRESS_FAILURES = 50;
/** The first wait; it doubles with each wrong password after it, up to MAX_THROTTLE_MS. */
export const THROTTLE_MS = 30 * 1000;
/** The longest wait anyone is told: no wrong password, however timed, sets a longer one. */
export const MAX_THROTTLE_MS = 15 * 60 * 1000;
/** A count with no wrong password for this long is forgotten. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;
/** At most this many counts are kept per server; one that still holds back is never dropped. */
export const MAX_TRACKED_LOGINS = 10_000;

/**
 * The key of a caller with no known address: the browser demo (MSW, in the user's own
 * browser, which no one else can reach) and the Node tests. There the count is per name.
 */
export const NO_ADDRESS = 'local';

/** Who tries: the address, and the device id when the device cookie is signed for the name. */
export interface LoginCaller {
  client?: string;
  device?: string;
}

interface Attempts {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

interface ThrottleState {
  /** In the order of their last failure, oldest first. */
  attempts: Map<string, Attempts>;
  /** When the table, full of counts that hold back, has one to let go (0: not full). */
  fullUntil: number;
}

/**
 * Failed logins per demo server (the store): kept in memory like a real server's rate
 * limiter, so a reload of the demo, which restarts its server, forgets them.
 */
const stateByStore = new WeakMap<DemoStore, ThrottleState>();

const stateOf = (store: DemoStore): ThrottleState => {
  let state = stateByStore.get(store);
  if (!state) {
    state = { attempts: new Map(), fullUntil: 0 };
    stateByStore.set(store, state);
  }
  return state;
};

/** The whole data takes over from the accounts that answered the first logins: so do their failures. */
export const shareLoginAttempts = (from: DemoStore, to: DemoStore): void =>
  void stateByStore.set(to, stateOf(from));

/** How many counts the server keeps (bounded by MAX_TRACKED_LOGINS). */
export const trackedLogins = (store: DemoStore): number => stateOf(store).attempts.size;

/**
 * The counts a try is held to. The name as logins look accounts up (NFKC, trimmed, case
 * aside): `ａｄｍｉｎ` and `𝐚𝐝𝐦𝐢𝐧` reach the account `admin`, so they count against it too.
 * A known device: its own count for the name, nothing else (others' failures never hold it
 * back). Otherwise the name from the caller's address, and the address across names.
 */
const countsOf = (login: string, { client, device }: LoginCaller) => {
  const name = loginNameKey(login);
  if (device) return [{ key: `device ${device} ${name}`, limit: MAX_LOGIN_FAILURES }];
  const address = `address ${client ?? NO_ADDRESS}`;
  return [
    { key: `${address} ${name}`, limit: MAX_LOGIN_FAILURES },
    { key: address, limit: MAX_ADDRESS_FAILURES },
  ];
};

/** The wait after `failures` wrong passwords in a row: none below `limit`, then 30 s, 60 s... 15 min. */
export const waitAfter = (failures: number, limit = MAX_LOGIN_FAILURES): number =>
  failures < limit ? 0 : Math.min(THROTTLE_MS * 2 ** (failures - limit), MAX_THROTTLE_MS);

const current = (attempts: Map<string, Attempts>, key: string, now: number) => {
  const entry = attempts.get(key);
  if (entry && entry.lastFailure + FORGET_AFTER_MS <= now) {
    attempts.delete(key);
    return undefined;
  }
  return entry;
};

/** Milliseconds before `login` may try again for `caller`; 0 when it may now. */
export const throttledFor = (
  store: DemoStore,
  login: string,
  caller: LoginCaller,
  now: number,
): number => {
  const state = stateOf(store);
  const counts = countsOf(login, caller);
  let wait = 0;
  for (const { key } of counts) {
    const entry = current(state.attempts, key, now);
    if (entry) wait = Math.max(wait, entry.blockedUntil - now);
  }
  // A full table could not count this caller's last failures: until it can, it waits.
  const full = state.attempts.size >= MAX_TRACKED_LOGINS;
  const untracked = counts.every(({ key }) => !state.attempts.has(key));
  if (full && !caller.device && untracked) wait = Math.max(wait, state.fullUntil - now);
  return Math.max(wait, 0);
};

/**
 * Room for one more count: the forgotten ones go, then the oldest that no longer hold anyone
 * back, a tenth of the table at once (one pass, then room for a while). Never one that holds
 * back: it would free its guesser. False when every count still holds back; the table then
 * says when one will be free (`fullUntil`).
 */
const makeRoom = (state: ThrottleState, now: number): boolean => {
  const { attempts } = state;
  if (attempts.size < MAX_TRACKED_LOGINS) return true;
  if (state.fullUntil > now) return false;
  let firstFree = Infinity;
  for (const [key, entry] of attempts) {
    if (attempts.size <= MAX_TRACKED_LOGINS - MAX_TRACKED_LOGINS / 10) break;
    if (entry.blockedUntil <= now || entry.lastFailure + FORGET_AFTER_MS <= now) {
      attempts.delete(key);
    } else firstFree = Math.min(firstFree, entry.blockedUntil);
  }
  state.fullUntil = attempts.size < MAX_TRACKED_LOGINS ? 0 : firstFree;
  return state.fullUntil === 0;
};

/**
 * One more wrong password. A name no account can have (outside the 3-to-30-character rule)
 * is not counted: it can lock no one out, and it would only fill the server's memory. A
 * failure while its count already holds back (tries checked before the first of them was
 * counted) neither doubles nor lengthens the wait.
 */
export const recordLoginFailure = (
  store: DemoStore,
  login: string,
  caller: LoginCaller,
  now: number,
): void => {
  if (!LOGIN_NAME_PATTERN.test(loginNameKey(login))) return;
  const state = stateOf(store);
  for (const { key, limit } of countsOf(login, caller)) {
    const entry = current(state.attempts, key, now);
    if (entry && entry.blockedUntil > now) continue;
    if (entry) state.attempts.delete(key);
    else if (!makeRoom(state, now)) continue;
    const failures = (entry?.failures ?? 0) + 1;
    // Re-inserted: the Map's order is the order of the last failures, oldest first.
    state.attempts.set(key, {
      failures,
      lastFailure: now,
      blockedUntil: now + waitAfter(failures, limit),
    });
  }
};

/** A success clears the name's count for this caller; the address's count across names stays. */
export const recordLoginSuccess = (store: DemoStore, login: string, caller: LoginCaller): void => {
  stateOf(store).attempts.delete(countsOf(login, caller)[0].key);
};
