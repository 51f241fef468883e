import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import RetryAlert from '../common/RetryAlert';
import { formatAge } from '../synchronization/format';
import { SYNC_TYPE_LABELS } from '../synchronization/labels';
import RunStatusChip from '../synchronization/RunStatusChip';
import { runPath } from '../synchronization/runPaths';
import type { LastRun } from '../synchronization/useLastRuns';
import { formatDateTime } from '../students/format';

/** The age of a run: when it started while it runs, when it ended afterwards. */
const ageOf = (run: NonNullable<LastRun['run']>) =>
  run.syncHistory_endedAt
    ? `Terminée ${formatAge(run.syncHistory_endedAt)}`
    : `Démarrée ${formatAge(run.syncHistory_startedAt)}`;

/** One type's last run: its status and age, a link to its page. */
const LastRunCard = ({ last }: { last: LastRun }) => {
  const title = `Synchronisation ${SYNC_TYPE_LABELS[last.type].toLowerCase()}`;
  const { run } = last;
  const body = (
    <CardContent>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {SYNC_TYPE_LABELS[last.type]}
      </Typography>
      {last.isPending && <Skeleton height={32} aria-label={`Chargement : ${title}`} />}
      {last.error && (
        <RetryAlert onRetry={last.refetch}>
          Dernière synchronisation indisponible. {last.error.message}
        </RetryAlert>
      )}
      {!last.isPending && !last.error && !run && (
        <Typography color="text.secondary">Aucune synchronisation de ce type.</Typography>
      )}
      {run && (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <RunStatusChip status={run.syncHistory_status} />
          <Typography>{ageOf(run)}</Typography>
          <Typography variant="body2" color="text.secondary">
            N° {run.syncHistory_id}, démarrée le {formatDateTime(run.syncHistory_startedAt)}
          </Typography>
        </Stack>
      )}
    </CardContent>
  );
  // Never a link while it says 'Réessayer': a button inside a link would open the run.
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      {run && !last.error ? (
        <CardActionArea
          component={RouterLink}
          to={runPath(run.syncHistory_id)}
          sx={{ height: '100%' }}
        >
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
};

export default LastRunCard;
