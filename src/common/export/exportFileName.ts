import { VALIDATION_STATES } from '../validationStates';
import type { ValidationState } from '../../api/types';

/** « DREN Dimbokro » → « dren-dimbokro »: no accent, no space, lower case. */
export const fileSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Longest part a filter may add to a file name, so that names stay readable. */
const MAX_FILTER_LENGTH = 80;

/** « eleves », [« DREN Dimbokro »], 2026-11-28 → « eleves-dren-dimbokro-2026-11-28.csv ». */
export const exportFileName = (base: string, filterParts: readonly string[], day: string) => {
  const filter = filterParts.map(fileSlug).filter(Boolean).join('-').slice(0, MAX_FILTER_LENGTH);
  return `${[base, filter.replace(/-+$/, ''), day].filter(Boolean).join('-')}.csv`;
};

/** The filters whose value is a record's id, read by the record's name. */
const REFERENCES: Record<string, { resource: string; name: string }> = {
  dren_id: { resource: 'dren', name: 'dren_name' },
  school_id: { resource: 'school', name: 'school_name' },
};

/** How a yes/no filter reads in a file name. */
const FLAGS: Record<string, [yes: string, no: string]> = {
  student_hasPhoto: ['avec photo', 'sans photo'],
};

type NameOf = (resource: string, id: unknown, field: string) => Promise<string | undefined>;

/**
 * The words a list's filters add to its export's name, in the order they were set: a DREN or
 * a school by its name, a state by its label, a search or a class as typed.
 */
export const filterWords = async (
  filter: Record<string, unknown>,
  nameOf: NameOf,
): Promise<string[]> => {
  const words = await Promise.all(
    Object.entries(filter).map(async ([key, value]): Promise<string | undefined> => {
      if (value === undefined || value === null || value === '') return undefined;
      const reference = REFERENCES[key];
      if (reference) return nameOf(reference.resource, value, reference.name);
      const flag = FLAGS[key];
      if (flag) return flag[value === true || value === 'true' ? 0 : 1];
      if (typeof value === 'boolean') return undefined;
      if (key.endsWith('_state') && typeof value === 'string' && value in VALIDATION_STATES)
        return VALIDATION_STATES[value as ValidationState].label;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    }),
  );
  return words.filter((word): word is string => Boolean(word));
};
