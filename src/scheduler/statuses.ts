import type { RunStatus } from '../api/types';

export const STATUS_LABELS: Record<RunStatus, string> = {
  success: 'Réussie',
  error: 'En échec',
  running: 'En cours',
};

export const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as RunStatus[]).map((id) => ({
  id,
  name: STATUS_LABELS[id],
}));

/** MUI palette colour of each outcome (chips, timeline bars). */
export const STATUS_COLORS = {
  success: 'success',
  error: 'error',
  running: 'info',
} as const satisfies Record<RunStatus, string>;
