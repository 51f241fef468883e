import { useEffect, useState } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { TaskExecution } from '../../api/types';
import { TRIGGER_LABELS } from '../executions/triggers';
import { executionDuration, formatDateTime } from '../format';
import { executionsOfTaskPath, taskPath } from '../paths';
import StatusChip from '../StatusChip';

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

const Item = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** Status, times and trigger of an execution, with links to its task. */
const ExecutionSummary = ({ execution }: { execution: TaskExecution }) => {
  const running = execution.execution_status === 'running';
  const now = useTicker(running);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        <Item label="Statut">
          <StatusChip status={execution.execution_status} />
        </Item>
        <Item label="Début">{formatDateTime(execution.execution_startedAt)}</Item>
        <Item label="Fin">
          {running ? 'en cours' : formatDateTime(execution.execution_endedAt)}
        </Item>
        <Item label="Durée">
          {executionDuration(execution.execution_startedAt, execution.execution_endedAt, now)}
        </Item>
        <Item label="Déclenchement">{TRIGGER_LABELS[execution.execution_trigger]}</Item>
        <Item label="Tâche">
          <Link component={RouterLink} to={taskPath(execution.task_id)}>
            {execution.task_name}
          </Link>
          {' · '}
          <Link component={RouterLink} to={executionsOfTaskPath(execution.task_id)}>
            ses exécutions
          </Link>
        </Item>
      </Box>
    </Paper>
  );
};

export default ExecutionSummary;
