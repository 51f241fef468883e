import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type RaRecord } from 'react-admin';
import DataTable from '../../common/DataTable';
import type { SyncHistory } from '../../api/types';
import { tableSx } from '../../common/tableSx';
import { formatCount, formatDateTime } from '../../students/format';
import { runDuration } from '../format';
import { ENTITY_LABELS, SYNC_ENTITIES, SYNC_TYPE_LABELS } from '../labels';
import RunStatusChip from '../RunStatusChip';
import { errorsPath, runPath } from '../runPaths';

type Run = SyncHistory & RaRecord;

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** The runs on a wide screen; a row (or the run's number, by keyboard) opens the run. */
const Col = DataTable.Col<Run>;

const RunTable = () => (
  <DataTable<Run> rowClick="show" bulkActionButtons={false} sx={tableSx}>
    <Col
      source="syncHistory_id"
      label="N°"
      render={(run) => (
        <Link component={RouterLink} to={runPath(run.syncHistory_id)} onClick={stop}>
          {run.syncHistory_id}
        </Link>
      )}
    />
    <Col
      source="syncHistory_type"
      label="Type"
      render={(run) => SYNC_TYPE_LABELS[run.syncHistory_type] ?? run.syncHistory_type}
    />
    <Col
      source="syncHistory_status"
      label="Statut"
      render={(run) => <RunStatusChip status={run.syncHistory_status} />}
    />
    <Col
      source="syncHistory_startedAt"
      label="Début"
      sx={{ whiteSpace: 'nowrap' }}
      render={(run) => formatDateTime(run.syncHistory_startedAt)}
    />
    <Col
      label="Durée"
      disableSort
      sx={{ whiteSpace: 'nowrap' }}
      render={(run) => runDuration(run.syncHistory_startedAt, run.syncHistory_endedAt)}
    />
    {SYNC_ENTITIES.map((entity) => (
      <Col
        key={entity}
        align="right"
        label={ENTITY_LABELS[entity]}
        disableSort
        render={(run) => formatCount(run.syncHistory_counts?.[entity] ?? 0)}
      />
    ))}
    <Col
      source="syncHistory_errorCount"
      align="right"
      label="Erreurs"
      render={(run) =>
        run.syncHistory_errorCount > 0 ? (
          <Link
            component={RouterLink}
            to={errorsPath({ syncHistory_id: run.syncHistory_id })}
            onClick={stop}
            color="error"
            aria-label={`${run.syncHistory_errorCount} erreurs de la synchronisation n° ${run.syncHistory_id}`}
          >
            {formatCount(run.syncHistory_errorCount)}
          </Link>
        ) : (
          '0'
        )
      }
    />
  </DataTable>
);

export default RunTable;
