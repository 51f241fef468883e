import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { RECENT_PATH, RECENT_TITLE } from '../recentDecisions/types';

const TABS = [
  { path: '/validation', label: 'File de revue', keepsFilters: true },
  { path: '/validation/selection', label: 'Sélection multiple', keepsFilters: true },
  { path: '/validation/historique', label: 'Historique', keepsFilters: false },
  { path: RECENT_PATH, label: RECENT_TITLE, keepsFilters: false },
] as const;

/** The four views of the page; the queue's filters follow between the queue and the list. */
const ValidationTabs = () => {
  const { pathname, search } = useLocation();
  const current = TABS.find((tab) => tab.path === pathname.replace(/\/$/, '')) ?? TABS[0];
  return (
    <Tabs
      value={current.path}
      aria-label="Vues de la validation"
      // On a phone the four tabs do not fit: arrows say that more are out of sight.
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
    >
      {TABS.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.label}
          component={Link}
          to={`${tab.path}${tab.keepsFilters && current.keepsFilters ? search : ''}`}
        />
      ))}
    </Tabs>
  );
};

export default ValidationTabs;
