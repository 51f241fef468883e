import { useState } from 'react';
import { Badge, Button, IconButton, Tooltip } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useNarrowScreen } from '../common/useNarrowScreen';
import PendingDecisionsDialog from './PendingDecisionsDialog';
import { pendingCountTitle } from './texts';
import { useOutboxSession } from './useOutboxSession';
import { usePendingCounts } from './usePendingCounts';

/**
 * In the app bar, beside the server's dot: « N décisions en attente d’envoi » (amber) for those
 * that got no answer, « N décisions en cours d’envoi » (neutral) for a send slower than
 * SENDING_SHOWN_AFTER_MS or a bulk on its way; it opens their list. It also opens the outbox
 * for the logged-in user (useOutboxSession).
 */
const PendingDecisionsButton = () => {
  useOutboxSession();
  const counts = usePendingCounts();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const shown = counts.waiting + counts.sending;
  if (shown === 0 && !open) return null;
  const title = pendingCountTitle(counts);
  const color = counts.waiting > 0 ? 'warning' : 'inherit';
  return (
    <>
      {narrow ? (
        <Tooltip title={title}>
          <IconButton color={color} aria-label={title} onClick={() => setOpen(true)}>
            <Badge badgeContent={shown} color={counts.waiting > 0 ? 'warning' : 'default'}>
              <CloudUploadIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color={color}
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
