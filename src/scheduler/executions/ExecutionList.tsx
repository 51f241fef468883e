import { AutocompleteInput, List, ReferenceInput, SelectInput, type RaRecord } from 'react-admin';
import type { TaskExecution } from '../../api/types';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { STATUS_CHOICES } from '../statuses';
import ExecutionCards from './ExecutionCards';
import ExecutionTable from './ExecutionTable';

/** While an execution of the page is running, the list asks again this often. */
export const EXECUTIONS_REFRESH_MS = 3000;

const filters = [
  <ReferenceInput
    key="task_id"
    source="task_id"
    reference="tasks"
    alwaysOn
    sort={{ field: 'task_name', order: 'ASC' }}
  >
    <AutocompleteInput
      label="Tâche"
      optionText="task_name"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 260 }}
    />
  </ReferenceInput>,
  <SelectInput
    key="execution_status"
    source="execution_status"
    label="Statut"
    choices={STATUS_CHOICES}
    translateChoice={false}
    emptyText="Tous les statuts"
    alwaysOn
  />,
];

type Page = { data?: RaRecord[] } | undefined;

const hasRunning = (page: Page) =>
  page?.data?.some(
    (execution) => (execution as TaskExecution & RaRecord).execution_status === 'running',
  ) ?? false;

/** Every execution, newest first, filtered by task and status; running ones refresh. */
const ExecutionList = () => {
  const narrow = useNarrowScreen();
  return (
    <List
      resource="task-executions"
      title={false}
      filters={filters}
      actions={false}
      sort={{ field: 'execution_startedAt', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      error={<ListErrorState />}
      empty={false}
      queryOptions={{
        refetchInterval: (query: { state: { data?: Page } }) =>
          hasRunning(query.state.data) ? EXECUTIONS_REFRESH_MS : false,
      }}
    >
      {narrow ? <ExecutionCards /> : <ExecutionTable />}
    </List>
  );
};

export default ExecutionList;
