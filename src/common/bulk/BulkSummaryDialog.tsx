import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useId } from 'react';
import type { Identifier } from 'react-admin';
import { bulkFailureMessage, type BulkOutcome } from '../../api/bulk';

interface BulkSummaryDialogProps {
  /** The outcome to show; nothing is shown when null. */
  outcome: BulkOutcome | null;
  action: 'update' | 'delete';
  /** How a record is named (its representation, else « n° id »). */
  labelOf: (id: Identifier) => string;
  onClose: () => void;
}

const done = (count: number, action: 'update' | 'delete') => {
  if (count === 0) return 'Aucun élément n’a été traité.';
  const verb = action === 'delete' ? 'supprimé' : 'modifié';
  return count > 1 ? `${count} éléments ont été ${verb}s.` : `1 élément a été ${verb}.`;
};

/** What a bulk action did: how many went through, and each failure with its French reason. */
const BulkSummaryDialog = ({ outcome, action, labelOf, onClose }: BulkSummaryDialogProps) => {
  const titleId = useId();
  if (!outcome) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{bulkFailureMessage(outcome, action)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{done(outcome.succeeded.length, action)}</DialogContentText>
        <List dense aria-label="Échecs">
          {outcome.failed.map(({ id, message }) => (
            <ListItem key={String(id)} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <ErrorOutlineIcon color="error" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={labelOf(id)} secondary={message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default BulkSummaryDialog;
