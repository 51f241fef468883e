import type { ValidationState } from '../api/types';
import { filteredListPath } from '../common/filteredListPath';

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
export const statsBySchoolPath = (drenId: number) =>
  withQuery('/statsDashboardBySchool', { dren_id: drenId });

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
export const validationBySchoolPath = (drenId: number) =>
  withQuery('/validationDashboardBySchool', { dren_id: drenId });

/**
 * The photo validation queue (/validation, a react-admin list) on a DREN or a school:
 * `/validation?filter={"target":"photo","dren_id":3,"school_id":12}`, URL-encoded.
 */
export const photoQueuePath = ({ drenId, schoolId }: { drenId?: number; schoolId?: number } = {}) =>
  filteredListPath('/validation', {
    target: 'photo',
    ...(drenId === undefined ? {} : { dren_id: drenId }),
    ...(schoolId === undefined ? {} : { school_id: schoolId }),
  });
