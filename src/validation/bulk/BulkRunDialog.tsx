import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { VERDICT_LABELS } from '../labels';
import { describeFailure } from '../validationApi';
import BulkSummary from './BulkSummary';
import { runBulk, type BulkOutcome, type BulkRequest } from './runBulk';

interface BulkRunDialogProps {
  request: BulkRequest;
  onClose: (outcomes: BulkOutcome[]) => void;
}

/** Sends a bulk decision: a progress bar and a cancel button, then the summary. */
const BulkRunDialog = ({ request, onClose }: BulkRunDialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [done, setDone] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  const cancelled = useRef(false);
  const total = request.students.length;
  const title = `${request.verdict === 'validated' ? 'Valider' : 'Rejeter'} ${total} élève${total > 1 ? 's' : ''}`;

  useEffect(() => {
    void runBulk(request, {
      send: (body) => dataProvider.call('validation.studentValidation', { body }),
      describe: describeFailure,
      onProgress: setDone,
      isCancelled: () => cancelled.current,
    }).then(setOutcomes);
  }, [request, dataProvider]);

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{title}</DialogTitle>
      <DialogContent>
        {outcomes ? (
          <BulkSummary outcomes={outcomes} verdict={request.verdict} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={total ? (done / total) * 100 : 100}
              aria-label={`Décisions envoyées : ${done} sur ${total}`}
            />
            <Typography role="status">
              {cancelling
                ? `Annulation : fin des envois en cours (${done} / ${total})…`
                : `${VERDICT_LABELS[request.verdict]} : ${done} / ${total}`}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {outcomes ? (
          <Button variant="contained" onClick={() => onClose(outcomes)} autoFocus>
            Fermer
          </Button>
        ) : (
          <Button
            disabled={cancelling}
            onClick={() => {
              cancelled.current = true;
              setCancelling(true);
            }}
          >
            Annuler
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

export default BulkRunDialog;
