import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';

export const HEALTH_POLL_MS = 30_000;

export interface ServerHealth {
  /** undefined until the first answer. */
  reachable: boolean | undefined;
  checkedAt: Date | undefined;
}

/** GET /api/health every 30 s, shared by every caller (one request). */
export const useServerHealth = (): ServerHealth => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isSuccess, isError, dataUpdatedAt, errorUpdatedAt } = useQuery({
    queryKey: ['health'],
    queryFn: () => dataProvider.call('health'),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const updatedAt = Math.max(dataUpdatedAt, errorUpdatedAt);
  return {
    reachable: isError ? false : isSuccess ? true : undefined,
    checkedAt: updatedAt ? new Date(updatedAt) : undefined,
  };
};
