import type { ValidationState } from '../api/types';
import type { View } from './ViewSwitch';

/** The drill-down's card opens in the view of the card it was opened from. */
const viewParam = (view?: View) => (view === 'table' ? view : undefined);

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const STATS_PATH = '/statsDashboard';
export const VALIDATION_STATS_PATH = '/validationDashboard';

/** A DREN's schools, students' data states. */
export const statsBySchoolPath = (drenId: number, view?: View) =>
  withQuery('/statsDashboardBySchool', { dren_id: drenId, view: viewParam(view) });

/** The students behind a number: a school's (or a DREN's), optionally in one state. */
export const statsStudentsPath = ({
  drenId,
  schoolId,
  state,
}: {
  drenId?: number;
  schoolId?: number;
  state?: ValidationState;
}) => withQuery('/statsDashboardStudents', { dren_id: drenId, school_id: schoolId, state });

/** A DREN's schools, photo validation. */
export const validationBySchoolPath = (drenId: number, view?: View) =>
  withQuery('/validationDashboardBySchool', { dren_id: drenId, view: viewParam(view) });

/**
 * The photo validation queue (/validation) on a DREN or a school, with the queue's own URL
 * filters (src/decision/queueFilters.ts): `/validation?target=photo&dren_id=3&school_id=12`.
 */
export const photoQueuePath = ({ drenId, schoolId }: { drenId?: number; schoolId?: number } = {}) =>
  withQuery('/validation', { target: 'photo', dren_id: drenId, school_id: schoolId });
