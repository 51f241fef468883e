import { IconButton, Stack, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import type { Task } from '../../api/types';
import { executionsOfTaskPath } from '../paths';
import DeleteTaskButton from './DeleteTaskButton';
import RunTaskButton from './RunTaskButton';

/** What a task row offers besides opening the task: run, its executions, delete. */
const TaskRowActions = ({ task }: { task: Task }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <RunTaskButton task={task} compact />
    <Tooltip title="Exécutions de la tâche">
      <IconButton
        component={Link}
        to={executionsOfTaskPath(task.task_id)}
        aria-label={`Exécutions de « ${task.task_name} »`}
        onClick={(event) => event.stopPropagation()}
        size="small"
      >
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <DeleteTaskButton task={task} />
  </Stack>
);

export default TaskRowActions;
