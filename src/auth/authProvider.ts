import type { AuthProvider } from 'ra-core';
import { pageOf } from '../resource/pageCatalog';
import { canSee } from './access';
import { autologin, endSession, getCurrentUser, getSession, login } from './session';
import { isLeavingForLogin } from './sessionEnd';

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

/** The session, restored from the saved token when this tab does not hold it yet. */
const loggedInSession = async () => {
  await autologin();
  return getSession();
};

/** react-admin's view of the session; the rules themselves live in session.ts and access.ts. */
export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    await login(username, password);
  },

  logout: async () => {
    endSession();
  },

  checkAuth: async () => {
    await autologin();
  },

  /**
   * 401 ends the session; 403 keeps it (the screen says access is refused). A 401 while an
   * ended session's toast is shown changes nothing: /login comes after the toast's 8 s.
   */
  checkError: async (error: unknown) => {
    if (hasStatus(error, 401) && isLeavingForLogin()) {
      throw { logoutUser: false, message: false };
    }
    if (hasStatus(error, 401)) {
      endSession();
      throw new Error('Session expirée');
    }
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
