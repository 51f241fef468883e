import { readDate, UNREADABLE_DATE } from '../common/dates';

const RELATIVE = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A length of time in French: "45 s", "12 min 05 s", "1 h 07 min", "3 j 4 h". */
export const formatDuration = (ms: number): string => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${pad(seconds % 60)} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${pad(minutes % 60)} min`;
  return `${Math.floor(hours / 24)} j ${hours % 24} h`;
};

/** How long a run took, or has been going for while it runs. */
export const runDuration = (
  startedAt: string,
  endedAt: string | null,
  now = Date.now(),
): string => {
  const start = Date.parse(startedAt);
  const end = endedAt ? Date.parse(endedAt) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? '' : formatDuration(end - start);
};

/**
 * How long ago a moment was, in French: "il y a 3 jours", "il y a 14 minutes", "à l’instant";
 * « date illisible » for an unreadable one.
 */
export const formatAge = (iso: string, now = Date.now()): string => {
  const date = readDate(iso);
  if (!date) return UNREADABLE_DATE;
  const elapsed = now - date.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  }
  return 'à l’instant';
};
