import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSession } from '../auth/clientSession';
import { decisionOutbox } from './decisionOutbox';
import { reportDropped, reportSettled, RESUMED_TOAST } from './reportKept';
import { reloadedSentText, reloadedText } from './keptTexts';
import { usePendingDecisions } from './usePendingDecisions';

/**
 * Opens the outbox for the logged-in user and closes it when the session ends, telling what
 * was kept (this session's sent again after an F5; what was dropped unsent, and why); asks
 * « quitter la page ? » while a decision is unsent. An earlier session's decisions wait for
 * their author's word in ResumedDecisionsDialog.
 */
export const useOutboxSession = (): void => {
  const { user_id, user_login } = useSession();
  const { pending } = usePendingDecisions();

  useEffect(() => {
    if (user_id === null || user_login === null) {
      decisionOutbox.close();
      return;
    }
    let current = true;
    void decisionOutbox.open({ id: user_id, name: user_login }).then(async (kept) => {
      reportDropped(kept);
      if (kept.resumed === 0) return;
      toast.info(reloadedText(kept.resumed), { id: RESUMED_TOAST });
      const settled = await kept.settled;
      if (current) reportSettled(settled, reloadedSentText);
    });
    return () => {
      current = false;
    };
  }, [user_id, user_login]);

  const unsent = pending.length > 0;
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);
};
