import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The column of a dashboard's cards. */
const DashboardLayout = ({ children }: { children: ReactNode }) => (
  <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 3, minWidth: 0 }}>{children}</Box>
);

export default DashboardLayout;
