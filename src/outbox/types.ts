/** What the outbox keeps of one decision, sealed (docs/decisions/outbox.md): what resending it and asking its author about it need. */

/** The body of POST /api/validation/student-validation, as the outbox sends it. */
export interface OutboxPayload {
  student_idNumber: string;
  validation_target: 'data' | 'photo';
  validation_state: 'pending' | 'validated' | 'rejected';
  validation_comment: string;
}

/** Whose decisions these are: the login id keys them, the name is what the server records. */
export interface OutboxUser {
  id: number;
  name: string;
}

export interface OutboxItem {
  /** The idempotency key sent with the decision (`validation_requestKey`). */
  key: string;
  userId: number;
  userName: string;
  payload: OutboxPayload;
  /** When it was decided, ms since epoch: kept items expire OUTBOX_MAX_AGE_MS later. */
  createdAt: number;
  /** Sent at least once: the server may have recorded it, so it is looked for before a resend. */
  tried: boolean;
  /** The student's name, shown to the author when the decision is resumed. */
  label?: string;
}

/** Kept decisions expire after 24 h (docs/decisions/outbox.md): removed, never sent. */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A decision that waits, as the outbox's listeners see it. */
export interface PendingDecision {
  key: string;
  payload: OutboxPayload;
  createdAt: number;
  label?: string;
  /** On its way now. */
  sending: boolean;
  /** Sent (or made) without an answer: waiting for the network. */
  waiting: boolean;
}

export interface OutboxSnapshot {
  pending: PendingDecision[];
  /** Kept from an earlier session: held until their author says what to do with them. */
  toConfirm: PendingDecision[];
  /** No answer came: the outbox waits for the network. */
  offline: boolean;
}

/** How the sending of kept decisions ended: how many sent, which refused and why. */
export interface Settled {
  sent: number;
  refused: { item: OutboxItem; message: string }[];
}
