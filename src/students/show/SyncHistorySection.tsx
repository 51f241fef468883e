import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SyncHistory } from '../../api/types';
import { formatDateTime } from '../format';
import { RUN_STATUS, SYNC_TYPE_LABELS } from '../labels';
import { useApiCall } from '../../common/useApiCall';
import SectionCard from './SectionCard';

/** The synchronisations that touched the student (any logged-in user may see them). */
const SyncHistorySection = ({ idNumber }: { idNumber: string }) => {
  const query = useApiCall<SyncHistory[]>('sync.studentHistory', { student_idNumber: idNumber });
  return (
    <SectionCard
      title="Historique de synchronisation"
      query={query}
      empty="Aucune synchronisation n’a concerné cet élève."
      isEmpty={(history) => history.length === 0}
    >
      {(history) => (
        <Table size="small" aria-label="Historique de synchronisation">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Statut</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((sync) => {
              const status = RUN_STATUS[sync.syncHistory_status];
              return (
                <TableRow key={sync.syncHistory_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(sync.syncHistory_startedAt)}
                  </TableCell>
                  <TableCell>
                    {SYNC_TYPE_LABELS[sync.syncHistory_type] ?? sync.syncHistory_type}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={status?.label ?? sync.syncHistory_status}
                      color={status?.color ?? 'default'}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};

export default SyncHistorySection;
