import { expectOk } from '../api/envelope';
import { callEndpoint } from '../api/http';
import { tokenStorage } from '../api/token';
import type { AuthUser } from '../api/types';

/** The client session of spec section 3, kept in memory; the token lives in localStorage. */
let currentUser: AuthUser | null = null;
let pendingAutologin: Promise<AuthUser> | null = null;

export const LOGIN_REFUSED = 'Identifiant ou mot de passe incorrect';
export const NO_TOKEN = 'no token';
export const AUTOLOGIN_ERROR = 'autologin error';

const isAuthUser = (value: unknown): value is AuthUser =>
  typeof value === 'object' &&
  value !== null &&
  'login_id' in value &&
  'login_name' in value &&
  'login_role' in value;

export const getCurrentUser = (): AuthUser | null => currentUser;

export const isLoggedIn = (): boolean => currentUser !== null && tokenStorage.get() !== null;

/** POST /api/auth/login: a success only when status is ok and a token is present. */
export const login = async (loginName: string, password: string): Promise<AuthUser> => {
  let answer: unknown;
  try {
    answer = await callEndpoint('auth.login', { body: { login: loginName, password } });
  } catch (error) {
    throw new Error(`Erreur lors de l'authentification : ${(error as Error).message}`);
  }
  const { status, token, user } = (answer ?? {}) as {
    status?: unknown;
    token?: unknown;
    user?: unknown;
  };
  if (status !== 'ok' || typeof token !== 'string' || !token) throw new Error(LOGIN_REFUSED);
  tokenStorage.set(token);
  currentUser = isAuthUser(user) ? user : await fetchMe();
  return currentUser;
};

const fetchMe = async (): Promise<AuthUser> => {
  const { user } = expectOk(await callEndpoint('auth.me'));
  if (!isAuthUser(user)) throw new Error('utilisateur absent de la réponse');
  return user;
};

/** Reads the logged-in user again (GET /api/auth/me), after their account was changed. */
export const reloadCurrentUser = async (): Promise<AuthUser> => {
  currentUser = await fetchMe();
  return currentUser;
};

/**
 * Restores a session from the saved token (GET /api/auth/me). Fails with 'no token'
 * when none is stored and 'autologin error' when the server refuses it. Concurrent
 * callers share one request.
 */
export const autologin = (): Promise<AuthUser> => {
  if (currentUser && tokenStorage.get()) return Promise.resolve(currentUser);
  if (!tokenStorage.get()) return Promise.reject(new Error(NO_TOKEN));
  pendingAutologin ??= fetchMe()
    .then((user) => {
      currentUser = user;
      return user;
    })
    .catch(() => {
      endSession();
      throw new Error(AUTOLOGIN_ERROR);
    })
    .finally(() => {
      pendingAutologin = null;
    });
  return pendingAutologin;
};

export const endSession = (): void => {
  currentUser = null;
  tokenStorage.clear();
};
