import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { LoadingIndicator, TitlePortal } from 'react-admin';
import HealthIndicator from '../health/HealthIndicator';
import PendingDecisionsButton from '../../outbox/PendingDecisionsButton';
import { useSidebar } from '../sidebar/SidebarContext';

/**
 * Shown only while this user has decisions of the last 15 minutes: loaded after the app's first
 * render, with the recent decisions' store and its checks (not in the app's first stage).
 */
const RecentDecisionsButton = lazy(() => import('../../recentDecisions/RecentDecisionsButton'));

/** The top bar: sidebar toggle, page title, the page search and the server's health. */
const AppHeader = ({ search }: { search?: ReactNode }) => {
  const { open, isMobile, toggle } = useSidebar();
  const toggleLabel = isMobile
    ? 'Ouvrir le menu (Ctrl+B)'
    : open
      ? 'Réduire le menu (Ctrl+B)'
      : 'Déplier le menu (Ctrl+B)';
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 56, px: { xs: 1, sm: 2 } }}>
        {/* No tooltip over the phone's sheet toggle: the focus given back to it when the sheet
            closes would show it again, and leave it over the page. */}
        <Tooltip title={isMobile ? '' : toggleLabel}>
          <IconButton edge="start" color="inherit" aria-label={toggleLabel} onClick={toggle}>
            {open && !isMobile ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        <TitlePortal
          variant="h6"
          component="span"
          sx={{ fontSize: { xs: '1rem', sm: '1.15rem' } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          {search}
          <LoadingIndicator />
          <Suspense fallback={null}>
            <RecentDecisionsButton />
          </Suspense>
          <PendingDecisionsButton />
          <HealthIndicator />
        </Box>
      </Toolbar>
    </AppBar>
  );
};

// Memoized as the sidebar is (src/layout/sidebar/Sidebar.tsx): `search` is a constant element.
export default memo(AppHeader);
