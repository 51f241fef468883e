import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { useApiCall } from '../common/useApiCall';
import type { StudentCounts } from './StudentStateFilter';
import type { StateRow } from './stateRows';
import { toStateRows } from './toStateRows';
import type { CallState } from './useStatsCall';

/** A DREN (`dren_id`) or a school (`school_id`). */
export type Place = { dren_id: number } | { school_id: number };

/**
 * A DREN's or a school's students by class and state. No stats call of the API breaks down by
 * class: the classes are the DSPS's (GET /api/config/dsps), and each one's counts are
 * GET /api/student/get_student_stats filtered by the place and the class, one call per class,
 * asked together. The classes without students are left out.
 */
export const useClassCounts = (place: Place): CallState<StateRow[]> => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const reference = useApiCall<{ classes: string[] }>('config.dsps', {});
  const classes = reference.data?.classes ?? [];
  const counts = useQueries({
    queries: classes.map((student_class) => {
      const params = { ...place, student_class };
      return {
        queryKey: ['api', 'student.getStudentStats', params],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          dataProvider.call<StudentCounts>('student.getStudentStats', { params, signal }),
        retry: false,
      };
    }),
  });
  const retry = () => {
    if (reference.isError) void reference.refetch();
    counts.filter((count) => count.isError).forEach((count) => void count.refetch());
  };
  const failed = reference.isError ? reference : counts.find((count) => count.isError);
  if (failed) return { status: 'error', message: (failed.error as Error).message, retry };
  if (!reference.data || counts.some((count) => !count.data)) return { status: 'loading' };
  const rows = toStateRows(
    classes.map((name, index) => ({ name, index, ...(counts[index].data as StudentCounts) })),
    (row) => row.index,
    (row) => row.name,
  );
  return { status: 'ready', data: rows.filter((row) => row.students > 0), retry };
};
