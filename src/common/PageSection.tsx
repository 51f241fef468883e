import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled part of a page (heading level 2), with its actions at the right of the title. */
const PageSection = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <Box component="section" aria-label={title}>
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 1,
      }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
    {children}
  </Box>
);

export default PageSection;
