import { Alert, Box, Typography } from '@mui/material';
import { checkCron, nextRuns } from '../cron';
import { formatDateTime } from '../format';

export const PREVIEW_RUNS = 5;

/** What a schedule means, updated on each keystroke: its French reading and next 5 runs. */
const CronPreview = ({ cron }: { cron: string }) => {
  const check = checkCron(cron);
  const runs = check.ok ? nextRuns(cron, PREVIEW_RUNS) : [];
  return (
    <Box aria-live="polite" data-testid="cron-preview" sx={{ mb: 2, width: '100%' }}>
      {!cron.trim() ? null : check.ok ? (
        <Alert severity="info" icon={false}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Exécutée {check.reading}
          </Typography>
          {runs.length ? (
            <>
              <Typography variant="body2">{`${PREVIEW_RUNS} prochaines exécutions (heure de la plateforme, UTC) :`}</Typography>
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {runs.map((run) => (
                  <li key={run.getTime()}>
                    <time dateTime={run.toISOString()}>{formatDateTime(run)}</time>
                  </li>
                ))}
              </Box>
            </>
          ) : (
            <Typography variant="body2">
              Aucune exécution à venir avec cette planification.
            </Typography>
          )}
        </Alert>
      ) : (
        <Alert severity="warning">{check.error}</Alert>
      )}
    </Box>
  );
};

export default CronPreview;
