import { mayReadValidity } from '../api/validity';
import { useUserRoles } from './useUserRoles';

/**
 * Whether the logged-in user may see validity data (students' issues, schools' students to
 * correct): admins and controllers. False while the roles load, so nothing shows and goes.
 */
export const useMayReadValidity = (): boolean => {
  const roles = useUserRoles();
  return roles !== undefined && mayReadValidity(roles);
};
