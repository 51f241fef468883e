import type { OutboxPayload } from '../outbox/types';

/** How long a decider may put their own decisions back to pending (docs/api.md). */
export const UNDO_WINDOW_MINUTES = 15;
export const UNDO_WINDOW_MS = UNDO_WINDOW_MINUTES * 60_000;

/** The place of the recent decisions: a view of the validation page. */
export const RECENT_PATH = '/validation/recentes';
export const RECENT_TITLE = 'Décisions récentes';

export type RecentTarget = OutboxPayload['validation_target'];
export type RecentState = Exclude<OutboxPayload['validation_state'], 'pending'>;

/** A student as the entry names them: « NOM Prénoms » and matricule. */
export interface RecentStudent {
  idNumber: string;
  name: string;
}

export interface RecentFailure extends RecentStudent {
  message: string;
}

/** Where the decision was taken. */
export type RecentOrigin = 'queue' | 'bulk' | 'record';

/**
 * One decision of the last 15 minutes, or one bulk decision as a whole. `students` are those
 * it stands for now: a bulk's accepted ones; after an undo that failed for some, those still
 * decided (the others were put back).
 */
export interface RecentEntry {
  id: string;
  /** When it was decided (ms since epoch): it can be undone until `at` + 15 minutes. */
  at: number;
  origin: RecentOrigin;
  target: RecentTarget;
  state: RecentState;
  comment: string;
  students: RecentStudent[];
  /** sending: on its way; waiting: no answer yet, kept in the outbox; sent: recorded. */
  delivery: 'sending' | 'waiting' | 'sent';
  /** A bulk: how many of its requests are answered, out of `asked`. */
  answered: number;
  asked: number;
  /** A bulk's records the server refused (never recorded). */
  failures: RecentFailure[];
  /** Put back to pending, all of it. */
  undone: boolean;
  /** The undo under way, or the last one: its progress and the records it could not put back. */
  undo: { running: boolean; done: number; total: number; failures: RecentFailure[] } | null;
}
