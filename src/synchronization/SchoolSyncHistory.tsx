import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import type { School, SyncHistory } from '../api/types';
import { useUserRoles } from '../auth/useUserRoles';
import SectionCard from '../students/show/SectionCard';
import { formatDateTime } from '../students/format';
import { useApiCall } from '../common/useApiCall';
import { mayReadSyncCalls } from './callRoles';
import { runDuration } from './format';
import { SYNC_TYPE_LABELS } from './labels';
import RunStatusChip from './RunStatusChip';
import { runPath } from './runPaths';
import { errorsCount } from './plural';

const TITLE = 'Historique de synchronisation';

const RunsTable = ({ runs }: { runs: SyncHistory[] }) => (
  <Table size="small" aria-label={TITLE}>
    <TableHead>
      <TableRow>
        <TableCell>Synchronisation</TableCell>
        <TableCell>Début</TableCell>
        <TableCell>Durée</TableCell>
        <TableCell>Statut</TableCell>
        <TableCell align="right">Erreurs</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {runs.map((run) => (
        <TableRow key={run.syncHistory_id}>
          <TableCell>
            <Link component={RouterLink} to={runPath(run.syncHistory_id)}>
              {SYNC_TYPE_LABELS[run.syncHistory_type]} n° {run.syncHistory_id}
            </Link>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(run.syncHistory_startedAt)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {runDuration(run.syncHistory_startedAt, run.syncHistory_endedAt)}
          </TableCell>
          <TableCell>
            <RunStatusChip status={run.syncHistory_status} />
          </TableCell>
          <TableCell align="right">{errorsCount(run.syncHistory_errorCount)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** The school page's runs limited to that school (GET get_school_history, an admin call). */
const SchoolSyncHistory = () => {
  const school = useRecordContext<School>();
  const roles = useUserRoles();
  const allowed = roles ? mayReadSyncCalls(roles) : false;
  const query = useApiCall<SyncHistory[]>(
    'sync.schoolHistory',
    { school_id: school?.school_id ?? 0 },
    { enabled: allowed && Boolean(school) },
  );
  return (
    <SectionCard
      title={TITLE}
      query={query}
      empty="Aucune synchronisation n’a été limitée à cet établissement."
      isEmpty={(runs) => runs.length === 0}
      notice={
        roles && !allowed ? (
          <Typography color="text.secondary">
            L’historique des synchronisations est réservé aux administrateurs.
          </Typography>
        ) : undefined
      }
    >
      {(runs) => <RunsTable runs={runs} />}
    </SectionCard>
  );
};

export default SchoolSyncHistory;
