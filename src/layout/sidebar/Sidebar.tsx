import { Box, Drawer, Typography } from '@mui/material';
import { memo } from 'react';
import { APP_NAME, APP_VERSION } from '../../config';
import AppMenu from '../AppMenu';
import {
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from '../../constants/sidebar';
import SidebarFooter from './footer/SidebarFooter';
import { useSidebar } from './SidebarContext';

const Brand = ({ expanded }: { expanded: boolean }) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      px: 1.25,
      py: expanded ? 1.5 : 1,
      minHeight: expanded ? 56 : 48,
    }}
  >
    <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
    {expanded && (
      <Box sx={{ minWidth: 0 }}>
        <Typography fontWeight={700} noWrap lineHeight={1.2}>
          {APP_NAME}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {APP_VERSION}
        </Typography>
      </Box>
    )}
  </Box>
);

const Content = ({ expanded }: { expanded: boolean }) => (
  <>
    <Brand expanded={expanded} />
    <AppMenu />
    <SidebarFooter />
  </>
);

/**
 * 16rem expanded, 3rem collapsed to icons; below 768px an 18rem overlay sheet instead.
 * Name and version at the top, the menu, then the footer (linked sites, theme, user).
 */
const Sidebar = () => {
  const { open, openMobile, isMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE } } }}
      >
        <Content expanded />
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      data-state={open ? 'expanded' : 'collapsed'}
      sx={{
        width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED,
        flexShrink: 0,
        transition: 'width 200ms ease',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Content expanded={open} />
    </Box>
  );
};

// Memoized: the layout re-renders on every navigation and session tick; the sidebar (a few
// hundred ms on a slow CPU) only when its own state or contexts change.
export default memo(Sidebar);
