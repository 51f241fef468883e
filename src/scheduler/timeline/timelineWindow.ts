/** The timeline's window: one UTC day, or the 7 days around a day. */
export type WindowMode = 'day' | 'week';

export const DAY_MS = 86_400_000;

export interface TimeWindow {
  mode: WindowMode;
  /** The day the window is built on, YYYY-MM-DD. */
  day: string;
  from: number;
  to: number;
}

export const todayIso = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

const isDay = (text: string | null): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

export function timeWindow(mode: WindowMode, day: string): TimeWindow {
  const start = Date.parse(`${day}T00:00:00Z`);
  return mode === 'day'
    ? { mode, day, from: start, to: start + DAY_MS }
    : { mode, day, from: start - 3 * DAY_MS, to: start + 4 * DAY_MS };
}

/** The window read from the page's address (`?vue=semaine&jour=2026-11-20`), today by default. */
export function windowFromSearch(search: URLSearchParams, now = Date.now()): TimeWindow {
  const mode: WindowMode = search.get('vue') === 'semaine' ? 'week' : 'day';
  const day = search.get('jour');
  return timeWindow(mode, isDay(day) ? day : todayIso(now));
}

export const searchOf = ({ mode, day }: Pick<TimeWindow, 'mode' | 'day'>) =>
  `?vue=${mode === 'week' ? 'semaine' : 'jour'}&jour=${day}`;

/** The same kind of window, one window earlier (-1) or later (+1). */
export const shiftDay = ({ mode, day }: TimeWindow, direction: -1 | 1): string =>
  todayIso(Date.parse(`${day}T00:00:00Z`) + direction * (mode === 'day' ? 1 : 7) * DAY_MS);

/** Where a time falls in the window, in percent (clamped). */
export const percentOf = (time: number, { from, to }: TimeWindow): number =>
  Math.min(100, Math.max(0, ((time - from) / (to - from)) * 100));

/** Graduations: every 3 hours on a day, every day on a week. */
export function ticksOf({ mode, from, to }: TimeWindow): number[] {
  const step = mode === 'day' ? 3 * 3_600_000 : DAY_MS;
  const ticks: number[] = [];
  for (let time = from; time < to; time += step) ticks.push(time);
  return ticks;
}
