import { Box, Button, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link } from 'react-router-dom';
import { formatCount } from '../students/format';
import type { SessionSnapshot } from './reviewSession';
import type { Reservation } from './reviewTypes';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count > 1 ? many : one}`;

/** « jguei », « jguei (3) et k.kone (2) »: who holds the records, from the claim's answer. */
const holders = (reservedBy: Reservation[]): string => {
  if (reservedBy.length === 1) return reservedBy[0].login_name;
  const named = reservedBy.map(({ login_name, count }) => `${login_name} (${formatCount(count)})`);
  return `${named.slice(0, -1).join(', ')} et ${named.at(-1)}`;
};

/** Nothing left for this controller: what the queue holds is in others' hands, or nothing. */
const whatIsLeft = ({
  reservedByOthers: reserved,
  reservedBy,
  otherControllers,
}: SessionSnapshot) => {
  if (reserved === 0) return 'Aucun élève en attente ne correspond à ces filtres.';
  const others =
    otherControllers > 1
      ? `${formatCount(otherControllers)} autres contrôleurs`
      : 'un autre contrôleur';
  const who = reservedBy.length ? holders(reservedBy) : others;
  return `${plural(reserved, 'élève correspondant', 'élèves correspondants')} à ces filtres ${reserved > 1 ? 'sont' : 'est'} en cours de revue par ${who}.`;
};

/** The queue is empty for this controller: what was done, who holds the rest, where to go next. */
const QueueFinished = ({
  snapshot,
  onReviewSkipped,
}: {
  snapshot: SessionSnapshot;
  onReviewSkipped: () => void;
}) => (
  <Box
    role="status"
    sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6, textAlign: 'center' }}
  >
    {snapshot.reservedByOthers > 0 && snapshot.skipped === 0 ? (
      <HourglassTopIcon color="info" sx={{ fontSize: 64 }} aria-hidden />
    ) : (
      <TaskAltIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
    )}
    <Typography variant="h6" component="h2">
      {snapshot.skipped > 0
        ? 'Plus aucun élève à revoir, hormis ceux passés'
        : snapshot.reservedByOthers > 0
          ? 'En cours de revue par un autre contrôleur'
          : 'File terminée'}
    </Typography>
    <Typography color="text.secondary">
      {snapshot.decided > 0
        ? `${formatCount(snapshot.decided)} décision${snapshot.decided > 1 ? 's' : ''} dans cette séance. `
        : ''}
      {whatIsLeft(snapshot)}
    </Typography>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
      {snapshot.skipped > 0 && (
        <Button variant="contained" onClick={onReviewSkipped}>
          Revoir les {formatCount(snapshot.skipped)} élève{snapshot.skipped > 1 ? 's' : ''} passé
          {snapshot.skipped > 1 ? 's' : ''}
        </Button>
      )}
      <Button component={Link} to="/validation/historique">
        Voir l’historique
      </Button>
    </Box>
  </Box>
);

export default QueueFinished;
