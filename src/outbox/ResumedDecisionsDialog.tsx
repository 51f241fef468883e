import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { toast } from 'sonner';
import { decisionOutbox } from './decisionOutbox';
import { CONFIRM_EXPLANATION, confirmTitle, droppedText } from './keptTexts';
import type { PendingDecision } from './types';
import { decisionOf } from './pendingLabels';
import { reportSettled } from './reportKept';
import { usePendingDecisions } from './usePendingDecisions';

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** « Aya Kouassi · matricule 12345678A » */
const studentOf = ({ label, payload }: PendingDecision) =>
  `${label ?? 'Élève'} · matricule ${payload.student_idNumber}`;

/** « Données rejetées · « Photo floue » · 27 novembre 2026 à 14:32 » */
const detailsOf = (decision: PendingDecision) =>
  [
    decisionOf(decision),
    decision.payload.validation_comment.trim() &&
      `« ${decision.payload.validation_comment.trim()} »`,
    DAY.format(decision.createdAt),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The decisions an earlier session of this user left unsent, shown before anything goes: each
 * with its student, matricule, decision, reason and date; « Tout envoyer », the ones ticked,
 * or « Abandonner ». Nothing is sent until one is chosen.
 */
const ResumedDecisionsDialog = () => {
  const { toConfirm } = usePendingDecisions();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setChosen(new Set(toConfirm.map((d) => d.key))), [toConfirm]);
  if (toConfirm.length === 0) return null;

  const answer = async (keys: string[]) => {
    const dropped = toConfirm.length - keys.length;
    const settled = decisionOutbox.confirm(keys);
    if (dropped > 0) toast.info(droppedText(dropped));
    reportSettled(await settled);
  };
  const toggle = (key: string) =>
    setChosen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Dialog open fullWidth maxWidth="sm" aria-describedby="resumed-decisions-explanation">
      <DialogTitle>{confirmTitle(toConfirm.length)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="resumed-decisions-explanation">
          {CONFIRM_EXPLANATION}
        </DialogContentText>
        <List dense aria-label="Décisions de votre dernière séance">
          {toConfirm.map((decision) => (
            <ListItem key={decision.key} disablePadding divider>
              <ListItemButton onClick={() => toggle(decision.key)} dense>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={chosen.has(decision.key)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-label': studentOf(decision) } }}
                  />
                </ListItemIcon>
                <ListItemText primary={studentOf(decision)} secondary={detailsOf(decision)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => void answer([])}>
          Abandonner
        </Button>
        <Button
          disabled={chosen.size === 0 || chosen.size === toConfirm.length}
          onClick={() => void answer([...chosen])}
        >
          Envoyer la sélection ({chosen.size})
        </Button>
        <Button variant="contained" onClick={() => void answer(toConfirm.map((d) => d.key))}>
          Tout envoyer
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ResumedDecisionsDialog;
