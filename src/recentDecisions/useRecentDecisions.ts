import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePendingDecisions } from '../outbox/usePendingDecisions';
import { recentDecisions } from './recentStore';
import type { RecentEntry } from './types';

/**
 * The recent decisions, read again every second: an entry leaves once its 15 minutes are over,
 * and `now` says how long each one still has.
 */
export const useRecentDecisions = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const entries = useSyncExternalStore(recentDecisions.subscribe, recentDecisions.getSnapshot);
  const { pending } = usePendingDecisions();
  // Read back after a reload, a decision said waiting may have gone out since: it is waiting
  // only while the outbox still holds it.
  const delivery = (entry: RecentEntry): RecentEntry['delivery'] =>
    entry.delivery === 'sent' ||
    pending.some(
      ({ payload }) =>
        payload.validation_target === entry.target &&
        payload.validation_state === entry.state &&
        entry.students.some((s) => s.idNumber === payload.student_idNumber),
    )
      ? entry.delivery
      : 'sent';
  return { entries, now, delivery };
};
