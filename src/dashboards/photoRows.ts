import type { StudentsByDren, StudentsByDrenWithState } from '../api/types';
import type { StateRow } from './stateRows';
import { toStateRows } from './toStateRows';

/** get_students_by_dren_with_state (target photo) joined to get_students_by_dren's totals. */
export const toPhotoRows = (
  states: readonly StudentsByDrenWithState[],
  totals: readonly StudentsByDren[],
): StateRow[] => {
  const students = new Map(totals.map((item) => [item.dren_id, item.total]));
  return toStateRows(
    states,
    (item) => item.dren_id,
    (item) => item.dren_name,
  ).map((row) => ({
    ...row,
    students: Math.max(students.get(row.id) ?? row.total, row.total),
  }));
};
