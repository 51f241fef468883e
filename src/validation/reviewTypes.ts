import type { Student, ValidationState } from '../api/types';
import type { Target, Verdict } from './labels';

/** The shapes a review sitting works with, and what it tells the screen. */

export interface DecisionPayload {
  student_idNumber: string;
  validation_target: Target;
  validation_state: ValidationState;
  validation_comment: string;
}

export interface QueueAnswer {
  data: Student[];
  total: number;
}

export type SessionEvent =
  | { type: 'decided'; student: Student; verdict: Verdict }
  | { type: 'failed'; student: Student; message: string }
  | { type: 'takenElsewhere'; student: Student; message: string }
  | { type: 'undone'; student: Student }
  | { type: 'undoFailed'; student: Student; message: string };

export interface SessionDeps {
  target: Target;
  /** The first `perPage` records of the queue, in the server's order, and its total. */
  fetchQueue: (perPage: number) => Promise<QueueAnswer>;
  send: (payload: DecisionPayload) => Promise<unknown>;
  /** A failure as the controller reads it, and its HTTP status (409: decided elsewhere). */
  describe: (error: unknown) => { message: string; status?: number };
  notify: (event: SessionEvent) => void;
}

/** A record on screen: why it came back to the queue, and the reason typed before. */
export interface QueueEntry {
  student: Student;
  notice?: string;
  comment?: string;
}

export interface SessionSnapshot {
  current: QueueEntry | null;
  /** The next records, for prefetching their photos. */
  upcoming: Student[];
  /** Decisions made in this sitting (undone and failed ones taken back). */
  decided: number;
  /** Records left in the queue: the server's total, less the decisions not yet counted by it. */
  left: number | null;
  takenElsewhere: number;
  /** Decisions and undos still on their way to the server. */
  sending: number;
  loading: boolean;
  loadError: string | null;
  finished: boolean;
  canUndo: boolean;
  /** Records skipped in this sitting. */
  skipped: number;
}
