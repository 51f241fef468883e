import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { reachabilityStore } from '../../api/reachability';
import { useBrowserOnline } from '../../offline/useBrowserOnline';

export const HEALTH_POLL_MS = 30_000;

/**
 * What the header's dot says: `offline`, the browser has no network (its own online/offline
 * events); `unreachable`, the last call found no server (network error, time limit, gateway
 * error); `online`, the last call was answered; `checking`, before any answer.
 */
export type ConnectionStatus = 'checking' | 'online' | 'offline' | 'unreachable';

/**
 * GET /api/health every 30 s, shared by every caller (one request). `networkMode: 'always'`:
 * TanStack Query would pause it while the browser says it is offline, and it would never fail.
 * Its answer, as every call's, lands in the reachability store.
 */
const useHealthCheck = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  useQuery({
    queryKey: ['health'],
    queryFn: () => dataProvider.call('health'),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
    networkMode: 'always',
  });
};

/**
 * When the browser last came back online: a call failed before says nothing new. Set by the
 * `online` event, and by the first render that finds `navigator.onLine` true again: the flag
 * turns before the event comes, and a render in between read the calls failed while offline
 * as « Serveur injoignable » (another message, another height: the phone's bar moved).
 */
let backOnlineAt = 0;
let seenOffline = false;
const noteNetwork = (online: boolean) => {
  if (!online) seenOffline = true;
  else if (seenOffline) {
    seenOffline = false;
    backOnlineAt = Date.now();
  }
};
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => noteNetwork(false));
  window.addEventListener('online', () => {
    noteNetwork(true);
    backOnlineAt = Date.now();
  });
}

/**
 * The connection's state now, re-rendered when it changes. Back online, calls that failed
 * while offline do not make the server « injoignable »: it is `checking` until one answers.
 */
export const useConnectionStatus = (): ConnectionStatus => {
  useHealthCheck();
  const online = useBrowserOnline();
  const { reachability, at } = useSyncExternalStore(
    reachabilityStore.subscribe,
    reachabilityStore.get,
  );
  noteNetwork(online);
  if (!online) return 'offline';
  if (reachability === 'unknown' || (reachability === 'unreached' && at < backOnlineAt))
    return 'checking';
  return reachability === 'reached' ? 'online' : 'unreachable';
};
