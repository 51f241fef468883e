import { ROLES_OF_ACCESS } from '../../api/access';
import type { AuthUser, Login, Role } from '../../api/types';
import { loginNameKey } from '../../users/credentialRules';
import type { DemoLogin } from '../db';
import { ApiError, type Access, type HandlerContext } from './types';

export const UNAUTHORIZED = 'Session expirée ou invalide, veuillez vous reconnecter.';
export const FORBIDDEN = 'Accès refusé : vos droits ne permettent pas cette action.';

/** A user's roles: the main role plus the additional roles. */
export const rolesOf = (login: DemoLogin): Role[] =>
  [login.login_role, ...login.login_additionalRoles].filter((role): role is Role => !!role);

export { ROLES_OF_ACCESS };

/** Throws the 401 or 403 answer when `user` may not make a call of this access level. */
export function checkAccess(access: Access, user: DemoLogin | null): void {
  const needed = ROLES_OF_ACCESS[access];
  if (needed === null) return;
  if (!user) throw new ApiError(401, UNAUTHORIZED);
  if (needed.length && !rolesOf(user).some((role) => needed.includes(role))) {
    throw new ApiError(403, FORBIDDEN);
  }
}

/** The caller of a call that requires a user. */
export const currentUser = (ctx: HandlerContext): DemoLogin => {
  if (!ctx.user) throw new ApiError(401, UNAUTHORIZED);
  return ctx.user;
};

export const authUser = (login: DemoLogin): AuthUser => ({
  login_id: login.login_id,
  login_name: login.login_name,
  login_email: login.login_email,
  login_fullName: login.login_fullName,
  login_role: login.login_role,
  login_additionalRoles: [...login.login_additionalRoles],
});

/** A login as the API shows it: never a password. */
export const publicLogin = (login: DemoLogin): Login => ({
  ...authUser(login),
  login_fullName: login.login_fullName,
  login_createdAt: login.login_createdAt,
});

/** The account of a login name, compared as names are (NFKC, case aside). */
export const findLoginByName = (ctx: HandlerContext, name: string): DemoLogin | undefined => {
  const wanted = loginNameKey(name);
  return ctx.tables.logins.records.find((login) => loginNameKey(login.login_name) === wanted);
};
