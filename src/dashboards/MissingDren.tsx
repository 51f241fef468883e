import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A drill-down page opened without its DREN (a hand-typed or cut URL). */
const MissingDren = ({ dashboardPath }: { dashboardPath: string }) => (
  <Alert severity="info">
    Choisissez un DREN dans la liste ci-dessus, ou revenez à la{' '}
    <Link component={RouterLink} to={dashboardPath}>
      vue de tous les DREN
    </Link>
    .
  </Alert>
);

export default MissingDren;
