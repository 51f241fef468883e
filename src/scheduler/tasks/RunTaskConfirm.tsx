import { Alert, Stack, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import type { Task } from '../../api/types';
import { runTitle, runWarnings } from './runWarnings';

/** The question asked before a task runs: its name, what it does, and what to beware of. */
const RunTaskConfirm = ({
  task,
  open,
  onConfirm,
  onClose,
}: {
  task: Task;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const warnings = runWarnings(task);
  return (
    <Confirm
      isOpen={open}
      title={runTitle(task)}
      content={
        <Stack spacing={1.5}>
          <Typography>
            {task.task_description.trim() || 'Cette tâche n’a pas de description.'}
          </Typography>
          {warnings.map((warning) => (
            <Alert key={warning} severity="warning">
              {warning}
            </Alert>
          ))}
        </Stack>
      }
      confirm={warnings.length > 0 ? 'Exécuter quand même' : 'Exécuter'}
      confirmColor="warning"
      cancel="Annuler"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};

export default RunTaskConfirm;
