import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '../../common/visuallyHidden';
import { List, NumberInput, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { ENTITY_CHOICES } from '../labels';
import SynchronizationTabs from '../SynchronizationTabs';
import DeleteRunErrorsButton from './DeleteRunErrorsButton';
import ErrorStats from './ErrorStats';
import ErrorTable from './ErrorTable';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Référence ou message" />,
  <NumberInput
    key="run"
    source="syncHistory_id"
    label="Synchronisation n°"
    min={1}
    alwaysOn
    sx={{ width: 170 }}
  />,
  <SelectInput
    key="entity"
    source="syncError_entity"
    label="Entité"
    choices={ENTITY_CHOICES}
    emptyText="Toutes les entités"
    alwaysOn
  />,
];

/** /synchronization/errors: the errors waiting, by run and entity, with their statistics. */
const ErrorList = () => (
  <Box>
    <Typography variant="h1" sx={visuallyHidden}>
      Erreurs de synchronisation
    </Typography>
    <SynchronizationTabs />
    <List
      resource="sync-errors"
      title="Erreurs de synchronisation"
      filters={filters}
      sort={{ field: 'syncError_createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={
        <TopToolbar>
          <DeleteRunErrorsButton />
        </TopToolbar>
      }
      error={<ListErrorState />}
      empty={<EmptyState message="Aucune erreur de synchronisation en attente." />}
    >
      <ErrorStats />
      <ErrorTable />
    </List>
  </Box>
);

export default ErrorList;
