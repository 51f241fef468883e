import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface MissingDrenProps {
  /** The national dashboard; none for a user it would refuse. */
  dashboardPath?: string;
}

/** A drill-down page opened without its DREN (a hand-typed or cut URL). */
const MissingDren = ({ dashboardPath }: MissingDrenProps) => (
  <Alert severity="info">
    {dashboardPath ? (
      <>
        Choisissez une DREN dans la liste ci-dessus, ou revenez à la{' '}
        <Link component={RouterLink} to={dashboardPath}>
          vue de toutes les DREN
        </Link>
        .
      </>
    ) : (
      'Choisissez une DREN dans la liste ci-dessus.'
    )}
  </Alert>
);

export default MissingDren;
