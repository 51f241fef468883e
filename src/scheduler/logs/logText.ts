import { foldText } from '../../common/foldText';
import type { TaskLog } from '../../api/types';
import { formatTime } from '../format';

export const LEVEL_LABELS: Record<TaskLog['log_level'], string> = {
  info: 'INFO',
  warning: 'AVERT.',
  error: 'ERREUR',
};

export const matchesLog = (log: TaskLog, query: string): boolean =>
  !query.trim() ||
  foldText(`${LEVEL_LABELS[log.log_level]} ${log.log_message}`).includes(foldText(query.trim()));

/** One line of the downloaded file: ISO time, level, message. */
export const logLine = (log: TaskLog): string =>
  `${log.log_time} [${log.log_level.toUpperCase()}] ${log.log_message}`;

export const logFileName = (executionId: number | string) => `execution-${executionId}.log`;

/** Saves the logs as a text file. */
export function downloadLogs(executionId: number | string, logs: readonly TaskLog[]): void {
  const blob = new Blob([`${logs.map(logLine).join('\n')}\n`], {
    type: 'text/plain;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = logFileName(executionId);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const shortTime = (log: TaskLog) => formatTime(log.log_time);
