import { Box, Button, Typography } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link } from 'react-router-dom';
import { formatCount } from '../students/format';
import type { SessionSnapshot } from './reviewSession';

/** The queue is empty: what was done, and where to go next. */
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
    <TaskAltIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
    <Typography variant="h6" component="h2">
      {snapshot.skipped > 0 ? 'Plus aucun élève à revoir, hormis ceux passés' : 'File terminée'}
    </Typography>
    <Typography color="text.secondary">
      {snapshot.decided > 0
        ? `${formatCount(snapshot.decided)} décision${snapshot.decided > 1 ? 's' : ''} dans cette séance. `
        : ''}
      Aucun élève en attente ne correspond à ces filtres.
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
