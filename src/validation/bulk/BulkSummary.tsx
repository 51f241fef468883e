import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { studentName } from '../../students/studentName';
import { VERDICT_LABELS, type Verdict } from '../labels';
import type { BulkOutcome } from './runBulk';

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The end of a bulk decision: how many were recorded, then every record that failed and
 * why, and those never sent (cancelled). Kept simple, to be swapped for a shared summary.
 */
const BulkSummary = ({ outcomes, verdict }: { outcomes: BulkOutcome[]; verdict: Verdict }) => {
  const ok = outcomes.filter((o) => o.status === 'ok').length;
  const failed = outcomes.filter((o) => o.status === 'failed');
  const cancelled = outcomes.filter((o) => o.status === 'cancelled');
  const label = VERDICT_LABELS[verdict].toLowerCase();
  return (
    <>
      <Alert severity={failed.length ? 'warning' : cancelled.length ? 'info' : 'success'}>
        {count(ok, `élève ${label}`, `élèves ${label}s`)}
        {failed.length > 0 && `, ${count(failed.length, 'échec', 'échecs')}`}
        {cancelled.length > 0 &&
          `, ${count(cancelled.length, 'non envoyé', 'non envoyés')} (annulé)`}
        .
      </Alert>
      {failed.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Échecs
          </Typography>
          <List dense aria-label="Échecs">
            {failed.map(({ student, message }) => (
              <ListItem key={student.student_idNumber} disableGutters>
                <ListItemText
                  primary={`${studentName(student)} (${student.student_idNumber})`}
                  secondary={message}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {cancelled.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Non envoyés
          </Typography>
          <List dense aria-label="Non envoyés">
            {cancelled.map(({ student }) => (
              <ListItem key={student.student_idNumber} disableGutters>
                <ListItemText primary={`${studentName(student)} (${student.student_idNumber})`} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
};

export default BulkSummary;
