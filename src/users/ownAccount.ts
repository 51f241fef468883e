import type { Validator } from 'react-admin';
import { rolesOf } from '../auth/access';
import { getCurrentUser, getSession } from '../auth/session';

export const OWN_ACCOUNT_MESSAGE = 'Vous ne pouvez pas supprimer votre propre compte.';

/** Whether a login is the logged-in user's own account. */
export const isOwnAccount = (loginId: unknown): boolean => {
  const { user_id } = getSession();
  return user_id !== null && String(user_id) === String(loginId);
};

export const OWN_ADMIN_ROLE_MESSAGE =
  'Vous ne pouvez pas retirer votre propre rôle Administrateur : vous perdriez l’accès aux ' +
  'utilisateurs, au modèle de données, aux synchronisations, à la planification et aux ' +
  'messages de service. Demandez à un autre administrateur de le faire.';

/**
 * Refuses, as deleting one's own account is, that an admin saves their own account without
 * the admin role (main or additional): the screen would keep powers they no longer hold.
 */
export const keepOwnAdminRole: Validator = (_value, values) => {
  const user = getCurrentUser();
  if (!user || !rolesOf(user).includes('admin') || !isOwnAccount(values.login_id)) return undefined;
  return rolesOf(values).includes('admin') ? undefined : OWN_ADMIN_ROLE_MESSAGE;
};
