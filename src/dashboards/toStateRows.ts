import type { StateRow } from './stateRows';

/** A DREN's or a school's counts by state; `total`, when given, counts all its students. */
interface StateCounts {
  pending: number;
  validated: number;
  rejected: number;
  total?: number;
}

/**
 * Counts by state as bars. The bar is the parts summed; `total`, when given, counts the
 * students (by school, target photo: with a photo or not), else the parts are all the students.
 */
export const toStateRows = <R extends StateCounts>(
  items: readonly R[],
  idOf: (item: R) => number,
  nameOf: (item: R) => string,
): StateRow[] =>
  items.map((item) => {
    const parts = item.validated + item.pending + item.rejected;
    return {
      id: idOf(item),
      name: nameOf(item),
      validated: item.validated,
      pending: item.pending,
      rejected: item.rejected,
      total: parts,
      students: Math.max(item.total ?? parts, parts),
    };
  });
