import { lazy, Suspense } from 'react';
import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useListContext } from 'react-admin';
import type { SyncErrorStat } from '../../api/types';
import RetryAlert from '../../common/RetryAlert';
import { useApiCall } from '../../common/useApiCall';
import { ENTITY_LABELS } from '../labels';
import { errorsCount } from '../plural';
import { errorsPath } from '../runPaths';

const ErrorStatsChart = lazy(() => import('./ErrorStatsChart'));

const CHART_HEIGHT = 200;

/**
 * The errors counted by entity (GET sync/errors/stats, of the filtered run if any): a bar
 * chart, loaded only here, and the same counts as links that filter the list.
 */
const ErrorStats = () => {
  const { filterValues } = useListContext();
  const runId = Number(filterValues.syncHistory_id) || undefined;
  const query = useApiCall<SyncErrorStat[]>(
    'sync.errorStats',
    runId ? { syncHistory_id: runId } : {},
  );
  const title = runId
    ? `Erreurs par entité de la synchronisation n° ${runId}`
    : 'Erreurs par entité';
  return (
    <Box component="section" aria-label={title} sx={{ p: 2, pb: 0 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {query.isError && (
        <RetryAlert onRetry={query.refetch}>
          Les statistiques n’ont pas pu être chargées. {query.error.message}
        </RetryAlert>
      )}
      {query.isPending && <Skeleton variant="rounded" height={CHART_HEIGHT} />}
      {query.data && (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
            <ErrorStatsChart stats={query.data} height={CHART_HEIGHT} />
          </Suspense>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {query.data.map(({ syncError_entity: entity, count }) => (
              <Box component="li" key={entity} sx={{ listStyle: 'none' }}>
                <Chip
                  component={RouterLink}
                  to={errorsPath({ syncHistory_id: runId, syncError_entity: entity })}
                  clickable
                  variant={filterValues.syncError_entity === entity ? 'filled' : 'outlined'}
                  label={`${ENTITY_LABELS[entity] ?? entity} : ${errorsCount(count)}`}
                />
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};

export default ErrorStats;
