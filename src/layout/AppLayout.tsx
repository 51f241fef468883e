import { Box, GlobalStyles, LinearProgress } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSessionKeeper } from '../auth/useSessionKeeper';
import ExportProgress from '../common/export/ExportProgress';
import { useRecordPageVisit } from '../home/pageVisits';
import ResumedDecisionsDialog from '../outbox/ResumedDecisionsDialog';
import ServiceMessagesBanner from '../serviceMessages/banner/ServiceMessagesBanner';
import AppHeader from './appBar/AppHeader';
import ConnectionBanner from './health/ConnectionBanner';
import { useScrollPerPage } from './useScrollPerPage';
import { useTabTitle } from './useTabTitle';
import CommandPalette from './palette/CommandPalette';
import PaletteButton from './palette/PaletteButton';
import Sidebar from './sidebar/Sidebar';
import SkipToContent, { MAIN_CONTENT_ID } from './SkipToContent';
import { SidebarProvider } from './sidebar/SidebarContext';

/**
 * Chrome's scroll anchoring scrolled the page by tens of pixels when the connection banner came
 * at its end while the page was scrolled to its bottom (the queue is): off for the window.
 */
const NO_SCROLL_ANCHORING = <GlobalStyles styles={{ html: { overflowAnchor: 'none' } }} />;

/** One element, so that the memoized header does not re-render with the layout. */
const SEARCH = <PaletteButton />;

/** The default layout: sidebar, app bar, content area (the toast area is app-wide). */
const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionKeeper();
  useRecordPageVisit();
  useScrollPerPage();
  useTabTitle();
  const { pathname } = useLocation();
  return (
    <SidebarProvider>
      {NO_SCROLL_ANCHORING}
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipToContent />
        <Sidebar />
        <CommandPalette />
        <ExportProgress />
        <ResumedDecisionsDialog />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppHeader search={SEARCH} />
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              p: { xs: 1, sm: 2 },
              '&:focus': { outline: 'none' },
            }}
          >
            <ServiceMessagesBanner />
            <Box sx={{ minWidth: 0 }}>
              <ErrorBoundary
                resetKeys={[pathname]}
                fallbackRender={({ error, resetErrorBoundary }) => (
                  <ErrorPage error={error} resetErrorBoundary={resetErrorBoundary} />
                )}
              >
                <Suspense fallback={<LinearProgress aria-label="Chargement" />}>
                  {children}
                </Suspense>
              </ErrorBoundary>
            </Box>
            {/* Last, stuck to the bottom: it comes and goes without moving the page. */}
            <ConnectionBanner />
          </Box>
        </Box>
      </Box>
    </SidebarProvider>
  );
};

export default AppLayout;
