import BulkDeleteButton from '../common/bulk/BulkDeleteButton';
import { TextField, type RaRecord } from 'react-admin';
import DataTable from '../common/DataTable';
import DateText from '../common/DateText';
import type { ServiceMessage } from '../api/types';
import RecordEditLink from '../common/RecordEditLink';
import DisplayedField from './DisplayedField';
import ServiceMessageTypeChip from './ServiceMessageTypeChip';

/**
 * The messages on a wide screen. A row (or, by keyboard, the title's link) opens the
 * message, where it can be deleted.
 */
const ServiceMessageTable = () => (
  <DataTable<ServiceMessage & RaRecord> rowClick="edit" bulkActionButtons={<BulkDeleteButton />}>
    <DataTable.Col source="serviceMessage_title">
      <RecordEditLink>
        <TextField source="serviceMessage_title" />
      </RecordEditLink>
    </DataTable.Col>
    <DataTable.Col source="serviceMessage_type">
      <ServiceMessageTypeChip />
    </DataTable.Col>
    <DataTable.Col source="serviceMessage_displayed">
      <DisplayedField />
    </DataTable.Col>
    <DataTable.Col source="serviceMessage_createdAt" sx={{ whiteSpace: 'nowrap' }}>
      <DateText source="serviceMessage_createdAt" />
    </DataTable.Col>
  </DataTable>
);

export default ServiceMessageTable;
