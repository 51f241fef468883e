import { ROLES, type Role } from '../api/types';
import { ROLE_LABELS } from '../auth/roleLabels';

/** What a user without a main role reads. */
export const NO_ROLE_LABEL = 'Aucun rôle';

/** The roles as SelectInput / CheckboxGroupInput choices, with their French labels. */
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

/** A role's French label; the empty role reads 'Aucun rôle'. */
export const roleLabel = (role: Role | '' | null | undefined): string =>
  role ? (ROLE_LABELS[role] ?? role) : NO_ROLE_LABEL;
