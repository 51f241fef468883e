import { showDate } from '../common/dates';
export { formatCount } from '../common/numbers';

/** Day-only values (birth dates) are calendar days: read and shown in UTC, never shifted. */
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** A calendar day (2012-03-05 → 05/03/2012); '' when missing, « date illisible » when unreadable. */
export const formatDay = (value: string | null | undefined): string => showDate(DAY, value);

/** A moment (12/03/2025 14:05, local time); '' when missing, « date illisible » when unreadable. */
export const formatDateTime = (value: string | null | undefined): string =>
  showDate(DATE_TIME, value);

/** The day of a moment (12/03/2025, local time); '' when missing, « date illisible » when unreadable. */
export const formatDate = (value: string | null | undefined): string => showDate(DATE, value);
