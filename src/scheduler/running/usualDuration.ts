import type { TaskExecution } from '../../api/types';

/** How many of a task's latest successful runs tell its usual duration. */
export const USUAL_SAMPLE = 20;

/** A run is abnormally long past this many times its usual duration… */
export const ABNORMAL_FACTOR = 3;
/** …and at least this much longer than usual (short tasks vary by minutes). */
export const ABNORMAL_MARGIN_MS = 15 * 60_000;

/** The median duration of finished runs, in ms; null without any. */
export function usualDuration(runs: readonly TaskExecution[]): number | null {
  const durations = runs
    .filter((run) => run.execution_endedAt)
    .map((run) => Date.parse(run.execution_endedAt!) - Date.parse(run.execution_startedAt))
    .filter((ms) => Number.isFinite(ms) && ms >= 0)
    .sort((a, b) => a - b);
  if (durations.length === 0) return null;
  const middle = Math.floor(durations.length / 2);
  return durations.length % 2 ? durations[middle] : (durations[middle - 1] + durations[middle]) / 2;
}

/** Whether a run going on for `elapsedMs` is far longer than the usual `usualMs`. */
export const isAbnormallyLong = (elapsedMs: number, usualMs: number | null): boolean =>
  usualMs !== null && elapsedMs > Math.max(ABNORMAL_FACTOR * usualMs, usualMs + ABNORMAL_MARGIN_MS);
