import { rolesOfCall } from '../api/access';
import type { AnyEndpointName } from '../api/endpointRegistry';
import { ROLE_LABELS } from '../auth/roleLabels';

/**
 * Who may make a call, from the contract's access level (src/api/access.ts, docs/api.md):
 * « Public », « Tout utilisateur connecté », or the role labels.
 */
export const rolesLabel = (name: AnyEndpointName): string => {
  const roles = rolesOfCall(name);
  if (roles === null) return 'Public (sans jeton)';
  if (roles.length === 0) return 'Tout utilisateur connecté';
  return roles.map((role) => `${ROLE_LABELS[role]} (${role})`).join(', ');
};
