import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import EmptyState from '../common/EmptyState';
import RetryAlert from '../common/RetryAlert';
import { STATS_FORBIDDEN } from './statsAccess';
import type { CallState } from './useStatsCall';

interface DashboardCardProps<T> {
  title: string;
  state: CallState<T>;
  /** Shown beside the title once the data is there (view switch, export...). */
  actions?: ReactNode;
  /** Whether the answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** Height of the skeleton standing in for the content. */
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}

/**
 * One card of a dashboard, on its own call: a skeleton while it loads, why the user may not
 * see it, its French error with 'Réessayer', an empty state, or its content. A failing card
 * leaves the others alone.
 */
const DashboardCard = <T,>({
  title,
  state,
  actions,
  isEmpty,
  emptyMessage = 'Aucune donnée à afficher pour le moment.',
  skeletonHeight = 240,
  children,
}: DashboardCardProps<T>) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0 }}>
    {/* minmax(0, 1fr): a wide table scrolls inside the card instead of widening it. */}
    <CardContent
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {state.status === 'ready' && actions && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Box>
      {state.status === 'loading' && (
        <Skeleton
          variant="rounded"
          height={skeletonHeight}
          role="progressbar"
          aria-label={`Chargement : ${title}`}
        />
      )}
      {state.status === 'forbidden' && (
        <Alert severity="info" role="status">
          {STATS_FORBIDDEN}
        </Alert>
      )}
      {state.status === 'error' && <RetryAlert onRetry={state.retry}>{state.message}</RetryAlert>}
      {state.status === 'ready' &&
        (isEmpty?.(state.data) ? <EmptyState message={emptyMessage} /> : children(state.data))}
    </CardContent>
  </Card>
);

export default DashboardCard;
