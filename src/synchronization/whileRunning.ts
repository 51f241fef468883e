import type { SyncHistory } from '../api/types';

/** A page showing a running run asks for it again this often, until it ends. */
export const RUNNING_REFRESH_MS = 5_000;

type Runs = readonly Pick<SyncHistory, 'syncHistory_status'>[];

/**
 * A react-query `refetchInterval`: every RUNNING_REFRESH_MS while the answer holds a running
 * run, then no more. `runsOf` finds the runs in the query's data.
 */
export const whileRunning =
  <T>(runsOf: (data: T) => Runs | undefined) =>
  (query: { state: { data: T | undefined } }): number | false => {
    const runs = query.state.data === undefined ? undefined : runsOf(query.state.data);
    return runs?.some((run) => run.syncHistory_status === 'running') ? RUNNING_REFRESH_MS : false;
  };
