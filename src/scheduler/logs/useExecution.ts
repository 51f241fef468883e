import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import type { TaskExecution, TaskLog } from '../../api/types';

/** A running execution and its logs are asked again this often until it ends. */
export const FOLLOW_INTERVAL_MS = 2000;

/**
 * One execution and its logs, followed while it runs: both are polled until the execution
 * ends, then the logs are read once more for their last lines.
 */
export const useExecution = (executionId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const execution = useQuery({
    queryKey: ['task-executions', 'getOne', { id: executionId }],
    queryFn: ({ signal }) =>
      dataProvider
        .getOne<TaskExecution & RaRecord>('task-executions', { id: executionId, signal })
        .then(({ data }) => data),
    refetchInterval: (query) =>
      query.state.data?.execution_status === 'running' ? FOLLOW_INTERVAL_MS : false,
  });
  const status = execution.data?.execution_status;
  const logs = useQuery({
    queryKey: ['task.logs', executionId, status],
    queryFn: ({ signal }) =>
      dataProvider.call<TaskLog[]>('task.logs', { params: { execution_id: executionId }, signal }),
    enabled: !!status,
    placeholderData: (previous) => previous,
    refetchInterval: status === 'running' ? FOLLOW_INTERVAL_MS : false,
  });
  return { execution, logs };
};
