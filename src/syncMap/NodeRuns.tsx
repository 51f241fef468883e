import { Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, type RaRecord } from 'react-admin';
import type { SyncHistory } from '../api/types';
import RetryAlert from '../common/RetryAlert';
import { formatDateTime } from '../students/format';
import { SYNC_TYPE_LABELS } from '../synchronization/labels';
import RunStatusChip from '../synchronization/RunStatusChip';
import { runPath } from '../synchronization/runPaths';

const RUN_COUNT = 8;

/** The newest runs of the types that went through a node (the types as one OR filter). */
const NodeRuns = ({ types }: { types: SyncHistory['syncHistory_type'][] }) => {
  const { data, isPending, error, refetch } = useGetList<SyncHistory & RaRecord>(
    'synchronization',
    {
      filter: { syncHistory_type: types.join(',') },
      pagination: { page: 1, perPage: RUN_COUNT },
      sort: { field: 'syncHistory_startedAt', order: 'DESC' },
    },
    { enabled: types.length > 0 },
  );
  if (types.length === 0) {
    return (
      <Typography color="text.secondary">
        Aucune synchronisation ne passe par cet élément.
      </Typography>
    );
  }
  if (error) {
    return <RetryAlert onRetry={refetch}>{error.message}</RetryAlert>;
  }
  if (isPending) return <Skeleton height={120} aria-label="Chargement des synchronisations" />;
  return (
    <List dense disablePadding aria-label="Synchronisations qui l’ont touché">
      {data?.map((run) => (
        <ListItem
          key={run.syncHistory_id}
          disableGutters
          secondaryAction={<RunStatusChip status={run.syncHistory_status} />}
        >
          <ListItemText
            primary={
              <Link component={RouterLink} to={runPath(run.syncHistory_id)}>
                {SYNC_TYPE_LABELS[run.syncHistory_type]} n° {run.syncHistory_id}
              </Link>
            }
            secondary={formatDateTime(run.syncHistory_startedAt)}
          />
        </ListItem>
      ))}
    </List>
  );
};

export default NodeRuns;
