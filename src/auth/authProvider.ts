import type { AuthProvider } from 'ra-core';
import { pageOf } from '../resource/pageCatalog';
import { canSee, rolesOf } from './access';
import { autologin, endSession, getCurrentUser, login } from './session';

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

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

  /** 401 ends the session; 403 keeps it (the screen says access is refused). */
  checkError: async (error: unknown) => {
    if (hasStatus(error, 401)) {
      endSession();
      throw new Error('Session expirée');
    }
  },

  getIdentity: async () => {
    const user = getCurrentUser() ?? (await autologin());
    return { id: user.login_id, fullName: user.login_name, email: user.login_email };
  },

  getPermissions: async () => rolesOf(getCurrentUser() ?? (await autologin())),

  canAccess: async ({ resource }) => {
    const page = pageOf(`/${resource}`);
    const user = getCurrentUser() ?? (await autologin());
    return canSee(page?.roles ?? [], rolesOf(user));
  },
};
