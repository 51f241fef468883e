import { Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import EmptyState from '../../common/EmptyState';
import RetryAlert from '../../common/RetryAlert';
import { FOLLOW_INTERVAL_MS } from '../logs/useExecution';
import TimelineChart from './TimelineChart';
import TimelineControls from './TimelineControls';
import TimelineLegend from './TimelineLegend';
import { rowsOf, type TimelineData } from './timelineRows';
import { searchOf, windowFromSearch, type TimeWindow } from './timelineWindow';

/** Past executions and planned runs over a day or a week, coloured by outcome. */
const Timeline = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useSearchParams();
  const range = windowFromSearch(search);
  const query = useQuery({
    queryKey: ['task.timeline', range.from, range.to],
    queryFn: ({ signal }) =>
      dataProvider.call<TimelineData>('task.timeline', {
        params: { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() },
        signal,
      }),
    placeholderData: (previous) => previous,
    refetchInterval: (q) =>
      q.state.data?.executions.some((e) => e.execution_status === 'running')
        ? FOLLOW_INTERVAL_MS * 2
        : false,
  });
  const change = (next: Pick<TimeWindow, 'mode' | 'day'>) =>
    setSearch(new URLSearchParams(searchOf(next)), { replace: true });
  const rows = query.data ? rowsOf(query.data) : [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, py: 1 }}>
      <TimelineControls window={range} onChange={change} />
      {query.isError ? (
        <RetryAlert onRetry={() => query.refetch()}>{query.error.message}</RetryAlert>
      ) : !query.data ? (
        <Skeleton variant="rounded" height={320} aria-label="Chargement de la chronologie" />
      ) : rows.length === 0 ? (
        <EmptyState
          message="Aucune exécution ni exécution planifiée sur cette période."
          hint="Changez de jour ou passez à la semaine."
        />
      ) : (
        <TimelineChart window={range} rows={rows} />
      )}
      <TimelineLegend />
    </Box>
  );
};

export default Timeline;
