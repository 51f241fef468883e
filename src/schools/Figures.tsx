import type { ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** A record's key figures as labelled tiles; skeleton tiles while the record loads. */
interface FiguresProps {
  figures: Figure[];
  loading?: boolean;
  /** Tiles per row from the medium breakpoint up (two on phones, three on tablets). */
  columns?: number;
}

const Figures = ({ figures, loading = false, columns = 4 }: FiguresProps) => (
  <Box
    component="dl"
    aria-busy={loading || undefined}
    sx={{
      display: 'grid',
      gridTemplateColumns: {
        xs: 'repeat(2, minmax(0, 1fr))',
        sm: 'repeat(3, minmax(0, 1fr))',
        md: `repeat(${columns}, minmax(0, 1fr))`,
      },
      gap: 1.5,
      m: 0,
    }}
  >
    {figures.map(({ label, value }) => (
      <Box
        key={label}
        sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
      >
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="dd"
          variant="subtitle1"
          sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {loading ? <Skeleton width="60%" /> : value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export default Figures;
