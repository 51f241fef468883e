import { rolesOfCall } from '../api/access';
import { anonymousAnswerOf } from '../api/answers';
import type { AnyEndpointName } from '../api/endpointRegistry';
import { ROLE_LABELS } from '../auth/roleLabels';

/**
 * Who may make a call, from the contract's access level (src/api/access.ts, docs/api.md):
 * « Public », « Tout utilisateur connecté », or the role labels. A public call that says
 * less without a token (GET /api/health: up, nothing more) says so.
 */
export const rolesLabel = (name: AnyEndpointName): string => {
  const roles = rolesOfCall(name);
  if (roles === null)
    return anonymousAnswerOf(name)
      ? 'Public (sans jeton) : réponse réduite sans jeton, complète avec un jeton valide'
      : 'Public (sans jeton)';
  if (roles.length === 0) return 'Tout utilisateur connecté';
  return roles.map((role) => `${ROLE_LABELS[role]} (${role})`).join(', ');
};
