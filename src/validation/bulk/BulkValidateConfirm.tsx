import { Alert, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import type { Target } from '../../decision/labels';
import { leaveOutLabel, rulesWarning, students, validationWarning } from './bulkTexts';

/**
 * The question before a bulk validation: how many records get « Validé », and, when some of
 * them break validation rules, how many, with the offer to leave those out.
 */
const BulkValidateConfirm = ({
  open,
  target,
  selected,
  breaking,
  leaveOut,
  onLeaveOut,
  onConfirm,
  onClose,
}: {
  open: boolean;
  target: Target;
  selected: number;
  breaking: number;
  leaveOut: boolean;
  onLeaveOut: (leaveOut: boolean) => void;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const count = leaveOut ? selected - breaking : selected;
  return (
    <Confirm
      isOpen={open}
      title={`Valider ${students(count)} ?`}
      content={
        <Stack spacing={1.5}>
          <Typography>{validationWarning(target, count)}</Typography>
          {breaking > 0 && (
            <Alert severity="warning">
              {rulesWarning(breaking)}
              <FormControlLabel
                sx={{ display: 'flex', mt: 0.5 }}
                control={
                  <Checkbox
                    checked={leaveOut}
                    onChange={(event) => onLeaveOut(event.target.checked)}
                  />
                }
                label={leaveOutLabel(breaking)}
              />
            </Alert>
          )}
        </Stack>
      }
      confirm={`Valider ${students(count)}`}
      cancel="Annuler"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};

export default BulkValidateConfirm;
