import { useEffect, useState } from 'react';
import { countPending, nextCountChange, type PendingCounts } from './pendingState';
import { usePendingDecisions } from './usePendingDecisions';

/** The header's counts, re-rendered when a decision on its way is long enough to be shown. */
export const usePendingCounts = (): PendingCounts => {
  const snapshot = usePendingDecisions();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const at = nextCountChange(snapshot, now);
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [snapshot, now]);
  return countPending(snapshot, now);
};
