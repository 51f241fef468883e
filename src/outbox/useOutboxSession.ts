import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSession } from '../auth/clientSession';
import { decisionOutbox } from './decisionOutbox';
import { expiredText, resumedText, sentText } from './texts';
import { usePendingDecisions } from './usePendingDecisions';

const RESUMED_TOAST = 'outbox-resumed';

/**
 * Opens the outbox for the logged-in user and closes it when the session ends, telling what
 * was kept from their last session; asks « quitter la page ? » while a decision is unsent.
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
      if (kept.expired > 0) toast.warning(expiredText(kept.expired));
      if (kept.resumed === 0) return;
      toast.info(resumedText(kept.resumed), { id: RESUMED_TOAST });
      const { sent, refused } = await kept.settled;
      if (!current) return;
      if (sent > 0) toast.success(sentText(sent), { id: RESUMED_TOAST });
      for (const { item, message } of refused) {
        toast.error(`Décision non enregistrée : élève ${item.payload.student_idNumber}`, {
          description: message,
          duration: Infinity,
        });
      }
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
