import { useMemo } from 'react';
import type { StudentsByDren, StudentsByDrenWithState } from '../api/types';
import type { StateRow } from './stateRows';
import { toPhotoRows } from './photoRows';
import { combineCalls, useStatsCall, type CallState } from './useStatsCall';

/** Every DREN's photos by state and its students: two calls, joined once per answer pair. */
export const usePhotoRows = (): CallState<StateRow[]> => {
  const states = useStatsCall<StudentsByDrenWithState[]>('stats.studentsByDrenWithState', {
    target: 'photo',
  });
  const totals = useStatsCall<StudentsByDren[]>('stats.studentsByDren', {});
  const statesData = states.status === 'ready' ? states.data : undefined;
  const totalsData = totals.status === 'ready' ? totals.data : undefined;
  const joined = useMemo(
    () =>
      statesData === undefined || totalsData === undefined
        ? undefined
        : combineCalls(
            { status: 'ready', data: statesData, retry: () => undefined },
            { status: 'ready', data: totalsData, retry: () => undefined },
            toPhotoRows,
          ),
    [statesData, totalsData],
  );
  if (!joined) return combineCalls(states, totals, () => []);
  const retry = () => {
    if (states.status === 'ready') states.retry();
    if (totals.status === 'ready') totals.retry();
  };
  return joined.status === 'ready' || joined.status === 'error' ? { ...joined, retry } : joined;
};
