import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Link as RouterLink } from 'react-router-dom';
import type { ValidationState } from '../api/types';
import { DECIDE_LABELS, DECIDED_LABELS, TARGET_LABELS } from './labels';
import { writeFilters } from './queueFilters';
import RejectDialog from './RejectDialog';
import { useDecision, type DecisionSubject } from './useDecision';

interface RecordDecisionProps extends DecisionSubject {
  /** The record's state as the page shows it. */
  state: ValidationState;
  /** The reasons offered on rejection (see rejectReasons). */
  reasons: string[];
  /** The record has changed on the server: its new state, or undefined to read it again. */
  onChanged: (state: ValidationState | undefined) => void;
  /** Why no decision can be taken here (the buttons are then left out). */
  blocked?: ReactNode;
  /** Buttons disabled while what they need is loading. */
  waiting?: boolean;
}

/** The review queue filtered on this one record. */
export const queuePath = (target: DecisionSubject['target'], idNumber: string) =>
  `/validation?${writeFilters({ target, q: idNumber })}`;

/**
 * « Valider les données » / « Rejeter la photo »... on a pending record where it is seen, for admins and
 * controllers (the caller checks the roles); after a decision, the decision and « Annuler ».
 */
const RecordDecision = ({
  state,
  reasons,
  onChanged,
  blocked,
  waiting = false,
  ...subject
}: RecordDecisionProps) => {
  const { status, decide, undo } = useDecision(subject, onChanged);
  const [rejecting, setRejecting] = useState(false);
  const what = TARGET_LABELS[subject.target].toLowerCase();
  const failure =
    status.kind === 'failed' ? (
      <Alert severity="error">
        Décision non enregistrée : {status.message}
        {state === 'pending' && ' Décidez à nouveau.'}
      </Alert>
    ) : null;

  if (status.kind === 'waiting') {
    return (
      <Box role="group" aria-label={`Décision sur ${what}`} sx={barSx}>
        <Typography variant="body2">
          Décision en attente d’envoi : {DECIDED_LABELS[subject.target][status.verdict]}. Elle sera
          envoyée dès le retour du réseau.
        </Typography>
        <Button size="small" startIcon={<UndoIcon />} onClick={() => void undo()}>
          Retirer la décision
        </Button>
      </Box>
    );
  }
  if (status.kind === 'decided' || status.kind === 'undoing') {
    return (
      <Box role="group" aria-label={`Décision sur ${what}`} sx={barSx}>
        <Typography variant="body2">
          Décision enregistrée : {DECIDED_LABELS[subject.target][status.verdict]}.
        </Typography>
        <Button
          size="small"
          startIcon={<UndoIcon />}
          loading={status.kind === 'undoing'}
          onClick={() => void undo()}
        >
          Annuler la décision
        </Button>
      </Box>
    );
  }
  if (state !== 'pending') return failure;

  const sending = status.kind === 'sending' ? status.verdict : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {failure}
      {blocked ?? (
        <Box role="toolbar" aria-label={`Décision sur ${what}`} sx={barSx}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            loading={sending === 'validated'}
            disabled={waiting || sending !== null}
            onClick={() => void decide('validated')}
          >
            {DECIDE_LABELS[subject.target].validated}
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<CloseIcon />}
            loading={sending === 'rejected'}
            disabled={waiting || sending !== null}
            onClick={() => setRejecting(true)}
          >
            {DECIDE_LABELS[subject.target].rejected}
          </Button>
          <Button
            component={RouterLink}
            to={queuePath(subject.target, subject.idNumber)}
            variant="outlined"
            startIcon={<FactCheckIcon />}
          >
            Ouvrir dans la file
          </Button>
        </Box>
      )}
      <RejectDialog
        open={rejecting}
        name={subject.name}
        reasons={reasons}
        initial={status.kind === 'failed' ? status.comment : undefined}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          void decide('rejected', reason);
        }}
      />
    </Box>
  );
};

const barSx = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' } as const;

export default RecordDecision;
