import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { formatCount } from '../format';
import type { ExportState } from './useStudentExport';

interface ExportProgressDialogProps {
  state: ExportState;
  onCancel: () => void;
  onClose: () => void;
}

/** The export under way (count and bar, "Annuler"), or why it failed. */
const ExportProgressDialog = ({ state, onCancel, onClose }: ExportProgressDialogProps) => {
  const running = state.status === 'running';
  const percent = running && state.total > 0 ? Math.min(100, (100 * state.done) / state.total) : 0;
  return (
    <Dialog
      open={state.status !== 'idle'}
      onClose={running ? onCancel : onClose}
      aria-labelledby="student-export-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="student-export-title">Export CSV des élèves</DialogTitle>
      <DialogContent>
        {running && (
          <>
            <Typography role="status" gutterBottom>
              Export en cours… {formatCount(state.done)} / {formatCount(state.total)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="Progression de l’export"
            />
          </>
        )}
        {state.status === 'error' && (
          <Alert severity="error">L’export a échoué. {state.message}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button onClick={onCancel}>Annuler</Button>
        ) : (
          <Button onClick={onClose}>Fermer</Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

export default ExportProgressDialog;
