import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** One term and its value, inside a `<dl>`. */
const DetailItem = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1.5 }}>
      {children}
    </Typography>
  </>
);

export default DetailItem;
