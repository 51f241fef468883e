import { MalformedResponseError } from '../api/errors';
import type { StateRow } from './stateRows';

type Json = Record<string, unknown>;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** An object whose `counts` are non-negative numbers, or a French "unexpected answer". */
export const checkCounts = <K extends string>(
  value: unknown,
  counts: readonly K[],
): Json & Record<K, number> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedResponseError('statistiques attendues');
  }
  const record = value as Json;
  const wrong = counts.find((key) => !isCount(record[key]));
  if (wrong) throw new MalformedResponseError(`nombre attendu pour « ${wrong} »`);
  return record as Json & Record<K, number>;
};

/** A list of such objects. */
export const checkList = <K extends string>(value: unknown, counts: readonly K[]) => {
  if (!Array.isArray(value)) throw new MalformedResponseError('liste attendue');
  return value.map((item) => checkCounts(item, counts));
};

const STATE_COUNTS = ['pending', 'validated', 'rejected'] as const;

/**
 * `{ <id>, <name>, pending, validated, rejected, total? }[]` as bars. The bar is the parts
 * summed; `total`, when given, counts the students (by school, target photo: with a photo
 * or not), else the parts are all the students.
 */
export const toStateRows = (value: unknown, idKey: string, nameKey: string): StateRow[] =>
  checkList(value, STATE_COUNTS).map((item) => {
    const parts = item.validated + item.pending + item.rejected;
    return {
      id: Number(item[idKey]),
      name: String(item[nameKey] ?? ''),
      validated: item.validated,
      pending: item.pending,
      rejected: item.rejected,
      total: parts,
      students: isCount(item.total) ? Math.max(item.total, parts) : parts,
    };
  });
