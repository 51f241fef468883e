import { showDate, type DateValue } from '../common/dates';

/** Dates of the scheduler, in the platform's time (UTC, the legal time of Côte d'Ivoire). */
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});
const DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « lun. 24/11/2026 02:00 » (« — » without a date) */
export const formatDateTime = (value: DateValue): string => showDate(DATE_TIME, value, '—');

/** « 02:00:15 » */
export const formatTime = (value: DateValue): string => showDate(TIME, value);

/** « lundi 23 novembre 2026 » */
export const formatDay = (value: DateValue): string => showDate(DAY, value);

/** « 2 min 05 s », « 12 s » */
export const formatDuration = (ms: number): string => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  const rest = String(seconds % 60).padStart(2, '0');
  if (hours) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  return minutes ? `${minutes} min ${rest} s` : `${seconds % 60} s`;
};

/** Duration of an execution; a running one is counted up to `now`. */
export const executionDuration = (
  startedAt: string,
  endedAt: string | null,
  now = Date.now(),
): string => {
  const elapsed = (endedAt ? Date.parse(endedAt) : now) - Date.parse(startedAt);
  return Number.isNaN(elapsed) ? '' : formatDuration(elapsed);
};
