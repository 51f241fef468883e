import type { SyncHistory } from '../../api/types';
import { isoDate } from './params';
import type { HandlerContext } from './types';

/** How long the demo's running synchronisation goes on once the demo API has started. */
export const LIVE_RUN_MS = 45_000;
/** How long it has been running when the demo API starts. */
const RUNNING_FOR_MS = 14 * 60_000;

/**
 * The generated data dates every run before DEMO_NOW, so a run still going would look days
 * old. The demo API moves each running run to a start 14 minutes before its own start, and
 * ends it successfully LIVE_RUN_MS later: pages that follow a running run see it finish.
 * Applied before each read; after a reload (a new start) the run is live again.
 */
export function advanceRunningRuns(ctx: HandlerContext): void {
  const { syncHistories } = ctx.tables;
  const running = syncHistories.records.filter(
    (history) => history.syncHistory_status === 'running',
  );
  const liveStart = ctx.startedAt - RUNNING_FOR_MS;
  const liveEnd = ctx.startedAt + LIVE_RUN_MS;
  for (const history of running) {
    const patch: Partial<SyncHistory> = {};
    if (Date.parse(history.syncHistory_startedAt) < liveStart) {
      patch.syncHistory_startedAt = isoDate(liveStart);
    }
    if (ctx.now >= liveEnd) {
      patch.syncHistory_status = 'success';
      patch.syncHistory_endedAt = isoDate(liveEnd);
    }
    if (Object.keys(patch).length) syncHistories.update(history, patch);
  }
}
