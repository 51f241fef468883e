import type { ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { balancedGrid } from './balancedGrid';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** A record's key figures as labelled tiles; skeleton tiles while the record loads. */
interface FiguresProps {
  figures: Figure[];
  loading?: boolean;
  /** Most tiles in a row from the medium breakpoint up (two on phones, three on tablets). */
  columns?: number;
}

const maxPerRow = (columns: number) => ({ xs: 2, sm: 3, md: columns });

const Figures = ({ figures, loading = false, columns = 4 }: FiguresProps) => {
  // Rows as even as the width allows, each one full: no lone tile beside a hole.
  const grids = Object.entries(maxPerRow(columns)).map(
    ([breakpoint, max]) => [breakpoint, balancedGrid(figures.length, max)] as const,
  );
  const perBreakpoint = (value: (grid: ReturnType<typeof balancedGrid>) => string) =>
    Object.fromEntries(grids.map(([breakpoint, grid]) => [breakpoint, value(grid)]));
  return (
    <Box
      component="dl"
      aria-busy={loading || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: perBreakpoint(({ columns }) => `repeat(${columns}, minmax(0, 1fr))`),
        gap: 1.5,
        m: 0,
      }}
    >
      {figures.map(({ label, value }, index) => (
        <Box
          key={label}
          sx={{
            gridColumn: perBreakpoint(({ spans }) => `span ${spans[index]}`),
            px: 1.5,
            py: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            minWidth: 0,
          }}
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
};

export default Figures;
