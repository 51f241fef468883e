import { Alert, Box, Button, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { codeFont } from '../common/codeFont';
import { VALIDATION_STATES } from '../common/validationStates';
import {
  clockTime,
  DELIVERY,
  entrySubject,
  named,
  ORIGINS,
  students,
  TARGETS,
} from './recentTexts';
import { UNDO_WINDOW_MS, type RecentEntry, type RecentFailure } from './types';
import { undoRecent } from './undoRecent';

/** Names shown in a bulk's entry before « et N autres ». */
const SHOWN = 5;

const FailureList = ({ failures }: { failures: RecentFailure[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {failures.map((failure) => (
      <li key={failure.idNumber}>
        {named(failure)} : {failure.message}
      </li>
    ))}
  </Box>
);

/**
 * One recent decision (or one bulk decision as a whole): who, what, when, whether it was
 * sent, and « Annuler » until its 15 minutes are over, with the undo's progress and failures.
 */
interface RecentEntryCardProps {
  entry: RecentEntry;
  now: number;
  /** Whether it was sent, as the outbox now knows it. */
  delivery: RecentEntry['delivery'];
}

const RecentEntryCard = ({ entry, now, delivery: sent }: RecentEntryCardProps) => {
  const { students: list, undo } = entry;
  const single = list.length === 1 && entry.origin !== 'bulk';
  const until = entry.at + UNDO_WINDOW_MS;
  const state = VALIDATION_STATES[entry.state];
  const delivery = DELIVERY[sent];
  const running = undo?.running ?? false;
  const headingId = `recent-${entry.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 1.5, display: 'grid', gap: 1, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {single ? list[0].name : students(list.length)}
        </Typography>
        {single && (
          <Typography component="span" sx={{ ...codeFont, color: 'text.secondary' }}>
            {list[0].idNumber}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {ORIGINS[entry.origin]} · à {clockTime(entry.at)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={TARGETS[entry.target]} />
        <Chip size="small" color={state.color} label={state.label} />
        {entry.undone ? (
          <Chip size="small" label="Annulée : remis en attente" />
        ) : (
          <Chip size="small" variant="outlined" color={delivery.color} label={delivery.label} />
        )}
        {entry.origin === 'bulk' && sent === 'sending' && (
          <Typography variant="body2" color="text.secondary">
            {entry.answered} / {entry.asked}
          </Typography>
        )}
      </Box>
      {entry.comment && <Typography variant="body2">Motif : {entry.comment}</Typography>}
      {!single && (
        <Typography variant="body2" color="text.secondary">
          {list.slice(0, SHOWN).map(named).join(', ')}
          {list.length > SHOWN && ` et ${students(list.length - SHOWN)} de plus`}
        </Typography>
      )}
      {entry.failures.length > 0 && (
        <Alert severity="warning">
          {students(entry.failures.length)} sans décision (refus du serveur) :
          <FailureList failures={entry.failures} />
        </Alert>
      )}
      {running && undo && (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={undo.total ? (undo.done / undo.total) * 100 : 100}
            aria-label={`Annulations envoyées : ${undo.done} sur ${undo.total}`}
          />
          <Typography variant="body2">
            Remise en attente : {undo.done} / {undo.total}
          </Typography>
        </Box>
      )}
      {!running && undo && undo.failures.length > 0 && (
        <Alert severity="error">
          Annulation impossible pour {students(undo.failures.length)} :
          <FailureList failures={undo.failures} />
        </Alert>
      )}
      {!entry.undone && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            color="warning"
            startIcon={<UndoIcon />}
            loading={running}
            disabled={now >= until}
            onClick={() => void undoRecent(entry.id)}
            aria-label={`Annuler : ${entrySubject(entry)}`}
          >
            Annuler
          </Button>
          <Typography variant="body2" color="text.secondary">
            Annulable jusqu’à {clockTime(until)}
          </Typography>
        </Box>
      )}
    </Paper>
  );
};

export default RecentEntryCard;
