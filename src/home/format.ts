import type { RunStatus } from '../api/types';
import { UNREADABLE_DATE, showDate } from '../common/dates';
export { formatCount } from '../common/numbers';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * A date and time in French (12/03/2025 14:05); « date illisible » when unreadable or empty: a
 * figure never reads « Aucune » for a run whose date the server garbled.
 */
export const formatDateTime = (iso: string): string => showDate(DATE_TIME, iso, UNREADABLE_DATE);

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  running: 'En cours',
  success: 'Réussie',
  error: 'En échec',
};
