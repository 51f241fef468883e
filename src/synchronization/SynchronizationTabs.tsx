import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';

export const RUNS_PATH = '/synchronization';
export const ERRORS_PATH = '/synchronization/errors';

/** The two lists of /synchronization: the runs and their errors, each a link (own URL). */
const SynchronizationTabs = () => {
  const { pathname } = useLocation();
  const current = pathname.startsWith(ERRORS_PATH) ? ERRORS_PATH : RUNS_PATH;
  return (
    <Tabs value={current} aria-label="Synchronisations" sx={{ mt: 1 }}>
      <Tab label="Exécutions" value={RUNS_PATH} component={Link} to={RUNS_PATH} />
      <Tab label="Erreurs" value={ERRORS_PATH} component={Link} to={ERRORS_PATH} />
    </Tabs>
  );
};

export default SynchronizationTabs;
