import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { decisionOutbox } from './decisionOutbox';
import { decisionOf, sinceOf, studentOf } from './pendingLabels';
import { PENDING_EXPLANATION, pendingTitle } from './texts';
import { usePendingDecisions } from './usePendingDecisions';

/** The decisions waiting to be sent: student, decision, since when; « Envoyer maintenant ». */
const PendingDecisionsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { pending } = usePendingDecisions();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{pendingTitle(pending.length)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pending.length > 0 ? PENDING_EXPLANATION : 'Toutes les décisions ont été envoyées.'}
        </DialogContentText>
        <List dense aria-label="Décisions en attente d’envoi">
          {pending.map((decision) => (
            <ListItem key={decision.key} disableGutters divider>
              <ListItemText
                primary={`${studentOf(decision)} : ${decisionOf(decision)}`}
                secondary={`${sinceOf(decision)} · ${decision.sending ? 'envoi en cours…' : 'en attente du réseau'}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={pending.length === 0}
          onClick={() => decisionOutbox.sendNow()}
        >
          Envoyer maintenant
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default PendingDecisionsDialog;
