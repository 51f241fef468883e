import { Box, LinearProgress, Skeleton, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import RetryAlert from '../../common/RetryAlert';
import BackToTasks from '../tasks/BackToTasks';
import { SCHEDULER_PATH } from '../paths';
import ExecutionSummary from './ExecutionSummary';
import LogView from './LogView';
import StopExecution from './StopExecution';
import { FOLLOW_INTERVAL_MS, useExecution } from './useExecution';

/** One execution and its logs, followed live until it ends. */
const ExecutionPage = () => {
  const { executionId = '' } = useParams();
  const { execution, logs } = useExecution(executionId);
  const running = execution.data?.execution_status === 'running';
  return (
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Title title={`Exécution n° ${executionId}`} />
      <Box>
        <BackToTasks to={`${SCHEDULER_PATH}/executions`} label="Exécutions" />
        <Typography variant="h5" component="h1">
          Exécution n° {executionId}
          {execution.data ? ` — ${execution.data.task_name}` : ''}
        </Typography>
      </Box>
      {execution.isError ? (
        <RetryAlert onRetry={() => execution.refetch()}>{execution.error.message}</RetryAlert>
      ) : !execution.data ? (
        <Skeleton variant="rounded" height={96} aria-label="Chargement de l'exécution" />
      ) : (
        <ExecutionSummary execution={execution.data} />
      )}
      {running && execution.data && (
        <StopExecution
          execution={execution.data}
          onStopped={() => {
            void execution.refetch();
            void logs.refetch();
          }}
        />
      )}
      {running && (
        <Box role="status">
          <LinearProgress aria-label="Exécution en cours" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`Exécution en cours : le journal se met à jour toutes les ${FOLLOW_INTERVAL_MS / 1000} secondes jusqu'à la fin.`}
          </Typography>
        </Box>
      )}
      {logs.isError && (
        <RetryAlert onRetry={() => logs.refetch()}>
          {`Journal indisponible : ${logs.error.message}`}
        </RetryAlert>
      )}
      {logs.data ? (
        <LogView executionId={executionId} logs={logs.data} running={running} />
      ) : (
        !logs.isError && (
          <Skeleton variant="rounded" height={240} aria-label="Chargement du journal" />
        )
      )}
    </Box>
  );
};

export default ExecutionPage;
