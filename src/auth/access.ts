import type { AuthUser, Role } from '../api/types';

/** A user's roles: the main role plus the additional ones (spec section 6). */
export const rolesOf = (user: Pick<AuthUser, 'login_role' | 'login_additionalRoles'>): Role[] => {
  const roles = [user.login_role, ...(user.login_additionalRoles ?? [])].filter(
    (role): role is Role => Boolean(role),
  );
  return [...new Set(roles)];
};

/**
 * The one role rule, used by the menu, the command palette, the route guard and
 * react-admin's canAccess: no roles required, or the user holds at least one of them.
 */
export const canSee = (required: readonly Role[], userRoles: readonly Role[]): boolean =>
  required.length === 0 || required.some((role) => userRoles.includes(role));

/**
 * Whether a page is of use to the user: they may open it and read its content
 * (`contentRoles`, for a page open to all whose content is reserved). Shortcuts, the palette
 * and links offer only such pages, so that none leads to a page that would only refuse.
 */
export const mayUse = (
  page: { roles: readonly Role[]; contentRoles?: readonly Role[] },
  userRoles: readonly Role[],
): boolean => canSee(page.roles, userRoles) && canSee(page.contentRoles ?? page.roles, userRoles);
