import type { ValidationState } from '../api/types';

/** The validation states as users read them, and their colours. */
export const VALIDATION_STATES: Record<
  ValidationState,
  { label: string; color: 'warning' | 'success' | 'error' }
> = {
  pending: { label: 'En attente', color: 'warning' },
  validated: { label: 'Validé', color: 'success' },
  rejected: { label: 'Rejeté', color: 'error' },
};

/** For SelectInput filters and forms. */
export const VALIDATION_STATE_CHOICES = (Object.keys(VALIDATION_STATES) as ValidationState[]).map(
  (id) => ({ id, name: VALIDATION_STATES[id].label }),
);
