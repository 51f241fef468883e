import { Box, Divider } from '@mui/material';
import LinkedSitesMenu from './LinkedSitesMenu';
import ThemeToggle from './ThemeToggle';
import UserMenu from './UserMenu';

/** The sidebar's foot: the linked sites, the theme switch, then the user and their menu. */
const SidebarFooter = () => (
  <Box
    component="footer"
    sx={{ borderTop: 1, borderColor: 'divider', py: 0.5, display: 'grid', gap: 0.25 }}
  >
    <LinkedSitesMenu />
    <ThemeToggle />
    <Divider sx={{ my: 0.25 }} />
    <UserMenu />
  </Box>
);

export default SidebarFooter;
