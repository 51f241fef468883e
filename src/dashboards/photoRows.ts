import { checkList, toStateRows } from './answers';
import type { StateRow } from './stateRows';

/** get_students_by_dren_with_state (target photo) joined to get_students_by_dren's totals. */
export const toPhotoRows = (states: unknown, totals: unknown): StateRow[] => {
  const students = new Map(
    checkList(totals, ['total'] as const).map((item) => [Number(item.dren_id), item.total]),
  );
  return toStateRows(states, 'dren_id', 'dren_name').map((row) => ({
    ...row,
    students: Math.max(students.get(row.id) ?? row.total, row.total),
  }));
};
