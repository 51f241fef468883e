import type { SxProps, Theme } from '@mui/material';

/** The look shared by the sidebar's links and buttons. */
export const sidebarItemSx = {
  minHeight: 40,
  px: 1.5,
  borderRadius: 1,
  mx: 0.5,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
} satisfies SxProps<Theme>;

/** Room for the 20px icons, aligned with the sidebar's links. */
export const sidebarIconSx = { minWidth: 36 } satisfies SxProps<Theme>;
