import { useSyncExternalStore } from 'react';
import { clearImageCache } from '../api/imageCache';
import { TOKEN_KEY, tokenStorage } from '../api/token';
import type { AuthUser, Role } from '../api/types';
import { rolesOf } from './access';
import { forgetSessionKey } from '../sealing/sessionKey';
import { clearSessionTraces } from './sessionTraces';
import { runSessionEndHooks } from './sessionEndHooks';

/** Spec section 3's client session, with exactly its names. */
export interface ClientSession {
  readonly user_login: string | null;
  readonly user_id: number | null;
  /** The main role plus the additional roles (spec section 6). */
  readonly user_roles: readonly Role[];
  readonly isLoggedIn: boolean;
  /** The stored token (localStorage `authorization-token`), also before the user is known. */
  readonly token: string | null;
}

let currentUser: AuthUser | null = null;
/** No login has this id: forgets no kept key. */
const NO_USER = -1;
let leavingForLogin = false;
let snapshot: { user: AuthUser | null; session: ClientSession } | null = null;
const listeners = new Set<() => void>();

const sessionOf = (user: AuthUser | null, token: string | null): ClientSession => ({
  user_login: user?.login_name ?? null,
  user_id: user?.login_id ?? null,
  user_roles: user ? rolesOf(user) : [],
  isLoggedIn: user !== null && token !== null,
  token,
});

/**
 * The session as it is now: the same object as long as neither the user nor the stored
 * token changed (the token is read each time, since another tab may change it).
 */
export const getSession = (): ClientSession => {
  const token = tokenStorage.get();
  if (snapshot?.user !== currentUser || snapshot.session.token !== token) {
    snapshot = { user: currentUser, session: sessionOf(currentUser, token) };
  }
  return snapshot.session;
};

const changed = () => listeners.forEach((listener) => listener());

const onStorage = (event: StorageEvent) => {
  if (event.key === TOKEN_KEY || event.key === null) changed();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** What a page rendered ahead of time (index.html's login form) knows: nobody is logged in. */
const SIGNED_OUT = sessionOf(null, null);

/** The session in a component, re-rendered when it changes. */
export const useSession = (): ClientSession =>
  useSyncExternalStore(subscribe, getSession, () => SIGNED_OUT);

/** The logged-in user as the server describes it (with the e-mail), for the profile. */
export const getCurrentUser = (): AuthUser | null => currentUser;

/** After a login or an autologin: the user, and the token when a new one came with it. */
export const startSession = (user: AuthUser, token?: string): void => {
  leavingForLogin = false;
  // Photos are minors' personal data: another user never sees the cached ones.
  if (currentUser && currentUser.login_id !== user.login_id) clearImageCache();
  if (token) tokenStorage.set(token);
  currentUser = user;
  changed();
};

/** A refreshed token replaces the stored one. */
export const saveToken = (token: string): void => {
  tokenStorage.set(token);
  changed();
};

/**
 * Every way a session ends comes here: logout, a refused or failed refresh, a 401, the
 * autologin given up, another tab's logout or another user's login. The user, the token and
 * everything the session left in the browser (sessionTraces.ts: react-admin's list state,
 * home page visits, /api answers in Cache Storage, IndexedDB...) are forgotten at once, so
 * that the next user of this browser starts afresh even if the tab is closed before /login.
 * `keepToken`: the stored token already belongs to another user's session (their login in
 * another tab), which goes on.
 */
export const endSession = ({ keepToken = false }: { keepToken?: boolean } = {}): void => {
  // The key that sealed the outbox and drafts lives as long as the token: with another user's
  // token kept, only this user's key goes (theirs may already be there).
  void forgetSessionKey(keepToken ? (currentUser?.login_id ?? NO_USER) : null);
  currentUser = null;
  leavingForLogin = false;
  clearImageCache();
  // What features keep for the session (the queue's sittings, the recent decisions) ends too.
  runSessionEndHooks();
  if (!keepToken) tokenStorage.clear();
  void clearSessionTraces({ keepToken });
  changed();
};

/**
 * An ended session's toast is shown, and the way to /login waits for its 8 s (spec section
 * 8). A token stored meanwhile (a login in another tab) opens a session again.
 */
export const isLeavingForLogin = (): boolean => leavingForLogin && tokenStorage.get() === null;

/** Set when a session ends with its toast; unset when the way to /login is taken. */
export const markLeavingForLogin = (leaving: boolean): void => {
  leavingForLogin = leaving;
};
