import type { SxProps, Theme } from '@mui/material';

/** The responsive grid of tiles (two columns at 375px), shared by tiles and skeletons. */
export const photoGridSx = {
  listStyle: 'none',
  m: 0,
  p: { xs: 1, sm: 2 },
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(150px, 1fr))',
  },
} satisfies SxProps<Theme>;
