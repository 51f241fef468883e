import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

interface RetryAlertProps {
  /** Called by the "Réessayer" button. */
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** Something could not load: an error alert with its French message and a "Réessayer" button. */
const RetryAlert = ({ onRetry, sx, children }: RetryAlertProps) => (
  <Alert
    severity="error"
    sx={sx}
    action={
      <Button color="inherit" size="small" onClick={() => void onRetry()}>
        Réessayer
      </Button>
    }
  >
    {children}
  </Alert>
);

export default RetryAlert;
