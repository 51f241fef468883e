import type { SyncHistory } from '../api/types';

/** What a link's colour says about the last synchronisation that went through it. */
export type SyncState = 'running' | 'error' | 'recent' | 'stale' | 'old' | 'never';

const DAY_MS = 86_400_000;
/** A successful run is recent for a day, then stale for a week, then old. */
export const RECENT_MS = DAY_MS;
export const STALE_MS = 7 * DAY_MS;

export const SYNC_STATES: Record<SyncState, { label: string; color: string; dashed?: boolean }> = {
  running: { label: 'En cours', color: '#0288d1' },
  error: { label: 'En échec', color: '#d32f2f' },
  recent: { label: 'Réussie il y a moins de 24 h', color: '#2e7d32' },
  stale: { label: 'Réussie il y a 1 à 7 jours', color: '#ed6c02' },
  old: { label: 'Réussie il y a plus de 7 jours', color: '#8d6e63' },
  never: { label: 'Jamais synchronisée', color: '#9e9e9e', dashed: true },
};

type Run = Pick<
  SyncHistory,
  'syncHistory_status' | 'syncHistory_startedAt' | 'syncHistory_endedAt'
> | null;

/** The state of a run as the map colours it, by its status and its age at `now`. */
export const syncStateOf = (run: Run | undefined, now = Date.now()): SyncState => {
  if (!run) return 'never';
  if (run.syncHistory_status === 'running') return 'running';
  if (run.syncHistory_status === 'error') return 'error';
  const age = now - Date.parse(run.syncHistory_endedAt ?? run.syncHistory_startedAt);
  if (age < RECENT_MS) return 'recent';
  return age < STALE_MS ? 'stale' : 'old';
};
