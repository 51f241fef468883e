import { Button, CircularProgress } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import type { Task, TaskExecution } from '../../api/types';
import { executionPath } from '../paths';

/** "Exécuter" runs the task now and opens its execution, followed as it progresses. */
const RunTaskButton = ({ task }: { task: Task }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      dataProvider.call<TaskExecution>('task.execute', { body: { task_id: task.task_id } }),
    onSuccess: (execution) => navigate(executionPath(execution.execution_id)),
    onError: (error) =>
      notify(`Lancement de « ${task.task_name} » impossible : ${error.message}`, {
        type: 'error',
      }),
  });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={isPending ? <CircularProgress size={14} /> : <PlayArrowIcon />}
      disabled={isPending}
      aria-label={`Exécuter « ${task.task_name} » maintenant`}
      onClick={(event) => {
        event.stopPropagation();
        mutate();
      }}
    >
      Exécuter
    </Button>
  );
};

export default RunTaskButton;
