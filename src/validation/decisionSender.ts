import type { Student, ValidationState } from '../api/types';
import { recentDecisions } from '../recentDecisions/recentStore';
import { studentName } from '../students/studentName';
import { decisionPayload } from '../outbox/decisionPayload';
import type { Verdict } from '../decision/labels';
import type { DecisionPayload, SavedDecision, SessionDeps, SessionSnapshot } from './reviewTypes';

export interface Decision {
  student: Student;
  verdict: Verdict;
  comment: string;
  status: 'sending' | 'waiting' | 'done' | 'failed';
  undone: boolean;
  /** Withdraws it from the outbox while it waits there (an undo). */
  withdraw: AbortController;
  /** Its entry among the recent decisions (src/recentDecisions). */
  entryId: string;
  /** When it was decided (ms): it can be undone for 15 minutes. */
  at: number;
}

/** What the sitting does with the server's answers: the record's place in the queue, the screen. */
export interface SendingOutcomes {
  /** Sent without an answer: it waits in the outbox. */
  waiting: () => void;
  /** The server refused the decision; `elsewhere`: another controller decided first (409). */
  refused: (decision: Decision, message: string, elsewhere: boolean) => void;
  /** The server refused the undo: the decision stands. */
  undoRefused: (decision: Decision) => void;
  /** A decision or an undo is answered. */
  settled: () => void;
}

/**
 * The decisions of one sitting on their way to the server, through the outbox (src/outbox),
 * and their undos. Calls on one record are chained, so an undo never overtakes its decision.
 */
export class DecisionSender {
  private readonly chains = new Map<string, Promise<unknown>>();
  private decided = 0;
  private takenElsewhere = 0;
  private sendingDecisions = 0;
  private sendingUndos = 0;
  private waiting = 0;
  /** Net decisions the server has recorded since the count it last gave was taken. */
  private acked = 0;
  private ackedAtFetch = 0;

  constructor(
    private readonly deps: Pick<SessionDeps, 'target' | 'send' | 'describe' | 'notify'>,
    private readonly outcomes: SendingOutcomes,
  ) {}

  /** Decisions on their way to the server. */
  get decisionsSending(): number {
    return this.sendingDecisions;
  }

  /** Decisions and undos on their way to the server. */
  get sending(): number {
    return this.sendingDecisions + this.sendingUndos;
  }

  counts(): Pick<SessionSnapshot, 'decided' | 'takenElsewhere' | 'sending' | 'waiting'> {
    const { decided, takenElsewhere, sending, waiting } = this;
    return { decided, takenElsewhere, sending, waiting };
  }

  /** Decisions the server's last count did not see: recorded since, or still on their way. */
  get uncounted(): number {
    return this.acked - this.ackedAtFetch + this.sendingDecisions - this.sendingUndos;
  }

  /** The queue's count is asked now; the function returned is called once it comes. */
  countAsked(): () => void {
    const base = this.acked;
    return () => {
      this.ackedAtFetch = base;
    };
  }

  /** A decision made: on its way from now on, sent by `send`. */
  make(student: Student, verdict: Verdict, comment: string): Decision {
    this.decided++;
    this.sendingDecisions++;
    const withdraw = new AbortController();
    const entryId = recentDecisions.add({
      origin: 'queue',
      target: this.deps.target,
      state: verdict,
      comment,
      students: [{ idNumber: student.student_idNumber, name: studentName(student) }],
    });
    const at = Date.now();
    return { student, verdict, comment, status: 'sending', undone: false, withdraw, entryId, at };
  }

  /**
   * The decisions of a sitting read back after a reload. Taken as recorded: one still in the
   * outbox goes out before its undo there (the outbox keeps each record's order).
   */
  restore(decided: number, takenElsewhere: number, saved: SavedDecision[]): Decision[] {
    this.decided = decided;
    this.takenElsewhere = takenElsewhere;
    return saved.map((d) => ({
      ...d,
      status: 'done',
      undone: false,
      withdraw: new AbortController(),
    }));
  }

  send(decision: Decision): void {
    this.chain(decision.student.student_idNumber, () => this.sendDecision(decision));
  }

  /** Reopens a decision (validation_state pending). */
  undo(decision: Decision): void {
    decision.undone = true;
    recentDecisions.update(decision.entryId, { undone: true });
    // Still in the outbox: it is taken back there, nothing reaches the server.
    decision.withdraw.abort();
    this.decided--;
    this.sendingUndos++;
    this.chain(decision.student.student_idNumber, () => this.sendUndo(decision));
  }

  private chain(id: string, run: () => Promise<void>): void {
    // Sent at once when nothing else is on its way for this record.
    const previous = this.chains.get(id);
    const next = previous ? previous.then(run) : run();
    this.chains.set(id, next);
    void next.finally(() => {
      if (this.chains.get(id) === next) this.chains.delete(id);
    });
  }

  private payload(decision: Decision, state: ValidationState): DecisionPayload {
    return decisionPayload(
      decision.student.student_idNumber,
      this.deps.target,
      state,
      decision.comment,
    );
  }

  private async sendDecision(decision: Decision): Promise<void> {
    try {
      await this.deps.send(this.payload(decision, decision.verdict), {
        signal: decision.withdraw.signal,
        label: studentName(decision.student),
        onWaiting: () => {
          decision.status = 'waiting';
          recentDecisions.update(decision.entryId, { delivery: 'waiting' });
          this.waiting++;
          this.outcomes.waiting();
          this.deps.notify({ type: 'waiting', student: decision.student });
        },
      });
      this.stopWaiting(decision);
      decision.status = 'done';
      recentDecisions.update(decision.entryId, { delivery: 'sent' });
      this.acked++;
      if (!decision.undone) {
        const { student, verdict } = decision;
        this.deps.notify({ type: 'recorded', student, verdict });
      }
    } catch (error) {
      this.stopWaiting(decision);
      decision.status = 'failed';
      recentDecisions.remove(decision.entryId);
      const { message, status } = this.deps.describe(error);
      const elsewhere = status === 409;
      if (elsewhere) {
        this.acked++;
        this.takenElsewhere++;
      }
      this.outcomes.refused(decision, message, elsewhere);
      if (!decision.undone) {
        this.decided--;
        const type = elsewhere ? 'takenElsewhere' : 'failed';
        this.deps.notify({ type, student: decision.student, message });
      }
    } finally {
      this.sendingDecisions--;
      this.outcomes.settled();
    }
  }

  private async sendUndo(decision: Decision): Promise<void> {
    try {
      // The decision never reached the server: nothing to undo there.
      if (decision.status !== 'done') return;
      await this.deps.send(this.payload(decision, 'pending'));
      this.acked--;
    } catch (error) {
      this.decided++;
      decision.undone = false;
      recentDecisions.update(decision.entryId, { undone: false });
      this.outcomes.undoRefused(decision);
      const { message } = this.deps.describe(error);
      this.deps.notify({ type: 'undoFailed', student: decision.student, message });
    } finally {
      this.sendingUndos--;
      this.outcomes.settled();
    }
  }

  private stopWaiting(decision: Decision): void {
    if (decision.status === 'waiting') this.waiting--;
  }
}
