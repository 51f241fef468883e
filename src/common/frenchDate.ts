/** Calendar days typed and read as French readers write them (jj/mm/aaaa), kept as YYYY-MM-DD. */

export const FRENCH_DATE_PLACEHOLDER = 'jj/mm/aaaa';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A typed day (`25/11/2026`, `5/3/2026`, `25.11.2026`, `25-11-2026`, `25112026`) as
 * `2026-11-25`; null when it is not a whole, real calendar day (31/02, a 2-digit year).
 */
export const parseFrenchDate = (text: string): string | null => {
  const match =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim()) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};

/** `2026-11-25` as `25/11/2026`; '' for anything else. */
export const formatFrenchDate = (value: unknown): string => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/**
 * The slashes added while typing digits (`25` → `25/`, `25/11` → `25/11/`), only when a
 * character was added at the end: erasing is never fought.
 */
export const withSlashes = (previous: string, next: string): string => {
  // A slash typed right after one added for the user is the same slash.
  if (next === `${previous}/` && previous.endsWith('/')) return previous;
  const typedAtEnd = next.length > previous.length && next.startsWith(previous);
  return typedAtEnd && /^(\d{2}|\d{2}\/\d{2})$/.test(next) ? `${next}/` : next;
};
