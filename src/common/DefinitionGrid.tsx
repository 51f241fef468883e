import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface Definition {
  label: string;
  value: ReactNode;
}

/** Label / value pairs as a description list, in as many columns as fit. */
const DefinitionGrid = ({ items }: { items: Definition[] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      flex: '1 1 280px',
      minWidth: 0,
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      gap: 2,
    }}
  >
    {items.map(({ label, value }) => (
      <Box key={label} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export default DefinitionGrid;
