import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '../../common/visuallyHidden';
import { List, SelectInput, type GetListResult } from 'react-admin';
import type { SyncHistory } from '../../api/types';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { RUN_STATUS_CHOICES, SYNC_TYPE_CHOICES } from '../labels';
import SynchronizationTabs from '../SynchronizationTabs';
import { whileRunning } from '../whileRunning';
import RunSimpleList from './RunSimpleList';
import RunTable from './RunTable';

const filters = [
  <SelectInput
    key="type"
    source="syncHistory_type"
    label="Type"
    choices={SYNC_TYPE_CHOICES}
    emptyText="Tous les types"
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="syncHistory_status"
    label="Statut"
    choices={RUN_STATUS_CHOICES}
    emptyText="Tous les statuts"
    alwaysOn
  />,
];

/** Refreshes the page every few seconds while one of its runs is running. */
const refetchInterval = whileRunning<GetListResult<SyncHistory & { id: number }>>(
  (result) => result.data,
);

/** /synchronization: the runs, newest first, filtered and paged by the server. */
const RunList = () => {
  const narrow = useNarrowScreen();
  return (
    <Box>
      <Typography variant="h1" sx={visuallyHidden}>
        Synchronisations
      </Typography>
      <SynchronizationTabs />
      <List
        resource="synchronization"
        title="Synchronisations"
        filters={filters}
        sort={{ field: 'syncHistory_startedAt', order: 'DESC' }}
        perPage={25}
        pagination={<ListPagination />}
        exporter={false}
        actions={false}
        error={<ListErrorState />}
        empty={<EmptyState message="Aucune synchronisation n’a encore eu lieu." />}
        queryOptions={{ refetchInterval }}
      >
        {narrow ? <RunSimpleList /> : <RunTable />}
      </List>
    </Box>
  );
};

export default RunList;
