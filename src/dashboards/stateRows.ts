import { foldText } from '../common/foldText';
import type { ValidationState } from '../api/types';
import { ratio } from './format';

/** What a state breakdown is about: the students' data, or their latest photo. */
export type Target = 'data' | 'photo';

/** One bar of a breakdown by state: a DREN or a school. */
export interface StateRow {
  id: number;
  name: string;
  validated: number;
  pending: number;
  rejected: number;
  /** The parts summed: students (data) or photos received (photo). */
  total: number;
  /** All the students counted, with a photo or not (≥ total). */
  students: number;
}

/** The states in the order they stack, left to right. */
export const STACK: readonly ValidationState[] = ['validated', 'pending', 'rejected'];

export const STATE_LABELS: Record<ValidationState, string> = {
  validated: 'Validés',
  pending: 'En attente',
  rejected: 'Rejetés',
};

interface TargetInfo {
  /** The rate shown beside each row, and what it measures. */
  rateLabel: string;
  rate: (row: StateRow) => number | undefined;
  /** What the total counts. */
  totalLabel: string;
}

/**
 * Students' data: the share validated. Photos: the share already examined (validated or
 * rejected), which is how far the validation queue has gone.
 */
export const TARGETS: Record<Target, TargetInfo> = {
  data: {
    rateLabel: 'Taux de validation',
    rate: (row) => ratio(row.validated, row.total),
    totalLabel: 'Élèves',
  },
  photo: {
    rateLabel: 'Avancement',
    rate: (row) => ratio(row.validated + row.rejected, row.total),
    totalLabel: 'Photos',
  },
};

export type RowSort = 'total' | 'rate' | 'name';

export const ROW_SORTS: Record<RowSort, string> = {
  total: 'Effectif',
  rate: 'Taux',
  name: 'Nom',
};

export const isRowSort = (value: string | null): value is RowSort =>
  value !== null && value in ROW_SORTS;

/** Biggest first, best rate first (no rate last), or by name; ties by name. */
export const sortRows = (rows: readonly StateRow[], sort: RowSort, target: Target): StateRow[] => {
  const byName = (a: StateRow, b: StateRow) =>
    a.name.localeCompare(b.name, 'fr', { numeric: true });
  const rate = (row: StateRow) => TARGETS[target].rate(row) ?? -1;
  const compare: Record<RowSort, (a: StateRow, b: StateRow) => number> = {
    total: (a, b) => b.total - a.total || byName(a, b),
    rate: (a, b) => rate(b) - rate(a) || byName(a, b),
    name: byName,
  };
  return [...rows].sort(compare[sort]);
};

/** The parts summed: a whole DREN, the whole country. */
export const sumRows = (rows: readonly StateRow[]) =>
  rows.reduce(
    (sum, row) => ({
      validated: sum.validated + row.validated,
      pending: sum.pending + row.pending,
      rejected: sum.rejected + row.rejected,
      total: sum.total + row.total,
      students: sum.students + row.students,
    }),
    { validated: 0, pending: 0, rejected: 0, total: 0, students: 0 },
  );

/** Case- and accent-insensitive search on the names. */
export const searchRows = (rows: readonly StateRow[], query: string): StateRow[] => {
  const wanted = foldText(query.trim());
  return wanted ? rows.filter((row) => foldText(row.name).includes(wanted)) : [...rows];
};
