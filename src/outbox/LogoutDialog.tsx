import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { decisionOutbox } from './decisionOutbox';
import { decisionsCount } from './texts';
import { usePendingDecisions } from './usePendingDecisions';

/** How long « Envoyer puis se déconnecter » waits for the server before saying it failed. */
export const SEND_BEFORE_LOGOUT_MS = 10_000;

const sentOrTimeout = () =>
  new Promise<boolean>((resolve) => {
    const check = () => {
      if (decisionOutbox.getSnapshot().pending.length > 0) return;
      done(true);
    };
    const timer = setTimeout(() => done(false), SEND_BEFORE_LOGOUT_MS);
    const unsubscribe = decisionOutbox.subscribe(check);
    const done = (sent: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(sent);
    };
    decisionOutbox.sendNow();
    check();
  });

/**
 * « Se déconnecter » with decisions waiting: send them now, keep them in this browser for the
 * next login (24 h at most), or drop them. Nothing waiting: straight to the logout.
 */
const LogoutDialog = ({ onLogout, onClose }: { onLogout: () => void; onClose: () => void }) => {
  const { pending } = usePendingDecisions();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const count = decisionsCount(pending.length);
  return (
    <Dialog open onClose={sending ? undefined : onClose} maxWidth="sm">
      <DialogTitle>{`${count} en attente d’envoi`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pending.length > 1 ? 'Elles n’ont' : 'Elle n’a'} pas encore été
          {pending.length > 1 ? ' reçues' : ' reçue'} par le serveur. Les envoyer maintenant, les
          garder dans ce navigateur pour votre prochaine connexion (24 h au plus), ou les abandonner
          ?
        </DialogContentText>
        {failed && (
          <DialogContentText color="error" sx={{ mt: 1 }}>
            Le serveur ne répond pas : les décisions n’ont pas pu être envoyées.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          Rester connecté
        </Button>
        <Button
          color="error"
          disabled={sending}
          onClick={() => void decisionOutbox.dropAll().then(onLogout)}
        >
          Abandonner
        </Button>
        <Button disabled={sending} onClick={onLogout}>
          Garder pour la prochaine connexion
        </Button>
        <Button
          variant="contained"
          loading={sending}
          onClick={() => {
            setSending(true);
            setFailed(false);
            void sentOrTimeout().then((sent) => {
              setSending(false);
              if (sent) onLogout();
              else setFailed(true);
            });
          }}
        >
          Envoyer puis se déconnecter
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default LogoutDialog;
