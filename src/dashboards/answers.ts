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
 * `{ <id>, <name>, pending, validated, rejected, total? }[]` as bars; without a total (the
 * answer by DREN) the parts are the whole.
 */
export const toStateRows = (value: unknown, idKey: string, nameKey: string): StateRow[] =>
  checkList(value, STATE_COUNTS).map((item) => ({
    id: Number(item[idKey]),
    name: String(item[nameKey] ?? ''),
    validated: item.validated,
    pending: item.pending,
    rejected: item.rejected,
    total: isCount(item.total) ? item.total : item.validated + item.pending + item.rejected,
  }));
