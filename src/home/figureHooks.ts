import { useGetList } from 'react-admin';
import type { SyncHistory } from '../api/types';
import { RUN_STATUS_LABELS, formatCount, formatDateTime } from './format';
import { useDataCall } from './useDataCall';

/** What a key-figure card shows: a skeleton, 'Indisponible', or a value and a detail. */
export interface FigureState {
  isPending: boolean;
  isError: boolean;
  /** Why it failed: its French message is shown under 'Indisponible'. */
  error?: unknown;
  value?: string;
  detail?: string;
}

const FIRST_ONLY = { page: 1, perPage: 1 };

const countState = (total: unknown, isPending: boolean, error: unknown): FigureState => {
  const valid = typeof total === 'number' && Number.isFinite(total);
  return {
    isPending: isPending && !error,
    isError: Boolean(error) || (!isPending && !valid),
    error,
    value: valid ? formatCount(total) : undefined,
  };
};

/** All the students (GET student.getStudentStats, its `total`). */
export const useStudentsTotal = (): FigureState => {
  const { data, isPending, error } = useDataCall<{ total?: unknown }>('student.getStudentStats');
  return countState(data?.total, isPending, error);
};

/** Photos awaiting validation: the total of the pending photos' list. */
export const usePendingPhotosTotal = (): FigureState => {
  const { total, isPending, error } = useGetList('photos', {
    filter: { photo_state: 'pending' },
    pagination: FIRST_ONLY,
  });
  return countState(total, isPending, error);
};

/** Schools with students to correct: the total of their list. */
export const useSchoolsWithIssuesTotal = (): FigureState => {
  const { total, isPending, error } = useGetList('schoolValidationIssues', {
    pagination: FIRST_ONLY,
  });
  return countState(total, isPending, error);
};

/** The latest synchronisation: when it started and how it went. */
export const useLastSync = (): FigureState => {
  const { data, isPending, error } = useGetList<SyncHistory & { id: number }>('synchronization', {
    sort: { field: 'syncHistory_startedAt', order: 'DESC' },
    pagination: FIRST_ONLY,
  });
  if (isPending || error || !data) {
    return { isPending: isPending && !error, isError: !isPending || Boolean(error), error };
  }
  const last = data[0];
  if (!last) return { isPending: false, isError: false, value: 'Aucune' };
  return {
    isPending: false,
    isError: false,
    value: formatDateTime(last.syncHistory_startedAt),
    detail: RUN_STATUS_LABELS[last.syncHistory_status] ?? last.syncHistory_status,
  };
};
