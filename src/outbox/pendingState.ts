import type { OutboxSnapshot, PendingDecision } from './types';

/**
 * A decision shows as « en cours d’envoi » only once it has been on its way this long: a send
 * answered at once shows nothing in the header (no chip that flashes at each decision).
 */
export const SENDING_SHOWN_AFTER_MS = 500;

/**
 * « en attente d’envoi »: it got no answer (told to its author), or the outbox waits for the
 * network and it is not on its way. Any other is « en cours d’envoi »: sent, or about to be.
 */
export const isWaiting = (decision: PendingDecision, offline: boolean): boolean =>
  decision.waiting || (offline && !decision.sending);

export interface PendingCounts {
  /** Got no answer: kept until the network is back. */
  waiting: number;
  /** On their way for SENDING_SHOWN_AFTER_MS or more (or about to go). */
  sending: number;
}

/** The decisions of the snapshot as the header counts them at `now`. */
export const countPending = ({ pending, offline }: OutboxSnapshot, now: number): PendingCounts => {
  const waiting = pending.filter((decision) => isWaiting(decision, offline)).length;
  const sending = pending.filter(
    (decision) =>
      !isWaiting(decision, offline) && now - decision.createdAt >= SENDING_SHOWN_AFTER_MS,
  ).length;
  return { waiting, sending };
};

/** When the next decision on its way is to be counted as sending, or null. */
export const nextCountChange = (
  { pending, offline }: OutboxSnapshot,
  now: number,
): number | null => {
  const shownAt = pending
    .filter((decision) => !isWaiting(decision, offline))
    .map((decision) => decision.createdAt + SENDING_SHOWN_AFTER_MS)
    .filter((at) => at > now);
  return shownAt.length > 0 ? Math.min(...shownAt) : null;
};
