import type { TaskExecution } from '../../api/types';

export const TRIGGER_LABELS: Record<TaskExecution['execution_trigger'], string> = {
  schedule: 'Planifiée',
  manual: 'Manuelle',
};
