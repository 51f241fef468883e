import { useGetList, type GetListResult, type RaRecord } from 'react-admin';
import type { SyncHistory } from '../api/types';
import { SYNC_TYPES } from './labels';
import { whileRunning } from './whileRunning';

type Run = SyncHistory & RaRecord;
type SyncType = SyncHistory['syncHistory_type'];

export interface LastRun {
  type: SyncType;
  run: Run | undefined;
  isPending: boolean;
  error: (Error & { status?: number }) | null;
  refetch: () => unknown;
}

const refetchInterval = whileRunning<GetListResult<Run>>((result) => result.data);

/** The newest run of one type (GET get_sync_history?syncHistory_type=…&perPage=1). */
const useLastRun = (type: SyncType, enabled: boolean): LastRun => {
  const { data, isPending, error, refetch } = useGetList<Run>(
    'synchronization',
    {
      filter: { syncHistory_type: type },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'syncHistory_startedAt', order: 'DESC' },
    },
    { enabled, refetchInterval, retry: false },
  );
  return { type, run: data?.[0], isPending: enabled && isPending, error, refetch };
};

/**
 * The last run of each type, followed while one runs: the /sync overview and the map.
 * One small call per type (the types are a fixed list, so the hooks are too).
 */
export const useLastRuns = (enabled = true): LastRun[] => [
  useLastRun(SYNC_TYPES[0], enabled),
  useLastRun(SYNC_TYPES[1], enabled),
  useLastRun(SYNC_TYPES[2], enabled),
  useLastRun(SYNC_TYPES[3], enabled),
  useLastRun(SYNC_TYPES[4], enabled),
];
