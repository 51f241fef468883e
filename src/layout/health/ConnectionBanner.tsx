import { useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { sendNowOrExplain } from '../../outbox/sendNow';
import { usePendingCounts } from '../../outbox/usePendingCounts';
import { usePendingDecisions } from '../../outbox/usePendingDecisions';
import { BACK_ONLINE_TITLE, backOnlineText, connectionMessage } from './connectionTexts';
import { useConnectionStatus, type ConnectionStatus } from './useConnectionStatus';
import { useHeldHeight } from './useHeldHeight';

const ALERT_SX = { flex: 1, bgcolor: 'background.paper', boxShadow: 3 } as const;

/** Its height, for the bars stuck to the screen's bottom that sit above it (the queue's). */
export const BANNER_HEIGHT = '--connection-banner-height';

/**
 * The connection and the outbox in one message, at the bottom of the page. It floats over the
 * page's bottom edge (sticky, `position: sticky; bottom: 0`) and takes its room at the page's
 * end, so nothing above it moves when it comes, and nothing is hidden for good: scrolled to
 * the end, the page stops above it. When the trouble ends it says « Connexion rétablie » in
 * the same room, until closed or the page is left: it never goes from under the pointer, nor
 * shrinks by itself.
 */
const ConnectionBanner = () => {
  const status = useConnectionStatus();
  const { waiting } = usePendingCounts();
  const sending = usePendingDecisions().pending.some((decision) => decision.sending);
  const { pathname } = useLocation();
  const [troubleOn, setTroubleOn] = useState<string | null>(null);
  const [hadWaiting, setHadWaiting] = useState(false);
  // Checked again (the network just came back): the trouble's words stay until the server
  // answers, rather than another message of another height for a moment.
  const [lastDown, setLastDown] = useState<ConnectionStatus | null>(null);
  if ((status === 'offline' || status === 'unreachable') && status !== lastDown)
    setLastDown(status);
  if (status === 'online' && lastDown !== null) setLastDown(null);
  const checkingAgain = status === 'checking' && lastDown !== null && troubleOn === pathname;
  const message = connectionMessage(checkingAgain ? lastDown : status, waiting);
  // State set while rendering (React's way to follow a change): the trouble and its page.
  if (message && troubleOn !== pathname) {
    setTroubleOn(pathname);
    setHadWaiting(waiting > 0);
  }
  if (message && waiting > 0 && !hadWaiting) setHadWaiting(true);
  const backOnline = !message && troubleOn === pathname;

  const box = useRef<HTMLDivElement>(null);
  const shown = Boolean(message) || backOnline;
  useHeldHeight(box, BANNER_HEIGHT, shown);

  if (!shown) return null;
  const close = () => {
    setTroubleOn(null);
    setLastDown(null);
    setHadWaiting(false);
  };
  return (
    <Box
      ref={box}
      data-connection-banner
      data-toast-clearance
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        mt: 'auto',
        pt: 1,
        display: 'flex',
        flexDirection: 'column',
        // A phone's form bar is fixed at the bottom: the banner sits above it.
        'body:has(.RaToolbar-mobileToolbar) &': { bottom: 'var(--form-toolbar-height, 68px)' },
      }}
    >
      {message ? (
        <Alert
          severity={message.down ? 'error' : 'warning'}
          role={message.down ? 'alert' : 'status'}
          variant="outlined"
          sx={ALERT_SX}
          action={
            waiting > 0 && (
              <Button
                color="inherit"
                size="small"
                loading={sending}
                onClick={() => {
                  const told = sendNowOrExplain();
                  if (told) toast.info(told, { id: 'send-now-offline' });
                }}
              >
                Envoyer maintenant
              </Button>
            )
          }
        >
          <AlertTitle>{message.title}</AlertTitle>
          {message.text}
        </Alert>
      ) : (
        <Alert
          severity="success"
          role="status"
          variant="outlined"
          sx={ALERT_SX}
          onClose={close}
          closeText="Fermer"
        >
          <AlertTitle>{BACK_ONLINE_TITLE}</AlertTitle>
          {backOnlineText(hadWaiting)}
        </Alert>
      )}
    </Box>
  );
};

export default ConnectionBanner;
