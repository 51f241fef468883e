import type { Student, ValidationState } from '../api/types';
import type { Target, Verdict } from '../decision/labels';

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
  /** Made: on its way to the server, not yet recorded. */
  | { type: 'decided'; student: Student; verdict: Verdict }
  /** The server recorded it. */
  | { type: 'recorded'; student: Student; verdict: Verdict }
  | { type: 'failed'; student: Student; message: string }
  | { type: 'takenElsewhere'; student: Student; message: string }
  | { type: 'undone'; student: Student }
  /** Sent without an answer: kept in the outbox, it goes out when the network is back. */
  | { type: 'waiting'; student: Student }
  | { type: 'undoFailed'; student: Student; message: string };

/** Who holds records of the queue, and how many (the claim's `reservedBy`, docs/api.md). */
export interface Reservation {
  login_name: string;
  count: number;
}

/** The next records claimed for this controller, and what the others hold of the queue. */
export interface ClaimAnswer extends QueueAnswer {
  reservedByOthers: number;
  otherControllers: number;
  /** Who holds them: absent from a server that does not say. */
  reservedBy?: Reservation[];
}

/** The lease calls of one sitting (docs/api.md, "Leases"). */
export interface LeaseCalls {
  /** Leases the first `count` records no one else holds, keeps `keep`, leaves out `exclude`. */
  claim: (count: number, keep: string[], exclude: string[]) => Promise<ClaimAnswer>;
  /** Ends the leases of these records, or all of the sitting's; `unloading`: the page is leaving. */
  release: (ids?: string[], unloading?: boolean) => Promise<unknown>;
}

export interface SessionDeps {
  target: Target;
  /** A page of `perPage` records of the queue, in the server's order, and its total. */
  fetchQueue: (perPage: number, page: number) => Promise<QueueAnswer>;
  /** The lease calls; absent, or answering 404, the queue is read without leases. */
  leases?: LeaseCalls;
  /** Without leases: this controller's place in the queue, in [0, 1), stable across reloads. */
  startAt?: number;
  /** Without leases: which of these records fetched ahead are still in the queue. */
  stillQueued?: (ids: string[]) => Promise<string[]>;
  /**
   * Sends a decision. Through the outbox (src/outbox) it resolves once the server accepted
   * it, rejects when it refused it (or with an AbortError once withdrawn by `signal`), and
   * calls `onWaiting` while no answer comes.
   */
  send: (payload: DecisionPayload, options?: SendOptions) => Promise<unknown>;
  /** A failure as the controller reads it, and its HTTP status (409: decided elsewhere). */
  describe: (error: unknown) => { message: string; status?: number };
  notify: (event: SessionEvent) => void;
  /** Where the sitting is kept across a reload (sittingStorage.ts), and what was kept. */
  kept?: { restored: SittingState | null; save: (state: SittingState) => void };
}

/** What a sitting keeps for the tab, across a reload (sittingStorage.ts). */
export interface SavedDecision {
  student: Student;
  verdict: Verdict;
  comment: string;
  at: number;
  entryId: string;
}

export interface SavedSitting {
  user: number;
  holder: string;
  decided: number;
  takenElsewhere: number;
  onScreen: QueueEntry | null;
  skipped: string[];
  decisions: SavedDecision[];
}

/** What a sitting keeps across a reload. */
export type SittingState = Omit<SavedSitting, 'user' | 'holder'>;

export interface SendOptions {
  onWaiting?: () => void;
  signal?: AbortSignal;
  /** The student's name, for the list of decisions waiting. */
  label?: string;
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
  /**
   * Records left in the queue: the server's total, less the decisions not yet counted by it
   * and the records other controllers hold.
   */
  left: number | null;
  takenElsewhere: number;
  /** Other controllers holding records of this queue, and how many they hold. */
  otherControllers: number;
  reservedByOthers: number;
  /** Who they are, when the server says (a search for a record someone else holds). */
  reservedBy: Reservation[];
  /** Decisions and undos still on their way to the server. */
  sending: number;
  /** Of those, the decisions sent without an answer, kept in the outbox until the network is back. */
  waiting: number;
  loading: boolean;
  loadError: string | null;
  finished: boolean;
  canUndo: boolean;
  /** Records skipped in this sitting. */
  skipped: number;
}
