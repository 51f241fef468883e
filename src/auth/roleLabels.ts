import type { Role } from '../api/types';

/** The roles as users read them. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrateur',
  control: 'Contrôleur',
  dev_api_list: 'Accès à la liste des API',
};
