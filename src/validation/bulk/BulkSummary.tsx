import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ValidationState } from '../../api/types';
import { studentName } from '../../students/studentName';
import { summaryLine } from './bulkTexts';
import type { BulkOutcome } from '../../outbox/runBulk';

const OutcomeList = ({ title, outcomes }: { title: string; outcomes: BulkOutcome[] }) => (
  <>
    <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
      {title}
    </Typography>
    <List dense aria-label={title}>
      {outcomes.map(({ student, message }) => (
        <ListItem key={student.student_idNumber} disableGutters>
          <ListItemText
            primary={`${studentName(student)} (${student.student_idNumber})`}
            secondary={message}
          />
        </ListItem>
      ))}
    </List>
  </>
);

/**
 * The end of a step of a bulk decision: how many the server accepted, then every record that
 * failed and why, and those never sent (cancelled).
 */
const BulkSummary = ({ outcomes, state }: { outcomes: BulkOutcome[]; state: ValidationState }) => {
  const failed = outcomes.filter((o) => o.status === 'failed');
  const cancelled = outcomes.filter((o) => o.status === 'cancelled');
  return (
    <>
      <Alert severity={failed.length ? 'warning' : cancelled.length ? 'info' : 'success'}>
        {summaryLine(outcomes, state)}
      </Alert>
      {failed.length > 0 && <OutcomeList title="Échecs" outcomes={failed} />}
      {cancelled.length > 0 && <OutcomeList title="Non envoyés" outcomes={cancelled} />}
    </>
  );
};

export default BulkSummary;
