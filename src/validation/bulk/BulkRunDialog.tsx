import { useSyncExternalStore } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RECENT_PATH } from '../../recentDecisions/types';
import { VERDICT_LABELS, type Verdict } from '../../decision/labels';
import type { BulkRun } from './bulkRun';
import { count, students, undoPromise } from './bulkTexts';
import BulkSummary from './BulkSummary';

interface BulkRunDialogProps {
  run: BulkRun;
  onClose: () => void;
}

/**
 * Follows a bulk decision the confirmation started (it starts nothing itself): a progress
 * bar and a button to stop, then the summary with « Annuler » for what the server accepted,
 * then the summary of that undo.
 */
const BulkRunDialog = ({ run, onClose }: BulkRunDialogProps) => {
  const { phase, done, total, cancelling, outcomes, undoOutcomes } = useSyncExternalStore(
    run.subscribe,
    run.getSnapshot,
  );
  const { state, students: asked } = run.request;
  const verdict: Verdict = state === 'rejected' ? 'rejected' : 'validated';
  const title = `${verdict === 'validated' ? 'Valider' : 'Rejeter'} ${students(asked.length)}`;
  const accepted = run.accepted().length;
  const undoing = phase === 'undoing';
  const status = undoing
    ? `Remise en attente : ${done} / ${total}`
    : cancelling
      ? `Annulation : fin des envois en cours (${done} / ${total})…`
      : `${VERDICT_LABELS[verdict]} : ${done} / ${total}`;

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{title}</DialogTitle>
      <DialogContent>
        {phase === 'running' || undoing ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={total ? (done / total) * 100 : 100}
              aria-label={`${undoing ? 'Annulations envoyées' : 'Décisions envoyées'} : ${done} sur ${total}`}
            />
            <Typography role="status">{status}</Typography>
          </Box>
        ) : phase === 'done' && outcomes ? (
          <>
            <BulkSummary outcomes={outcomes} state={state} />
            {accepted > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {undoPromise(accepted)}{' '}
                <Link component={RouterLink} to={RECENT_PATH}>
                  Voir les décisions récentes
                </Link>
              </Typography>
            )}
          </>
        ) : (
          undoOutcomes && <BulkSummary outcomes={undoOutcomes} state="pending" />
        )}
      </DialogContent>
      <DialogActions>
        {phase === 'running' && (
          <Button disabled={cancelling} onClick={() => run.cancel()}>
            Annuler
          </Button>
        )}
        {phase === 'done' && accepted > 0 && (
          <Button color="warning" onClick={() => void run.undo()}>
            {`Annuler ${accepted > 1 ? `ces ${count(accepted, 'décision', 'décisions')}` : 'cette décision'}`}
          </Button>
        )}
        {(phase === 'done' || phase === 'undone') && (
          <Button variant="contained" onClick={onClose} autoFocus>
            Fermer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

export default BulkRunDialog;
