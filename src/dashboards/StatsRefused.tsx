import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STATS_FORBIDDEN } from './statsAccess';

/**
 * In place of a statistics page's selector and figures, for a user the stats calls refuse: it
 * says so at once (no DREN to pick first) and leads to what they may read, the students.
 */
const StatsRefused = ({ message = STATS_FORBIDDEN }: { message?: string }) => (
  <Alert severity="info">
    {message} Les élèves se consultent dans la{' '}
    <Link component={RouterLink} to="/student">
      liste des élèves
    </Link>
    .
  </Alert>
);

export default StatsRefused;
