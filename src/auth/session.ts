import { ApiError, isAbort, MalformedResponseError } from '../api/errors';
import { callAuth } from '../api/authCalls';
import { tokenStorage } from '../api/token';
import type { AuthUser } from '../api/types';
import { endSession, getCurrentUser, startSession } from './clientSession';
import { deriveSessionKey } from '../sealing/sessionKey';
import { reloadAtLogin } from './loginRedirect';
import { forgetReturnPage } from './returnPage';
import { endServerSession } from './serverLogout';
import { runLogoutHooks } from './sessionEndHooks';
import {
  CONNECTION_LOST_TEXT,
  CONNECTION_LOST_TITLE,
  REFRESH_RETRIES,
  REFRESH_RETRY_DELAY_MS,
} from './messages';
import { reconnection } from './reconnection';
import { withRetries } from './retry';
import { endSessionWithToast, toastSessionError } from './sessionEnd';

export { endSession, getCurrentUser, getSession, saveToken, useSession } from './clientSession';
export type { ClientSession } from './clientSession';

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

let pendingAutologin: Promise<AuthUser> | null = null;

/** The server answered, and its answer refuses the token. */
class TokenRefused extends Error {}

const isAuthUser = (value: unknown): value is AuthUser =>
  typeof value === 'object' &&
  value !== null &&
  'login_id' in value &&
  'login_name' in value &&
  'login_role' in value;

/** GET /api/auth/me: the user of the stored token. */
const fetchMe = async (): Promise<AuthUser> => {
  if (!tokenStorage.get()) throw new Error(NO_TOKEN);
  const answer = await callAuth('auth.me');
  const { status, user } = (answer ?? {}) as { status?: unknown; user?: unknown };
  if (status !== 'ok') throw new TokenRefused('statut différent de « ok »');
  if (!isAuthUser(user)) throw new MalformedResponseError('utilisateur absent de la réponse');
  return user;
};

/** POST /api/auth/login: a success only when status is ok and a token is present. */
export const login = async (loginName: string, password: string): Promise<AuthUser> => {
  let answer: unknown;
  try {
    answer = await callAuth('auth.login', { body: { login: loginName, password } });
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
  forgetReturnPage();
  try {
    const known = isAuthUser(user) ? user : await fetchMe();
    // Not waited for: the first page opens meanwhile (docs/decisions/kept-in-browser.md).
    void deriveSessionKey(known.login_id, password);
    startSession(known);
  } catch (error) {
    tokenStorage.clear();
    throw authenticationError(error);
  }
  return getCurrentUser()!;
};

/** Statuses that say "not now" rather than "not this token". */
const TRANSIENT_STATUSES = [408, 429];

/** Only an answer that refuses the token ends the session: a 4xx, or a status not ok. */
const isRefusal = (error: unknown) =>
  error instanceof TokenRefused ||
  (error instanceof ApiError && error.status < 500 && !TRANSIENT_STATUSES.includes(error.status));

const isTransient = (error: unknown) =>
  !isRefusal(error) && !(error instanceof Error && error.message === NO_TOKEN);

/** A request cut off (the page being left) is asked again at once, without counting. */
const fetchMeUnlessAborted = () =>
  fetchMe().catch((error: unknown) => {
    if (isAbort(error)) return fetchMe();
    throw error;
  });

/** Spec section 8's 'Connexion perdue': toast for 8 s, then /login, reloaded. */
const giveUp = () =>
  new Promise<never>((_resolve, reject) => {
    reconnection.set({ state: 'lost' });
    endSessionWithToast(
      {
        endSession,
        notifyError: toastSessionError,
        goToLogin: () => {
          reloadAtLogin();
          reject(new Error(AUTOLOGIN_ERROR));
        },
      },
      CONNECTION_LOST_TITLE,
      CONNECTION_LOST_TEXT,
      true,
    );
  });

const restore = async (): Promise<AuthUser> => {
  try {
    const user = await withRetries(fetchMeUnlessAborted, {
      retries: REFRESH_RETRIES,
      delayMs: REFRESH_RETRY_DELAY_MS,
      isTransient,
      onRetry: (retry) =>
        reconnection.set({
          state: 'reconnecting',
          retry,
          retries: REFRESH_RETRIES,
          delayMs: REFRESH_RETRY_DELAY_MS,
        }),
    });
    startSession(user);
    return user;
  } catch (error) {
    if (isTransient(error)) return giveUp();
    if (isRefusal(error)) endSession();
    throw new Error(isRefusal(error) ? AUTOLOGIN_ERROR : NO_TOKEN);
  } finally {
    if (reconnection.get()?.state === 'reconnecting') reconnection.set(null);
  }
};

/**
 * Whose session the stored token opens (GET /api/auth/me): the user, or null when the
 * server refuses the token. Any other failure (network, 5xx) is thrown: nobody knows.
 */
export const userOfStoredToken = async (): Promise<AuthUser | null> => {
  try {
    return await fetchMe();
  } catch (error) {
    if (isRefusal(error) || (error instanceof Error && error.message === NO_TOKEN)) return null;
    throw error;
  }
};

/** Reads the logged-in user again (GET /api/auth/me), after their account was changed. */
export const reloadCurrentUser = async (): Promise<AuthUser> => {
  startSession(await fetchMe());
  return getCurrentUser()!;
};

/**
 * Restores a session from the saved token (GET /api/auth/me). Fails with 'no token' when
 * none is stored and 'autologin error' when the server refuses it (401, or a status not
 * ok). A network error, a 5xx or a malformed answer keeps the token and is retried 3 times
 * 10 s apart, as the refresh; then 'Connexion perdue'. Concurrent callers share one attempt.
 */
export const autologin = (): Promise<AuthUser> => {
  const user = getCurrentUser();
  if (user && tokenStorage.get()) return Promise.resolve(user);
  if (!tokenStorage.get()) return Promise.reject(new Error(NO_TOKEN));
  pendingAutologin ??= restore().finally(() => {
    pendingAutologin = null;
  });
  return pendingAutologin;
};

/**
 * The user logs out ('Se déconnecter'): the session ends here at once (every tab follows the
 * token), then the server is asked to end it too, with its token, best-effort (3 s at most).
 * The promise is that call's, for whoever wants to wait for it; it never rejects. The user's
 * form drafts and return page go too (docs/decisions/drafts.md).
 */
export const logout = (): Promise<void> => {
  const token = tokenStorage.get();
  // An ended session's way to /login (its user already forgotten) keeps what it left for them.
  const user = getCurrentUser();
  if (user) {
    runLogoutHooks(user.login_id);
    forgetReturnPage();
  }
  endSession();
  return token ? endServerSession(token) : Promise.resolve();
};
