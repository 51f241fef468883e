import { Box, Stack, Typography } from '@mui/material';
import { STATUS_COLORS, STATUS_LABELS } from '../statuses';

const Swatch = ({ color, dashed = false }: { color: string; dashed?: boolean }) => (
  <Box
    aria-hidden
    sx={{
      width: 18,
      height: 10,
      borderRadius: 0.5,
      bgcolor: dashed ? 'transparent' : color,
      border: dashed ? '2px dashed' : 'none',
      borderColor: color,
    }}
  />
);

/** What the colours of the timeline mean. */
const TimelineLegend = () => (
  <Stack
    component="ul"
    direction="row"
    aria-label="Légende"
    sx={{ gap: 2, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
  >
    {(['success', 'error', 'stopped', 'running'] as const).map((status) => (
      <Stack key={status} component="li" direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
        <Swatch color={`${STATUS_COLORS[status]}.main`} />
        <Typography variant="body2">{STATUS_LABELS[status]}</Typography>
      </Stack>
    ))}
    <Stack component="li" direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
      <Swatch color="text.secondary" dashed />
      <Typography variant="body2">Planifiée</Typography>
    </Stack>
  </Stack>
);

export default TimelineLegend;
