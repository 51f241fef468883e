import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
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

export const REJECT_HINT =
  'Saisissez le motif, ou choisissez-en un dans la liste (touches 1 à 9 tant que le champ est vide), puis Entrée.';

/**
 * Rejeter needs a reason. The cursor starts in the reason field, so what is typed is what is
 * sent; keys 1 to 9 pick a listed reason only while the field is empty; Entrée sends the text
 * the field shows.
 *
 * The field's autoFocus alone is not enough: MUI's focus trap focuses the dialog's paper when
 * the focus is outside it, which StrictMode's second run of its effect does (the first run's
 * cleanup gave the focus back to the opener), and a click on the dialog's blank space does
 * too. Keys typed then went nowhere; so the paper hands its own focus on to the field.
 */
const RejectDialog = ({ open, name, reasons, initial, onCancel, onConfirm }: RejectDialogProps) => {
  const field = useRef<HTMLInputElement>(null);
  const onPaperFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) field.current?.focus();
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reject-title"
      slotProps={{ paper: { onFocus: onPaperFocus } }}
    >
      {open && (
        <RejectForm
          field={field}
          name={name}
          reasons={reasons}
          initial={initial}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Dialog>
  );
};

const RejectForm = ({
  field,
  name,
  reasons,
  initial = '',
  onCancel,
  onConfirm,
}: Omit<RejectDialogProps, 'open'> & { field: RefObject<HTMLInputElement | null> }) => {
  const [reason, setReason] = useState(initial);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const listed = reasons.slice(0, 9);
  const trimmed = reason.trim();
  const pick = (label: string) => {
    setReason(label);
    field.current?.focus();
  };
  const confirm = () => {
    if (trimmed) onConfirm(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // A listed reason answers its own Entrée (it fills the field); « Annuler » cancels.
    const onOwnButton = target === cancelButton.current || target.dataset.reason !== undefined;
    if (event.key === 'Enter' && !event.shiftKey && !onOwnButton) {
      event.preventDefault();
      confirm();
      return;
    }
    const number = Number(event.key);
    if (reason === '' && Number.isInteger(number) && number >= 1 && number <= listed.length) {
      event.preventDefault();
      pick(listed[number - 1]);
    }
  };
  return (
    <Box component="div" onKeyDown={onKeyDown}>
      <DialogTitle id="reject-title">Rejeter : {name}</DialogTitle>
      <DialogContent>
        <TextField
          inputRef={field}
          label="Motif du rejet"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          required
          autoFocus
          margin="dense"
          helperText={REJECT_HINT}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <List dense aria-label="Motifs de rejet" sx={{ mt: 1 }}>
          {listed.map((label, index) => (
            <ListItemButton
              key={label}
              data-reason={label}
              selected={label === trimmed}
              onClick={() => pick(label)}
              aria-keyshortcuts={String(index + 1)}
            >
              <ListItemText primary={`${index + 1}. ${label}`} />
            </ListItemButton>
          ))}
        </List>
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
