import type { ExecutionStatus } from '../api/types';
import { formatDateTime } from './format';

export const STATUS_LABELS: Record<ExecutionStatus, string> = {
  success: 'Réussie',
  error: 'En échec',
  running: 'En cours',
  stopped: 'Arrêtée',
};

export const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as ExecutionStatus[]).map((id) => ({
  id,
  name: STATUS_LABELS[id],
}));

/** MUI palette colour of each outcome (chips, timeline bars). */
export const STATUS_COLORS = {
  success: 'success',
  error: 'error',
  running: 'info',
  stopped: 'warning',
} as const satisfies Record<ExecutionStatus, string>;

/** Who stopped a run and when, as the server sent them (either may be missing). */
export interface StopMark {
  by?: string | null;
  at?: string | null;
}

/** « par admin, le sam. 28/11/2026 06:10 », or what of it is known; '' when nothing is. */
export const stopDetail = ({ by, at }: StopMark): string =>
  [by ? `par ${by}` : '', at ? `le ${formatDateTime(at)}` : ''].filter(Boolean).join(', ');

/** A status in words: « Arrêtée par admin, le sam. 28/11/2026 06:10 » for a stopped run. */
export const statusText = (status: ExecutionStatus, stop: StopMark = {}): string => {
  const detail = status === 'stopped' ? stopDetail(stop) : '';
  return detail ? `${STATUS_LABELS[status]} ${detail}` : STATUS_LABELS[status];
};

/** An execution's stop mark: by its `execution_stoppedBy`, at its end. */
export const executionStop = (execution: {
  execution_stoppedBy?: string | null;
  execution_endedAt: string | null;
}): StopMark => ({ by: execution.execution_stoppedBy, at: execution.execution_endedAt });

/** A task's last stop mark. */
export const taskStop = (task: {
  task_lastStoppedBy?: string | null;
  task_lastStoppedAt?: string | null;
}): StopMark => ({ by: task.task_lastStoppedBy, at: task.task_lastStoppedAt });
