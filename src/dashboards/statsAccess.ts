import type { Role } from '../api/types';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';

/**
 * Who the server lets call `/api/stats/*` (docs/api.md: admin/control). The drill-down pages
 * are open to every logged-in user; their cards skip the calls such a user may not make and
 * explain why instead (a 403 answer gets the same explanation).
 */
export const STATS_ROLES: readonly Role[] = ['admin', 'control'];

export const STATS_FORBIDDEN =
  'Ces statistiques sont réservées aux administrateurs et aux contrôleurs : votre profil ne permet pas de les consulter.';

/** Whether the logged-in user may call the stats endpoints (false while the roles load). */
export const useMayReadStats = (): boolean => {
  const roles = useUserRoles();
  return roles !== undefined && canSee(STATS_ROLES, roles);
};

/** Whether the user's roles are known and refuse the stats endpoints. */
export const useStatsRefused = (): boolean => {
  const roles = useUserRoles();
  return roles !== undefined && !canSee(STATS_ROLES, roles);
};
