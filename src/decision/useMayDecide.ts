import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';

/** Roles that may decide on a record: those of /validation (spec section 6). */
export const DECIDERS = ['admin', 'control'] as const;

/** Whether the user may validate or reject; false while the roles load. */
export const useMayDecide = (): boolean => {
  const roles = useUserRoles();
  return roles !== undefined && canSee(DECIDERS, roles);
};
