import { useState } from 'react';
import {
  Alert,
  Box,
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
import { codeFont } from '../common/codeFont';
import { useBrowserOnline } from '../offline/useBrowserOnline';
import { decisionWithReasonOf, sendStateOf, sinceOf, studentOf } from './pendingLabels';
import { sendNowOrExplain } from './sendNow';
import { PENDING_EXPLANATION, pendingCountTitle } from './texts';
import { usePendingCounts } from './usePendingCounts';
import { usePendingDecisions } from './usePendingDecisions';

/**
 * The decisions not yet answered: student and matricule (a name alone is not enough: many
 * students share one), the decision and its reason, since when, and whether it got no answer
 * or is on its way; « Envoyer maintenant ».
 */
const PendingDecisionsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { pending, offline } = usePendingDecisions();
  const counts = usePendingCounts();
  const online = useBrowserOnline();
  // Said until the network is back: « Envoyer maintenant » then works again.
  const [told, setTold] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {pending.length > 0 ? pendingCountTitle(counts) : 'Aucune décision en attente'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {counts.waiting > 0
            ? PENDING_EXPLANATION
            : pending.length > 0
              ? 'Elles sont en route vers le serveur.'
              : 'Toutes les décisions ont été envoyées.'}
        </DialogContentText>
        <List dense aria-label="Décisions pas encore enregistrées">
          {pending.map((decision) => (
            <ListItem key={decision.key} disableGutters divider>
              <ListItemText
                primary={
                  <>
                    {studentOf(decision)}
                    {decision.label && (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {' · matricule '}
                        <Box component="span" sx={codeFont}>
                          {decision.payload.student_idNumber}
                        </Box>
                      </Box>
                    )}
                  </>
                }
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                      {decisionWithReasonOf(decision)}
                    </Box>
                    {`${sinceOf(decision)} · ${sendStateOf(decision, offline)}`}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        {told && !online && (
          <Alert severity="info" role="status" sx={{ mt: 1 }}>
            {told}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={pending.length === 0}
          onClick={() => setTold(sendNowOrExplain())}
        >
          Envoyer maintenant
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default PendingDecisionsDialog;
