import { Stack, Typography } from '@mui/material';
import type { Task } from '../../api/types';
import { formatDateTime } from '../format';
import StatusChip from '../StatusChip';

/** A task's last execution: its outcome and start. */
const LastRun = ({ task }: { task: Task }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <StatusChip status={task.task_lastStatus} />
    {task.task_lastRunAt && (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(task.task_lastRunAt)}
      </Typography>
    )}
  </Stack>
);

export default LastRun;
