import { type RaRecord } from 'react-admin';
import DataTable from '../../common/DataTable';
import type { TaskExecution } from '../../api/types';
import { tableSx } from '../../common/tableSx';
import { executionDuration, formatDateTime } from '../format';
import { executionPath } from '../paths';
import StatusChip from '../StatusChip';
import { executionStop } from '../statuses';
import NoExecution from './NoExecution';
import { TRIGGER_LABELS } from './triggers';

type ExecutionRecord = TaskExecution & RaRecord;

/** The executions on a wide screen; a row opens its logs. */
const ExecutionTable = () => (
  <DataTable<ExecutionRecord>
    rowClick={(id) => executionPath(id)}
    bulkActionButtons={false}
    empty={<NoExecution />}
    sx={tableSx}
  >
    <DataTable.Col source="execution_id" label="N°" />
    <DataTable.Col source="task_name" label="Tâche" />
    <DataTable.Col
      source="execution_startedAt"
      label="Début"
      render={(execution: ExecutionRecord) => formatDateTime(execution.execution_startedAt)}
    />
    <DataTable.Col
      label="Durée"
      disableSort
      render={(execution: ExecutionRecord) =>
        executionDuration(execution.execution_startedAt, execution.execution_endedAt)
      }
    />
    <DataTable.Col
      source="execution_trigger"
      label="Déclenchement"
      render={(execution: ExecutionRecord) => TRIGGER_LABELS[execution.execution_trigger]}
    />
    <DataTable.Col
      source="execution_status"
      label="Statut"
      render={(execution: ExecutionRecord) => (
        <StatusChip status={execution.execution_status} stop={executionStop(execution)} />
      )}
    />
  </DataTable>
);

export default ExecutionTable;
