/** Counters of DRENs and schools, computed from the students. */
import type { Dren } from '../../api/types';
import type { DemoStudent, DemoSchool } from '../db';

/** Records by id, in a plain (sparse) array: faster than a Map on integer ids. */
function byId<T>(records: readonly T[], id: (record: T) => number): (T | undefined)[] {
  const table: (T | undefined)[] = [];
  for (const record of records) table[id(record)] = record;
  return table;
}

/**
 * Fills in dren_schoolCount, dren_studentCount, dren_validatedCount and
 * school_studentCount, school_validatedCount, school_issueCount (students with
 * at least one issue). Can be called again after students change.
 */
export function computeAggregates(
  drens: Dren[],
  schools: DemoSchool[],
  students: DemoStudent[],
): void {
  const drenById = byId(drens, (d) => d.dren_id);
  const schoolById = byId(schools, (s) => s.school_id);
  for (const dren of drens) {
    dren.dren_schoolCount = 0;
    dren.dren_studentCount = 0;
    dren.dren_validatedCount = 0;
  }
  for (const school of schools) {
    school.school_studentCount = 0;
    school.school_validatedCount = 0;
    school.school_issueCount = 0;
    const dren = drenById[school.dren_id];
    if (dren) dren.dren_schoolCount++;
  }
  for (const student of students) {
    const school = schoolById[student.school_id];
    const dren = drenById[student.dren_id];
    const validated = student.student_state === 'validated';
    if (school) {
      school.school_studentCount++;
      if (validated) school.school_validatedCount++;
      if (student.student_issues.length > 0) school.school_issueCount++;
    }
    if (dren) {
      dren.dren_studentCount++;
      if (validated) dren.dren_validatedCount++;
    }
  }
}
