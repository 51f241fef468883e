import type { RunStatus } from '../api/types';
import { showDate } from '../common/dates';

const COUNT = new Intl.NumberFormat('fr-FR');
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** A count as French readers write it: 50 000 (with a narrow no-break space). */
export const formatCount = (value: number): string => COUNT.format(value);

/** A date and time in French (12/03/2025 14:05); « date illisible » when unreadable. */
export const formatDateTime = (iso: string): string => showDate(DATE_TIME, iso);

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  running: 'En cours',
  success: 'Réussie',
  error: 'En échec',
};
