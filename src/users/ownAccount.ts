import { getSession } from '../auth/session';

export const OWN_ACCOUNT_MESSAGE = 'Vous ne pouvez pas supprimer votre propre compte.';

/** Whether a login is the logged-in user's own account. */
export const isOwnAccount = (loginId: unknown): boolean => {
  const { user_id } = getSession();
  return user_id !== null && String(user_id) === String(loginId);
};
