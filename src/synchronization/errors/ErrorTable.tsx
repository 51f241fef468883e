import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type RaRecord } from 'react-admin';
import DataTable from '../../common/DataTable';
import type { SyncError } from '../../api/types';
import { tableSx } from '../../common/tableSx';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { formatDateTime } from '../../students/format';
import { ENTITY_SINGULAR } from '../labels';
import { runPath } from '../runPaths';
import DeleteSelectedErrorsButton from './DeleteSelectedErrorsButton';
import { referencePath } from './referencePath';

type ErrorRecord = SyncError & RaRecord;
const Col = DataTable.Col<ErrorRecord>;

const RunLink = ({ error }: { error: ErrorRecord }) => (
  <Link component={RouterLink} to={runPath(error.syncHistory_id)}>
    n° {error.syncHistory_id}
  </Link>
);

/** The record an error names, as a link to it. */
const ReferenceLink = ({ error }: { error: ErrorRecord }) => (
  <Link
    component={RouterLink}
    to={referencePath(error)}
    aria-label={`${ENTITY_SINGULAR[error.syncError_entity] ?? error.syncError_entity} ${error.syncError_reference}`}
    sx={{ fontFamily: 'monospace' }}
  >
    {error.syncError_reference}
  </Link>
);

/** On a phone: one column per error, its record, run, date and message stacked. */
const CompactErrorTable = () => (
  <DataTable<ErrorRecord> rowClick={false} bulkActionButtons={<DeleteSelectedErrorsButton />}>
    <Col
      source="syncError_createdAt"
      label="Erreur"
      render={(error) => (
        <Stack spacing={0.25}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {ENTITY_SINGULAR[error.syncError_entity] ?? error.syncError_entity}{' '}
            <ReferenceLink error={error} />
          </Typography>
          <Typography variant="body2">{error.syncError_message}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(error.syncError_createdAt)} · synchronisation <RunLink error={error} />
          </Typography>
        </Stack>
      )}
    />
  </DataTable>
);

/** The errors, selectable for deletion; each names its run (a link) and its record. */
const ErrorTable = () => (useNarrowScreen() ? <CompactErrorTable /> : <WideErrorTable />);

const WideErrorTable = () => (
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
    <Col
      source="syncError_reference"
      label="Référence"
      render={(error) => <ReferenceLink error={error} />}
    />
    <Col source="syncError_message" label="Message" disableSort />
  </DataTable>
);

export default ErrorTable;
