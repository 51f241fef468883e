import { SimpleList, type RaRecord } from 'react-admin';
import type { TaskExecution } from '../../api/types';
import { formatDateTime } from '../format';
import { executionPath } from '../paths';
import { executionStop, statusText } from '../statuses';
import NoExecution from './NoExecution';

type ExecutionRecord = TaskExecution & RaRecord;

/** The executions on a narrow screen. */
const ExecutionCards = () => (
  <SimpleList<ExecutionRecord>
    rowClick={(id) => executionPath(id)}
    empty={<NoExecution />}
    primaryText={(execution) => execution.task_name}
    secondaryText={(execution) => formatDateTime(execution.execution_startedAt)}
    tertiaryText={(execution) => statusText(execution.execution_status, executionStop(execution))}
  />
);

export default ExecutionCards;
