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

/** The French message of a refusal such as a 429 (too many attempts), when the server gave one. */
const serverMessageOf = (error: unknown): string | undefined => {
  const message = (error as { body?: { message?: unknown } }).body?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** Spec section 8's 'Erreur lors de l'authentification : {message}'. */
const authenticationError = (error: unknown): Error =>
  new Error(
    `Erreur lors de l'authentification : ${serverMessageOf(error) ?? (error as Error).message}`,
  );

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
    throw authenticationError(error);
  }
  const { status, token, user } = (answer ?? {}) as {
    status?: unknown;
    token?: unknown;
    user?: unknown;
  };
  if (status !== 'ok' || typeof token !== 'string' || !token) throw new Error(LOGIN_REFUSED);
  tokenStorage.set(token);
  try {
    currentUser = isAuthUser(user) ? user : await fetchMe();
  } catch (error) {
    tokenStorage.clear();
    throw authenticationError(error);
  }
  return currentUser;
};

const fetchMe = async (): Promise<AuthUser> => {
  const { user } = expectOk(await callEndpoint('auth.me'));
  if (!isAuthUser(user)) throw new Error('utilisateur absent de la réponse');
  return user;
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
