import { usePermissions } from 'react-admin';
import type { Role } from '../api/types';

/** The logged-in user's roles, as react-admin's permissions; `undefined` while loading. */
export const useUserRoles = (): Role[] | undefined => {
  const { permissions, isPending } = usePermissions<Role[]>();
  return isPending ? undefined : (permissions ?? []);
};
