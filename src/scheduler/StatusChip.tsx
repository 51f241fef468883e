import { Chip, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import type { ExecutionStatus } from '../api/types';
import { STATUS_COLORS, STATUS_LABELS, stopDetail, type StopMark } from './statuses';

const spinning = (
  <SyncIcon
    aria-hidden
    sx={{
      animation: 'spin 1.5s linear infinite',
      '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    }}
  />
);

/**
 * An execution's outcome; a running one shows a turning icon, a stopped one says under it who
 * stopped it and when (`stop`), so that it is not taken for a failure.
 */
const StatusChip = ({ status, stop }: { status: ExecutionStatus | null; stop?: StopMark }) => {
  if (!status) return <Chip size="small" variant="outlined" label="Jamais exécutée" />;
  const chip = (
    <Chip
      size="small"
      variant={status === 'running' ? 'outlined' : 'filled'}
      color={STATUS_COLORS[status]}
      label={STATUS_LABELS[status]}
      icon={status === 'running' ? spinning : undefined}
    />
  );
  const detail = status === 'stopped' && stop ? stopDetail(stop) : '';
  if (!detail) return chip;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      {chip}
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Stack>
  );
};

export default StatusChip;
