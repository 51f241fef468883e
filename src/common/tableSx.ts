import type { SxProps, Theme } from '@mui/material';
import { DataTableClasses } from 'react-admin';

/** Tables of the resource pages: column titles on one line (sort arrow next to the title). */
export const tableSx: SxProps<Theme> = {
  [`& .${DataTableClasses.headerCell}`]: { whiteSpace: 'nowrap' },
};
