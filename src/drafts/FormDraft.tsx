import { Alert, Box, Button } from '@mui/material';
import { restoredFieldsText } from './draftTexts';
import { useFormDraft } from './useFormDraft';

const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** « Reprendre la saisie du 27 novembre 2026 à 05:12 ? » */
export const offerText = (savedAt: number): string =>
  `Reprendre la saisie du ${day.format(savedAt)} à ${time.format(savedAt)} ?`;

/**
 * Placed once in a create or edit form: keeps what is typed as its author's draft, and offers
 * back the one left by a forced reload or an ended session.
 */
const FormDraft = () => {
  const { offer, resume, ignore } = useFormDraft();
  if (!offer) return null;
  return (
    <Alert severity="info" role="status" sx={{ width: '100%', mb: 1, boxSizing: 'border-box' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {offerText(offer.savedAt)}
      </Box>
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        Cette saisie n’a pas été enregistrée.{' '}
        {restoredFieldsText(offer.fields.map((field) => field.label))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={resume}>
          Reprendre
        </Button>
        <Button variant="outlined" size="small" onClick={ignore}>
          Ignorer
        </Button>
      </Box>
    </Alert>
  );
};

export default FormDraft;
