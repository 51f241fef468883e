import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import type { Task, TaskExecution } from '../../api/types';
import { toastPromise } from '../../layout/toastPromise';
import { executionPath } from '../paths';

/**
 * "Exécuter" runs the task now, under a loading toast, and opens its execution, followed as it
 * progresses. A plain promise, not a mutation observer: the execution opens even if the list
 * re-rendered meanwhile.
 */
const RunTaskButton = ({ task }: { task: Task }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
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
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={pending ? <CircularProgress size={14} /> : <PlayArrowIcon />}
      disabled={pending}
      aria-label={`Exécuter « ${task.task_name} » maintenant`}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      Exécuter
    </Button>
  );
};

export default RunTaskButton;
