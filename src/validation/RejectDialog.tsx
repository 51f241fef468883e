import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
} from '@mui/material';

interface RejectDialogProps {
  open: boolean;
  name: string;
  reasons: string[];
  /** The reason typed before (a decision that came back): nothing typed is lost. */
  initial?: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Rejeter needs a reason: picked from the list (keys 1 to 9) or typed; Entrée confirms. */
const RejectDialog = ({ open, name, reasons, initial, onCancel, onConfirm }: RejectDialogProps) => (
  <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="reject-title">
    {open && (
      <RejectForm
        name={name}
        reasons={reasons}
        initial={initial}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    )}
  </Dialog>
);

const RejectForm = ({
  name,
  reasons,
  initial = '',
  onCancel,
  onConfirm,
}: Omit<RejectDialogProps, 'open'>) => {
  const [reason, setReason] = useState(initial);
  const trimmed = reason.trim();
  const confirm = () => {
    if (trimmed) onConfirm(trimmed);
  };
  const cancelButton = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    // Entrée on « Annuler » cancels, as on any button: it never rejects.
    if (event.key === 'Enter' && !event.shiftKey && event.target !== cancelButton.current) {
      event.preventDefault();
      confirm();
      return;
    }
    const typing = (event.target as HTMLElement).tagName === 'INPUT';
    const number = Number(event.key);
    if (!typing && Number.isInteger(number) && number >= 1 && number <= reasons.length) {
      event.preventDefault();
      setReason(reasons[number - 1]);
    }
  };
  return (
    <Box component="div" onKeyDown={onKeyDown}>
      <DialogTitle id="reject-title">Rejeter : {name}</DialogTitle>
      <DialogContent>
        <List dense aria-label="Motifs de rejet" sx={{ mb: 1 }}>
          {reasons.slice(0, 9).map((label, index) => (
            <ListItemButton
              key={label}
              selected={label === trimmed}
              onClick={() => setReason(label)}
              autoFocus={index === 0 && !initial}
              aria-keyshortcuts={String(index + 1)}
            >
              <ListItemText primary={`${index + 1}. ${label}`} />
            </ListItemButton>
          ))}
        </List>
        <TextField
          label="Motif du rejet"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          required
          autoFocus={Boolean(initial)}
          helperText="Choisissez un motif (touches 1 à 9) ou saisissez-le, puis Entrée."
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button ref={cancelButton} onClick={onCancel}>
          Annuler
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={!trimmed}>
          Rejeter
        </Button>
      </DialogActions>
    </Box>
  );
};

export default RejectDialog;
