/** The fixed "now" of the demo data: every generated date is relative to it. */
export const DEMO_NOW = '2026-11-20T08:00:00Z';

export const NOW_MS = Date.parse(DEMO_NOW);
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** First day of the current school year (2026-2027). */
export const SCHOOL_YEAR_START_MS = Date.UTC(2026, 8, 1);

const dayCache = new Map<number, string>();

/** ISO calendar date (YYYY-MM-DD) of a UTC day number (days since 1970-01-01), cached. */
export function isoDay(dayNumber: number): string {
  let text = dayCache.get(dayNumber);
  if (text === undefined) {
    text = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    dayCache.set(dayNumber, text);
  }
  return text;
}

const DIGIT = 48;
const dayCodes = new Map<number, number[]>();

/**
 * ISO timestamp without milliseconds, e.g. 2026-11-20T08:00:00Z. Built from
 * character codes: no Date object, and a flat string (no concatenation).
 */
export function isoTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const day = Math.floor(seconds / 86_400);
  let d = dayCodes.get(day);
  if (d === undefined) {
    const text = isoDay(day);
    d = Array.from(text, (c) => c.charCodeAt(0));
    dayCodes.set(day, d);
  }
  const second = seconds - day * 86_400;
  const h = Math.floor(second / 3600);
  const m = Math.floor(second / 60) % 60;
  const s = second % 60;
  // prettier-ignore
  return String.fromCharCode(
    d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], d[9], 84 /* T */,
    DIGIT + Math.floor(h / 10), DIGIT + (h % 10), 58 /* : */,
    DIGIT + Math.floor(m / 10), DIGIT + (m % 10), 58,
    DIGIT + Math.floor(s / 10), DIGIT + (s % 10), 90 /* Z */,
  );
}

/** First and last possible birth day (UTC day numbers) of someone aged `age` on DEMO_NOW. */
export function birthDayRange(age: number): [number, number] {
  const now = new Date(NOW_MS);
  const year = now.getUTCFullYear();
  const first = Date.UTC(year - age - 1, now.getUTCMonth(), now.getUTCDate() + 1) / DAY_MS;
  const last = Date.UTC(year - age, now.getUTCMonth(), now.getUTCDate()) / DAY_MS;
  return [first, last];
}
