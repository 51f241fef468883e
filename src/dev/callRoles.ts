import type { EndpointName } from '../api/endpoints';
import type { Role } from '../api/types';
import { ROLE_LABELS } from '../auth/roleLabels';
import { ROLES_OF_ACCESS } from '../demo/handlers/accounts';
import { handlerTable } from '../demo/handlers/table';

/**
 * Who may make each call, read where the contract is enforced: the access level each
 * demo API handler declares (docs/api.md, column "access", describes the same levels).
 */
export const rolesOf = (name: EndpointName): readonly Role[] | null =>
  ROLES_OF_ACCESS[handlerTable[name].access];

/** « Public », « Tout utilisateur connecté », or the role labels. */
export const rolesLabel = (name: EndpointName): string => {
  const roles = rolesOf(name);
  if (roles === null) return 'Public (sans jeton)';
  if (roles.length === 0) return 'Tout utilisateur connecté';
  return roles.map((role) => `${ROLE_LABELS[role]} (${role})`).join(', ');
};
