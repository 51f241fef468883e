import { useEffect, useState, useSyncExternalStore } from 'react';
import { recentDecisions } from './recentStore';

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
  return { entries, now };
};
