import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { KEYS, UNDO_LABEL } from '../decision/labels';

export const SHORTCUTS: readonly [string, string][] = [
  [KEYS.validate, 'Valider'],
  [KEYS.reject, 'Rejeter : saisir le motif, ou le choisir dans la liste'],
  [KEYS.skip, 'Passer à l’élève suivant sans décider'],
  [KEYS.zoom, 'Agrandir ou réduire la photo'],
  ['Ctrl+Z / ⌘+Z', UNDO_LABEL],
  ['?', 'Afficher cette liste'],
  ['1 à 9', 'Dans le rejet, champ vide : choisir un motif de la liste'],
  ['Entrée', 'Dans le rejet : confirmer'],
  ['Échap', 'Fermer une fenêtre'],
];

/** '?': every key of the review. */
const KeyboardHelpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="review-keys-title">
    <DialogTitle id="review-keys-title">Raccourcis clavier</DialogTitle>
    <DialogContent>
      <Table size="small" aria-label="Raccourcis clavier">
        <TableBody>
          {SHORTCUTS.map(([key, action]) => (
            <TableRow key={key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box component="kbd" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {key}
                </Box>
              </TableCell>
              <TableCell>{action}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        Fermer
      </Button>
    </DialogActions>
  </Dialog>
);

export default KeyboardHelpDialog;
