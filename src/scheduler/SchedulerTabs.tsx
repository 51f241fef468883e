import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useNarrowScreen } from '../common/useNarrowScreen';
import { SCHEDULER_PATH } from './paths';

const TABS = [
  { label: 'Tâches', path: SCHEDULER_PATH },
  { label: 'Exécutions', path: `${SCHEDULER_PATH}/executions` },
  { label: 'Chronologie', path: `${SCHEDULER_PATH}/timeline` },
];

/** The page's title and its three views as tabs (links: each view has its address). */
const SchedulerTabs = () => {
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const current = TABS.findLastIndex(({ path }) => pathname.startsWith(path));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Tâches planifiées" />
      <Typography variant="h5" component="h1">
        Tâches planifiées
      </Typography>
      <Tabs
        value={Math.max(current, 0)}
        aria-label="Vues du planificateur"
        variant={narrow ? 'fullWidth' : 'standard'}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
      >
        {TABS.map(({ label, path }) => (
          <Tab key={path} label={label} component={Link} to={path} sx={{ minWidth: 0, px: 1.5 }} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
};

export default SchedulerTabs;
