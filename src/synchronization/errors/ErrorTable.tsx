import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type RaRecord } from 'react-admin';
import type { SyncError } from '../../api/types';
import { tableSx } from '../../common/tableSx';
import { formatDateTime } from '../../students/format';
import { ENTITY_SINGULAR } from '../labels';
import { runPath } from '../runPaths';
import DeleteSelectedErrorsButton from './DeleteSelectedErrorsButton';

type ErrorRecord = SyncError & RaRecord;
const Col = DataTable.Col<ErrorRecord>;

/** The errors, selectable for deletion; each names its run (a link) and its record. */
const ErrorTable = () => (
  // No scrolling wrapper: react-admin's bulk toolbar sits above the table and must show.
  <DataTable<ErrorRecord>
    rowClick={false}
    bulkActionButtons={<DeleteSelectedErrorsButton />}
    sx={tableSx}
  >
    <Col
      source="syncError_createdAt"
      label="Date"
      sx={{ whiteSpace: 'nowrap' }}
      render={(error) => formatDateTime(error.syncError_createdAt)}
    />
    <Col
      source="syncHistory_id"
      label="Synchronisation"
      render={(error) => (
        <Link component={RouterLink} to={runPath(error.syncHistory_id)}>
          n° {error.syncHistory_id}
        </Link>
      )}
    />
    <Col
      source="syncError_entity"
      label="Entité"
      render={(error) => ENTITY_SINGULAR[error.syncError_entity] ?? error.syncError_entity}
    />
    <Col source="syncError_reference" label="Référence" />
    <Col source="syncError_message" label="Message" disableSort />
  </DataTable>
);

export default ErrorTable;
