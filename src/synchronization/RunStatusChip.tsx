import { Chip, CircularProgress } from '@mui/material';
import type { RunStatus } from '../api/types';
import { RUN_STATUS } from './labels';

/** A run's status as a coloured chip; a running run spins. */
const RunStatusChip = ({ status }: { status: RunStatus }) => {
  const known = RUN_STATUS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={known?.label ?? status}
      color={known?.color ?? 'default'}
      icon={
        status === 'running' ? (
          <CircularProgress size={12} color="inherit" aria-hidden sx={{ ml: 0.75 }} />
        ) : undefined
      }
    />
  );
};

export default RunStatusChip;
