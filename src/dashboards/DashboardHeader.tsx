import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import DashboardBreadcrumb, { type Crumb } from './DashboardBreadcrumb';

interface DashboardHeaderProps {
  title: string;
  crumbs: readonly Crumb[];
  /** At the right of the title, under it on a phone (the DREN selector). */
  children?: ReactNode;
}

/** A dashboard's title (app bar and heading), its breadcrumb and its selector. */
const DashboardHeader = ({ title, crumbs, children }: DashboardHeaderProps) => (
  <Box sx={{ display: 'grid', gap: 1 }}>
    <Title title={title} />
    <DashboardBreadcrumb crumbs={crumbs} />
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            // On a phone, under the title and the width of the page.
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  </Box>
);

export default DashboardHeader;
