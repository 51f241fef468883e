import { Chip } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import type { RunStatus } from '../api/types';
import { STATUS_COLORS, STATUS_LABELS } from './statuses';

/** An execution's outcome; a running one shows a turning icon. */
const StatusChip = ({ status }: { status: RunStatus | null }) =>
  status ? (
    <Chip
      size="small"
      variant={status === 'running' ? 'outlined' : 'filled'}
      color={STATUS_COLORS[status]}
      label={STATUS_LABELS[status]}
      icon={
        status === 'running' ? (
          <SyncIcon
            aria-hidden
            sx={{
              animation: 'spin 1.5s linear infinite',
              '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        ) : undefined
      }
    />
  ) : (
    <Chip size="small" variant="outlined" label="Jamais exécutée" />
  );

export default StatusChip;
