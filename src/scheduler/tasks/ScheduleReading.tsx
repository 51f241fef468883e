import { Box, Typography } from '@mui/material';
import { readCron } from '../cron';

/** A schedule in French, with its cron expression underneath. */
const ScheduleReading = ({ cron }: { cron: string }) => (
  <Box sx={{ minWidth: 180 }}>
    <Typography variant="body2">{readCron(cron) ?? 'Planification illisible'}</Typography>
    <Typography
      variant="caption"
      color="text.secondary"
      component="code"
      sx={{ fontFamily: 'monospace' }}
    >
      {cron}
    </Typography>
  </Box>
);

export default ScheduleReading;
