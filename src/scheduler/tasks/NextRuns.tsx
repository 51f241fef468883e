import { Box, Typography } from '@mui/material';
import { nextRuns } from '../cron';
import { formatDateTime } from '../format';

/** The next run times of a schedule, from now. */
const NextRuns = ({ cron, count }: { cron: string; count: number }) => {
  const runs = nextRuns(cron, count);
  if (runs.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Aucune exécution à venir
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', whiteSpace: 'nowrap' }}>
      {runs.map((run) => (
        <Typography key={run.getTime()} component="li" variant="body2">
          <time dateTime={run.toISOString()}>{formatDateTime(run)}</time>
        </Typography>
      ))}
    </Box>
  );
};

export default NextRuns;
