import { onSessionEnd } from '../auth/sessionEndHooks';
import { clearTabKeys } from '../common/tabKeys';

/** Where the recent decisions are kept for the tab (./recentStorage.ts). */
export const RECENT_KEY_PREFIX = 'recent-decisions:';

// The session is over: every user's recent decisions leave this tab, the store loaded or not
// (registered by the entry point; the store, once loaded, also drops what it holds).
onSessionEnd(() => clearTabKeys(RECENT_KEY_PREFIX));
