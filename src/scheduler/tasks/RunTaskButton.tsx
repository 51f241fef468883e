import { useState } from 'react';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import type { Task, TaskExecution } from '../../api/types';
import { toastPromise } from '../../common/toastPromise';
import { executionPath } from '../paths';
import RunTaskConfirm from './RunTaskConfirm';

/**
 * "Exécuter" asks first (RunTaskConfirm), then runs the task now, under a loading toast, and opens its execution, followed as it
 * progresses. A plain promise, not a mutation observer: the execution opens even if the list
 * re-rendered meanwhile.
 */
const RunTaskButton = ({ task, compact = false }: { task: Task; compact?: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = async () => {
    setAsking(false);
    setPending(true);
    try {
      const execution = await toastPromise(
        dataProvider.call<TaskExecution>('task.execute', { body: { task_id: task.task_id } }),
        {
          loading: `Lancement de « ${task.task_name} »…`,
          success: `Tâche « ${task.task_name} » lancée`,
          error: `Lancement de « ${task.task_name} » impossible`,
        },
      );
      navigate(executionPath(execution.execution_id));
    } catch {
      setPending(false);
    }
  };
  const label = `Exécuter « ${task.task_name} » maintenant`;
  const icon = pending ? <CircularProgress size={14} /> : <PlayArrowIcon />;
  const onClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    setAsking(true);
  };
  const confirm = (
    <RunTaskConfirm
      task={task}
      open={asking}
      onConfirm={() => void run()}
      onClose={() => setAsking(false)}
    />
  );
  // In the tasks' table, an icon beside the other row actions: the table fits 1280px.
  if (compact)
    return (
      <>
        <Tooltip title="Exécuter maintenant">
          <span>
            <IconButton
              size="small"
              color="primary"
              disabled={pending}
              aria-label={label}
              onClick={onClick}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
        {confirm}
      </>
    );
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={icon}
        disabled={pending}
        aria-label={label}
        onClick={onClick}
      >
        Exécuter
      </Button>
      {confirm}
    </>
  );
};

export default RunTaskButton;
