import { canSee } from '../../auth/access';
import { useUserRoles } from '../../auth/useUserRoles';
import { rolesOf, type ResourceDeclaration } from '../declare';

/** Which writes the logged-in user may make on a module, by its roles per action. */
export const useMay = (declaration: ResourceDeclaration<object>) => {
  const roles = useUserRoles() ?? [];
  const may = (action: 'create' | 'update' | 'delete') =>
    declaration.endpoints[action] !== undefined && canSee(rolesOf(declaration, action), roles);
  return { create: may('create'), update: may('update'), delete: may('delete') };
};
