import { Box, Chip, Typography } from '@mui/material';
import { formatCount } from '../students/format';
import type { SessionSnapshot } from './reviewSession';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count > 1 ? many : one}`;

/** Who else works on this queue, and the records they hold (not counted as left here). */
const othersLabel = (controllers: number, reserved: number) =>
  `${plural(controllers, 'autre contrôleur', 'autres contrôleurs')} sur cette file · ${plural(reserved, 'élève réservé', 'élèves réservés')}`;

/**
 * Decisions made in this sitting, records left (the server's count), and who else works here.
 * What is on its way or waiting is said once for the app, by the header and the connection
 * banner: a chip here came and went at each decision and moved the record under the pointer.
 */
const ReviewProgress = ({
  snapshot,
  compact,
}: {
  snapshot: SessionSnapshot | null;
  compact?: boolean;
}) => (
  <Box
    role="status"
    aria-label="Progression"
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: 1,
      alignItems: 'center',
      typography: compact ? 'body2' : 'body1',
      '& > .MuiTypography-root': { fontSize: 'inherit', lineHeight: 'inherit' },
    }}
  >
    <Typography component="span" sx={{ fontWeight: 600 }} data-testid="review-decided">
      {plural(snapshot?.decided ?? 0, 'décision', 'décisions')} dans cette séance
    </Typography>
    <Typography component="span" color="text.secondary" aria-hidden>
      ·
    </Typography>
    <Typography component="span" data-testid="review-left">
      {snapshot?.left == null
        ? 'Restants : …'
        : `${plural(snapshot.left, 'élève restant', 'élèves restants')}`}
    </Typography>
    {snapshot && snapshot.takenElsewhere > 0 && (
      <Chip
        size="small"
        variant="outlined"
        color="info"
        label={`${plural(snapshot.takenElsewhere, 'déjà traité', 'déjà traités')} par un autre contrôleur`}
      />
    )}
    {snapshot && snapshot.otherControllers > 0 && (
      <Chip
        size="small"
        variant="outlined"
        color="secondary"
        data-testid="review-others"
        label={othersLabel(snapshot.otherControllers, snapshot.reservedByOthers)}
      />
    )}
    {snapshot && snapshot.skipped > 0 && (
      <Chip
        size="small"
        variant="outlined"
        label={`${plural(snapshot.skipped, 'passé', 'passés')}`}
      />
    )}
  </Box>
);

export default ReviewProgress;
