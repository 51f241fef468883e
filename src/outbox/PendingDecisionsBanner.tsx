import { Alert, AlertTitle, Button } from '@mui/material';
import { decisionOutbox } from './decisionOutbox';
import { PENDING_EXPLANATION, pendingTitle } from './texts';
import { usePendingDecisions } from './usePendingDecisions';

/** Above the page while decisions wait for the network: how many, and that they will go. */
const PendingDecisionsBanner = () => {
  const { pending } = usePendingDecisions();
  if (!pending.some((decision) => decision.waiting)) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => decisionOutbox.sendNow()}>
          Envoyer maintenant
        </Button>
      }
    >
      <AlertTitle>{pendingTitle(pending.length)}</AlertTitle>
      {PENDING_EXPLANATION}
    </Alert>
  );
};

export default PendingDecisionsBanner;
