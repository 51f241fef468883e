import { loginNameKey } from '../users/credentialRules';
import type { DemoStore } from './store';

/** After this many wrong passwords in a row, a login is refused for THROTTLE_MS. */
export const MAX_LOGIN_FAILURES = 5;
export const THROTTLE_MS = 30 * 1000;

interface Attempts {
  failures: number;
  blockedUntil: number;
}

/**
 * Failed logins per login name, per demo server (the store): kept in memory like a real
 * server's rate limiter, so a reload of the demo, which restarts its server, forgets them.
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

/**
 * The name as logins look accounts up (NFKC, trimmed, case aside): `ａｄｍｉｎ` and `𝐚𝐝𝐦𝐢𝐧`
 * reach the account `admin`, so they count against it too.
 */
const keyOf = loginNameKey;

/** Milliseconds before `login` may try again; 0 when it may now. */
export const throttledFor = (store: DemoStore, login: string, now: number): number => {
  const entry = attemptsOf(store).get(keyOf(login));
  return entry && entry.blockedUntil > now ? entry.blockedUntil - now : 0;
};

export const recordLoginFailure = (store: DemoStore, login: string, now: number): void => {
  const attempts = attemptsOf(store);
  const key = keyOf(login);
  const entry = attempts.get(key);
  const failures =
    entry && entry.blockedUntil <= now && entry.blockedUntil > 0 ? 1 : (entry?.failures ?? 0) + 1;
  attempts.set(key, {
    failures,
    blockedUntil: failures >= MAX_LOGIN_FAILURES ? now + THROTTLE_MS : 0,
  });
};

export const recordLoginSuccess = (store: DemoStore, login: string): void => {
  attemptsOf(store).delete(keyOf(login));
};
