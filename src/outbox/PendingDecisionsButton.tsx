import { useState } from 'react';
import { Badge, Button, IconButton, Tooltip } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useNarrowScreen } from '../common/useNarrowScreen';
import PendingDecisionsDialog from './PendingDecisionsDialog';
import { pendingTitle } from './texts';
import { useOutboxSession } from './useOutboxSession';
import { usePendingDecisions } from './usePendingDecisions';

/**
 * In the app bar, beside the server's dot: « N décisions en attente d’envoi » while any wait,
 * opening their list. It also opens the outbox for the logged-in user (useOutboxSession).
 */
const PendingDecisionsButton = () => {
  useOutboxSession();
  const { pending } = usePendingDecisions();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  if (pending.length === 0 && !open) return null;
  const title = pendingTitle(pending.length);
  return (
    <>
      {narrow ? (
        <Tooltip title={title}>
          <IconButton color="warning" aria-label={title} onClick={() => setOpen(true)}>
            <Badge badgeContent={pending.length} color="warning">
              <CloudUploadIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="warning"
          variant="outlined"
          startIcon={<CloudUploadIcon />}
          onClick={() => setOpen(true)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {title}
        </Button>
      )}
      <PendingDecisionsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};

export default PendingDecisionsButton;
