import { useEffect, useState } from 'react';
import { Link, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { TaskExecution } from '../../api/types';
import DefinitionGrid from '../../common/DefinitionGrid';
import { TRIGGER_LABELS } from '../executions/triggers';
import { executionDuration, formatDateTime } from '../format';
import { executionsOfTaskPath, taskPath } from '../paths';
import RunningSince from '../running/RunningSince';
import StatusChip from '../StatusChip';
import { executionStop } from '../statuses';

/** Re-renders every second while `active`, so a running duration counts up. */
const useTicker = (active: boolean) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
};

/** Status, times and trigger of an execution, with links to its task. */
const ExecutionSummary = ({ execution }: { execution: TaskExecution }) => {
  const running = execution.execution_status === 'running';
  const now = useTicker(running);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <DefinitionGrid
        items={[
          {
            label: 'Statut',
            value: (
              <StatusChip status={execution.execution_status} stop={executionStop(execution)} />
            ),
          },
          { label: 'Début', value: formatDateTime(execution.execution_startedAt) },
          {
            label: 'Fin',
            value: running ? (
              <RunningSince
                taskId={execution.task_id}
                startedAt={execution.execution_startedAt}
                now={now}
              />
            ) : (
              formatDateTime(execution.execution_endedAt)
            ),
          },
          {
            label: 'Durée',
            value: executionDuration(
              execution.execution_startedAt,
              execution.execution_endedAt,
              now,
            ),
          },
          { label: 'Déclenchement', value: TRIGGER_LABELS[execution.execution_trigger] },
          {
            label: 'Tâche',
            value: (
              <>
                <Link component={RouterLink} to={taskPath(execution.task_id)}>
                  {execution.task_name}
                </Link>
                {' · '}
                <Link component={RouterLink} to={executionsOfTaskPath(execution.task_id)}>
                  ses exécutions
                </Link>
              </>
            ),
          },
        ]}
      />
    </Paper>
  );
};

export default ExecutionSummary;
