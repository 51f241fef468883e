import cronstrue from 'cronstrue';
import 'cronstrue/locales/fr';
import { Cron } from 'croner';

/** What the scheduler accepts: five fields of numbers, '*', ranges, steps and lists. */
const FIELD = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;
const FIELD_NAMES = ['minute', 'heure', 'jour du mois', 'mois', 'jour de la semaine'];

export const CRON_FORMAT_HINT =
  '5 champs : minute heure jour-du-mois mois jour-de-la-semaine, par exemple « 0 2 * * * ».';

export type CronCheck = { ok: true; reading: string } | { ok: false; error: string };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** cronstrue says "À 02:00" for every day; the scheduler says "tous les jours à 02:00". */
const everyDay = (parts: string[], reading: string) =>
  parts.slice(2).every((part) => part === '*') && /^à \d/.test(reading)
    ? `tous les jours ${reading}`
    : reading;

/**
 * Checks a cron expression as the server does and reads it in French. cronstrue and
 * croner throw English messages: the user gets French ones, naming the faulty field.
 */
export function checkCron(expression: string): CronCheck {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, error: 'Saisissez une planification.' };
  if (parts.length !== 5) {
    return { ok: false, error: `${parts.length} champ(s) au lieu de 5. ${CRON_FORMAT_HINT}` };
  }
  const bad = parts.findIndex((part) => !FIELD.test(part));
  if (bad >= 0) {
    return {
      ok: false,
      error: `Champ « ${FIELD_NAMES[bad]} » invalide (« ${parts[bad]} ») : chiffres, *, intervalles a-b, pas /n et listes a,b.`,
    };
  }
  try {
    new Cron(parts.join(' '), { timezone: 'UTC', paused: true });
    const reading = cronstrue.toString(parts.join(' '), {
      locale: 'fr',
      use24HourTimeFormat: true,
    });
    return { ok: true, reading: everyDay(parts, lowerFirst(reading)) };
  } catch {
    return {
      ok: false,
      error: `Valeur hors limites : minute 0-59, heure 0-23, jour 1-31, mois 1-12, jour de la semaine 0-7.`,
    };
  }
}

/** The French reading of a valid expression, or null. */
export const readCron = (expression: string): string | null => {
  const check = checkCron(expression);
  return check.ok ? check.reading : null;
};

/** The next `count` run times after `from` (UTC, the platform's time), or [] when invalid. */
export function nextRuns(expression: string, count: number, from: Date = new Date()): Date[] {
  if (!checkCron(expression).ok) return [];
  return new Cron(expression.trim(), { timezone: 'UTC', paused: true }).nextRuns(count, from);
}

/** react-admin validator of the schedule field. */
export const validateCron = (value: unknown): string | undefined => {
  const check = checkCron(typeof value === 'string' ? value : '');
  return check.ok ? undefined : check.error;
};
