import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A link to another page of the app, looking like a secondary button. */
const LinkButton = ({
  to,
  icon,
  children,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}) => (
  <Button
    component={RouterLink}
    to={to}
    variant="outlined"
    size="small"
    startIcon={icon}
    sx={{ textTransform: 'none' }}
  >
    {children}
  </Button>
);

export default LinkButton;
