import type { AuthProvider } from 'ra-core';
import { pageOf } from '../resource/pageCatalog';
import { canSee } from '../auth/access';
import { expireSession } from '../auth/expiredSession';
import { autologin, getCurrentUser, getSession, login, logout } from '../auth/session';
import { isLeavingForLogin } from '../auth/clientSession';

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

/**
 * The session, restored from the saved token when this tab does not hold it yet. While an
 * ended session's toast is shown (its 8 s, spec section 8), it is waited for rather than
 * refused: a refusal would make react-admin log out and leave for /login at once, taking
 * the toast away. The page leaves after the 8 s, and these waits end with it.
 */
const loggedInSession = async () => {
  if (isLeavingForLogin()) return new Promise<never>(() => undefined);
  await autologin();
  return getSession();
};

/** react-admin's view of the session; the rules themselves live in session.ts and access.ts. */
export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    await login(username, password);
  },

  /** /login follows at once: the server's end of the session is not waited for. */
  logout: async () => {
    void logout();
  },

  checkAuth: async () => {
    await loggedInSession();
  },

  /**
   * 401 ends the session with the spec's toast, then /login (expiredSession.ts); react-admin
   * is not asked to log out, which would leave at once without it. 403 keeps the session
   * (the screen says access is refused).
   */
  checkError: async (error: unknown) => {
    if (hasStatus(error, 401)) expireSession();
  },

  getIdentity: async () => {
    const { user_id, user_login } = await loggedInSession();
    return { id: user_id!, fullName: user_login!, email: getCurrentUser()?.login_email };
  },

  getPermissions: async () => [...(await loggedInSession()).user_roles],

  canAccess: async ({ resource }) => {
    const page = pageOf(`/${resource}`);
    return canSee(page?.roles ?? [], (await loggedInSession()).user_roles);
  },
};
