import { Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useGetList } from 'react-admin';
import type { TaskExecution } from '../../api/types';
import { formatDuration } from '../format';
import { USUAL_SAMPLE, isAbnormallyLong, usualDuration } from './usualDuration';

interface RunningSinceProps {
  taskId: number;
  startedAt: string;
  /** The clock (ms), for a duration that counts up. */
  now?: number;
}

/**
 * « En cours depuis 12 min » under a running task; « En cours depuis 124 h 05 min —
 * anormalement long », in the warning colour, once the run lasts far longer than the task's
 * usual duration (the median of its latest successful runs).
 */
const RunningSince = ({ taskId, startedAt, now = Date.now() }: RunningSinceProps) => {
  const { data } = useGetList<TaskExecution & { id: number }>('task-executions', {
    filter: { task_id: taskId, execution_status: 'success' },
    pagination: { page: 1, perPage: USUAL_SAMPLE },
    sort: { field: 'execution_startedAt', order: 'DESC' },
  });
  const elapsed = Math.max(0, now - Date.parse(startedAt));
  const abnormal = isAbnormallyLong(elapsed, data ? usualDuration(data) : null);
  const text = `En cours depuis ${formatDuration(elapsed)}`;
  return abnormal ? (
    <Typography
      variant="caption"
      color="warning.main"
      role="status"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
    >
      <WarningAmberIcon aria-hidden sx={{ fontSize: 16 }} />
      {text} — anormalement long
    </Typography>
  ) : (
    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
};

export default RunningSince;
