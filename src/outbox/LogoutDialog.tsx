import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { decisionOutbox } from './decisionOutbox';
import { countPending } from './pendingState';
import { pendingCountTitle } from './texts';
import { usePendingDecisions } from './usePendingDecisions';

/** How long « Envoyer puis se déconnecter » waits for the server before saying it failed. */
export const SEND_BEFORE_LOGOUT_MS = 10_000;

export const SEND_TIMED_OUT_TEXT =
  'Le serveur ne répond pas : les décisions n’ont pas pu être envoyées.';
export const SEND_OFFLINE_TEXT =
  'Vous êtes hors ligne : les décisions ne peuvent pas être envoyées maintenant. Gardez-les pour votre prochaine connexion, ou restez connecté jusqu’au retour du réseau.';

type Sent = 'sent' | 'timedOut' | 'offline';

/** Sends what waits; ends when all went, at the time limit, or at once when offline. */
const sendAll = () =>
  new Promise<Sent>((resolve) => {
    const check = () => {
      if (decisionOutbox.getSnapshot().pending.length === 0) done('sent');
    };
    const offline = () => done('offline');
    const timer = setTimeout(() => done('timedOut'), SEND_BEFORE_LOGOUT_MS);
    const unsubscribe = decisionOutbox.subscribe(check);
    window.addEventListener('offline', offline);
    const done = (sent: Sent) => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('offline', offline);
      resolve(sent);
    };
    decisionOutbox.sendNow();
    check();
  });

/**
 * « Se déconnecter » with decisions waiting: send them now, keep them in this browser for the
 * next login (24 h at most), or drop them. Nothing waiting: straight to the logout. The
 * browser offline, « Envoyer puis se déconnecter » says so at once; while it sends, the user
 * may still keep them or stay.
 */
const LogoutDialog = ({ onLogout, onClose }: { onLogout: () => void; onClose: () => void }) => {
  const snapshot = usePendingDecisions();
  const { pending } = snapshot;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Closed meanwhile (« Rester connecté », « Garder… »): the send's end changes nothing.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const send = () => {
    if (!navigator.onLine) {
      setFailure(SEND_OFFLINE_TEXT);
      return;
    }
    setSending(true);
    setFailure(null);
    void sendAll().then((sent) => {
      if (!open.current) return;
      setSending(false);
      if (sent === 'sent') onLogout();
      else setFailure(sent === 'offline' ? SEND_OFFLINE_TEXT : SEND_TIMED_OUT_TEXT);
    });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm">
      <DialogTitle>{pendingCountTitle(countPending(snapshot, Infinity))}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pending.length > 1 ? 'Elles n’ont' : 'Elle n’a'} pas encore été
          {pending.length > 1 ? ' reçues' : ' reçue'} par le serveur. Les envoyer maintenant, les
          garder dans ce navigateur pour votre prochaine connexion (24 h au plus), ou les abandonner
          ?
        </DialogContentText>
        {failure && (
          <DialogContentText role="alert" color="error" sx={{ mt: 1 }}>
            {failure}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Rester connecté</Button>
        <Button
          color="error"
          disabled={sending}
          onClick={() => void decisionOutbox.dropAll().then(onLogout)}
        >
          Abandonner
        </Button>
        <Button onClick={onLogout}>Garder pour la prochaine connexion</Button>
        <Button variant="contained" loading={sending} onClick={send}>
          Envoyer puis se déconnecter
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default LogoutDialog;
