import { onSessionEnd } from '../auth/sessionEndHooks';
import type { ReviewSession } from './reviewSession';
import { clearSittings } from './sittingStorage';

/**
 * The queue's sittings of this tab, by user and filters (issue 36): a sitting outlives the
 * queue's page, so that coming back from elsewhere (Accueil, a link inside the record, the
 * other tab of Données / Photo) finds its decisions, undo and counters as they were. They end
 * with the session (`endSittings`, from clientSession's endSession). Each is also written to
 * sessionStorage (sittingStorage.ts), for a reload or a crashed tab to find it again.
 */
const sittings = new Map<string, ReviewSession>();

/** The sitting of `key`, made by `create` the first time. */
export const sittingOf = (key: string, create: () => ReviewSession): ReviewSession => {
  let sitting = sittings.get(key);
  if (!sitting) {
    sitting = create();
    sittings.set(key, sitting);
  }
  return sitting;
};

/** The session is over: every sitting ends (the server ended their leases with it). */
export const endSittings = (): void => {
  sittings.forEach((sitting) => sitting.dispose({ release: false }));
  sittings.clear();
  clearSittings();
};
onSessionEnd(endSittings);
