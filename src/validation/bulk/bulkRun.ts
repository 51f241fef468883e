import { runBulk, uniqueStudents, type BulkOutcome, type BulkRequest } from '../../outbox/runBulk';
import { recentDecisions } from '../../recentDecisions/recentStore';
import { undoRecent } from '../../recentDecisions/undoRecent';
import { studentName } from '../../students/studentName';
import type { DecisionPayload, SendOptions } from '../reviewSession';

export type BulkPhase = 'running' | 'done' | 'undoing' | 'undone';

export interface BulkSnapshot {
  phase: BulkPhase;
  /** Requests answered in the current step, out of `total`. */
  done: number;
  total: number;
  cancelling: boolean;
  /** One per record once the decisions are answered; then the undo's, once it is. */
  outcomes: BulkOutcome[] | null;
  undoOutcomes: BulkOutcome[] | null;
}

export interface BulkRunDeps {
  /** Through the outbox: a decision kept there while no answer comes is withdrawn by `signal`. */
  send: (payload: DecisionPayload, options?: SendOptions) => Promise<unknown>;
  describe: (error: unknown) => { message: string };
  /** Told once per step (the decisions, then their undo) as it starts: its toast. */
  announce?: (run: BulkRun, request: BulkRequest, step: Promise<BulkOutcome[]>) => void;
  /** After each step: what is shown is read again. */
  onSettled?: () => void;
}

/**
 * One bulk decision, from its start to its possible undo. It starts when it is created, in
 * the event handler that confirmed it, never in an effect: React may run effects twice
 * (StrictMode) and re-render at will, and each record must get one decision, not two.
 * `undo()` puts back, once, what the server accepted (validation_state pending).
 */
export class BulkRun {
  readonly request: BulkRequest;
  /** The decisions' outcomes: resolves once every request is answered (never rejects). */
  readonly decided: Promise<BulkOutcome[]>;
  private undone: Promise<BulkOutcome[]> | null = null;
  private cancelled = false;
  /** Cancelling also takes back the decisions still waiting in the outbox. */
  private readonly withdraw = new AbortController();
  /** Its one entry among the recent decisions, from which it can be undone for 15 minutes. */
  readonly entryId: string;
  private snapshot: BulkSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    request: BulkRequest,
    private readonly deps: BulkRunDeps,
  ) {
    this.request = { ...request, students: uniqueStudents(request.students) };
    this.snapshot = {
      phase: 'running',
      done: 0,
      total: this.request.students.length,
      cancelling: false,
      outcomes: null,
      undoOutcomes: null,
    };
    const named = (student: BulkOutcome['student']) => ({
      idNumber: student.student_idNumber,
      name: studentName(student),
    });
    this.entryId = recentDecisions.add({
      origin: 'bulk',
      target: request.target,
      state: request.state === 'rejected' ? 'rejected' : 'validated',
      comment: request.comment,
      students: this.request.students.map(named),
    });
    this.decided = this.step(this.request, () => this.cancelled).then((outcomes) => {
      this.set({ phase: 'done', outcomes });
      const accepted = this.accepted();
      if (accepted.length === 0) recentDecisions.remove(this.entryId);
      recentDecisions.update(this.entryId, {
        delivery: 'sent',
        students: accepted.map(named),
        failures: outcomes.flatMap((o) =>
          o.status === 'failed' ? [{ ...named(o.student), message: o.message ?? '' }] : [],
        ),
      });
      return outcomes;
    });
    deps.announce?.(this, this.request, this.decided);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): BulkSnapshot => this.snapshot;

  /** Stops sending the decisions not sent yet; those on their way end and are reported. */
  cancel(): void {
    if (this.snapshot.phase !== 'running' || this.cancelled) return;
    this.cancelled = true;
    this.withdraw.abort();
    this.set({ cancelling: true });
  }

  /** The records the server accepted, which an undo would put back. */
  accepted(): BulkOutcome['student'][] {
    return (this.snapshot.outcomes ?? []).filter((o) => o.status === 'ok').map((o) => o.student);
  }

  /**
   * Puts every accepted decision back to pending, once: a second call (the toast's button
   * after the dialog's) gets the same answer. Waits for the decisions still on their way.
   * The same undo as from « Décisions récentes » (src/recentDecisions/undoRecent.ts).
   */
  undo(): Promise<BulkOutcome[]> {
    if (!this.undone) {
      this.undone = this.decided.then(() => {
        const request: BulkRequest = { ...this.request, state: 'pending' };
        request.students = this.accepted();
        this.set({ phase: 'undoing', done: 0, total: request.students.length });
        const asked = new Map(request.students.map((s) => [s.student_idNumber, s]));
        const step = undoRecent(this.entryId, {
          onProgress: (done) => this.set({ done }),
          send: (payload) => this.deps.send(payload),
          describe: this.deps.describe,
        }).then((outcomes) => {
          // Named as the selection named them.
          const undoOutcomes = outcomes.map((o) => ({
            ...o,
            student: asked.get(o.student.student_idNumber) ?? o.student,
          }));
          this.deps.onSettled?.();
          this.set({ phase: 'undone', undoOutcomes });
          return undoOutcomes;
        });
        this.deps.announce?.(this, request, step);
        return step;
      });
    }
    return this.undone;
  }

  private async step(request: BulkRequest, isCancelled: () => boolean) {
    const outcomes = await runBulk(request, {
      send: (payload) => this.deps.send(payload, { signal: this.withdraw.signal }),
      describe: this.deps.describe,
      onProgress: (done) => {
        this.set({ done });
        recentDecisions.update(this.entryId, { answered: done });
      },
      isCancelled,
    });
    this.deps.onSettled?.();
    return outcomes;
  }

  private set(change: Partial<BulkSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
