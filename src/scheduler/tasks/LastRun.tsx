import { Stack, Typography } from '@mui/material';
import type { Task } from '../../api/types';
import { formatDateTime } from '../format';
import RunningSince from '../running/RunningSince';
import StatusChip from '../StatusChip';
import { taskStop } from '../statuses';

/** A task's last execution: its outcome and start; a running one says for how long. */
const LastRun = ({ task }: { task: Task }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <StatusChip status={task.task_lastStatus} stop={taskStop(task)} />
    {task.task_lastStatus === 'running' && task.task_lastRunAt ? (
      <RunningSince taskId={task.task_id} startedAt={task.task_lastRunAt} />
    ) : null}
    {task.task_lastRunAt && (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(task.task_lastRunAt)}
      </Typography>
    )}
  </Stack>
);

export default LastRun;
