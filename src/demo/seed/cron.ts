/**
 * A small five-field cron (minute hour day-of-month month day-of-week): numbers,
 * '*', ranges 'a-b', steps '/n' and lists. Times are UTC, which is also the
 * legal time of Côte d'Ivoire.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from './clock';

export interface CronSchedule {
  minutes: number[];
  hours: number[];
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Day of month and day of week both restricted: either one matches (as in cron). */
  eitherDay: boolean;
}

const FIELDS: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function parseField(text: string, [min, max]: [number, number]): number[] | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to =
      match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}

/** The schedule of a cron expression, or null when it is not valid. */
export function parseCron(expression: string): CronSchedule | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const fields = parts.map((part, i) => parseField(part, FIELDS[i]));
  if (fields.some((f) => f === null)) return null;
  const [minutes, hours, days, months, weekdays] = fields as number[][];
  return {
    minutes,
    hours,
    days: new Set(days),
    months: new Set(months),
    // 7 is another name of Sunday.
    weekdays: new Set(weekdays.map((d) => d % 7)),
    eitherDay: parts[2] !== '*' && parts[4] !== '*',
  };
}

export function isValidCron(expression: string): boolean {
  return parseCron(expression) !== null;
}

function dayMatches(schedule: CronSchedule, date: Date): boolean {
  if (!schedule.months.has(date.getUTCMonth() + 1)) return false;
  const day = schedule.days.has(date.getUTCDate());
  const weekday = schedule.weekdays.has(date.getUTCDay());
  return schedule.eitherDay ? day || weekday : day && weekday;
}

/** Start times (ms) of the runs planned in [fromMs, toMs), in order. */
export function cronOccurrences(schedule: CronSchedule, fromMs: number, toMs: number): number[] {
  const times: number[] = [];
  for (let day = Math.floor(fromMs / DAY_MS) * DAY_MS; day < toMs; day += DAY_MS) {
    if (!dayMatches(schedule, new Date(day))) continue;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const time = day + hour * HOUR_MS + minute * MINUTE_MS;
        if (time >= fromMs && time < toMs) times.push(time);
      }
    }
  }
  return times;
}
