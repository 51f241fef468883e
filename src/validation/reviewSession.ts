import type { Student, ValidationState } from '../api/types';
import { studentName } from '../students/studentName';
import { decisionPayload } from './decisionPayload';
import type { Verdict } from './labels';
import { QueueSource, type Held } from './queueSource';
import type { DecisionPayload, QueueEntry, SessionDeps, SessionSnapshot } from './reviewTypes';

export type {
  ClaimAnswer,
  DecisionPayload,
  LeaseCalls,
  QueueAnswer,
  QueueEntry,
  SessionDeps,
  SendOptions,
  SessionEvent,
  SessionSnapshot,
} from './reviewTypes';

interface Decision {
  student: Student;
  verdict: Verdict;
  comment: string;
  status: 'sending' | 'waiting' | 'done' | 'failed';
  undone: boolean;
  /** Withdraws it from the outbox while it waits there (an undo). */
  withdraw: AbortController;
}

type Action = { kind: 'skip'; entry: QueueEntry } | { kind: 'decision'; decision: Decision };

/** Page of the queue kept ahead; more is asked when fewer than LOW_WATER records are left. */
const PAGE = 20;
const LOW_WATER = 8;
const MAX_PER_PAGE = 1000;
const UPCOMING = 3;
const RECOUNT_AFTER_MS = 1500;
/** Leases are renewed this often while the controller works (docs/decisions.md). */
export const RENEW_EVERY_MS = 30_000;
/** Idle longer than this, the leases are no longer renewed: they lapse on the server. */
export const IDLE_AFTER_MS = 2 * 60_000;
/** Without leases, how many of the next records are checked again before they are shown. */
const RECHECK = 3;

/**
 * One sitting of review. The next records are fetched ahead and each decision goes out in
 * the background through the outbox (src/outbox): exactly once, kept and resent by itself
 * when no answer came (the queue goes on; the decision shows as waiting). A decision the
 * server refused brings its record back to the front of the queue; a 409 (another
 * controller decided first) drops it. Undo reopens a decision (validation_state pending).
 * Calls on one record are chained, so an undo never overtakes its decision.
 */
export class ReviewSession {
  private current: QueueEntry | null = null;
  private front: QueueEntry[] = [];
  private list: Student[] = [];
  /** Records decided (not undone) or skipped in this sitting: never shown again. */
  private readonly hidden = new Set<string>();
  private readonly skipped = new Set<string>();
  private readonly actions: Action[] = [];
  private readonly chains = new Map<string, Promise<unknown>>();
  private decided = 0;
  private takenElsewhere = 0;
  private sendingDecisions = 0;
  private sendingUndos = 0;
  private waiting = 0;
  /** Net decisions the server has recorded since the count it last gave was taken. */
  private acked = 0;
  private ackedAtFetch = 0;
  private total: number | null = null;
  private fetching = false;
  private exhausted = false;
  private started = false;
  private loadError: string | null = null;
  private disposed = false;
  /** Kept while the controller is elsewhere in the tab (issue 36): nothing is claimed. */
  private away = false;
  /** Back while a claim from before leaving was on its way: claim again once it is in. */
  private claimAgain = false;
  private recount: ReturnType<typeof setTimeout> | undefined;
  private readonly source: QueueSource;
  private renewal: ReturnType<typeof setInterval> | undefined;
  private lastActivity = Date.now();
  private rechecking = false;
  private reservedByOthers = 0;
  private otherControllers = 0;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: SessionDeps) {
    this.source = new QueueSource(deps);
    this.snapshot = this.build();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.fetchMore();
    this.startRenewal();
  }

  /**
   * The controller leaves the queue, its sitting kept (decisions, undo, counters): the
   * records it holds go back to the others, and nothing is claimed until `resume()`.
   */
  leave(): void {
    if (this.away || this.disposed) return;
    this.away = true;
    clearInterval(this.renewal);
    this.releaseLeases();
  }

  /** Back on the queue: its records claimed again (those on screen first), its count asked. */
  resume(): void {
    if (!this.away || this.disposed) return;
    this.away = false;
    this.lastActivity = Date.now();
    this.startRenewal();
    this.exhausted = false;
    if (this.fetching) this.claimAgain = true;
    else void this.fetchMore(true);
  }

  /** The end of the sitting; `release: false` once the session is over (the server ended them). */
  dispose({ release = true } = {}): void {
    this.disposed = true;
    clearTimeout(this.recount);
    this.listeners.clear();
    clearInterval(this.renewal);
    if (release) this.releaseLeases();
  }

  private startRenewal(): void {
    clearInterval(this.renewal);
    if (this.deps.leases) this.renewal = setInterval(() => this.renew(), RENEW_EVERY_MS);
  }

  /**
   * Leaving the queue or the page: the records this sitting holds go back to the others (its
   * next claim, if it goes on, takes them again when no one else has).
   */
  releaseLeases(unloading = false): void {
    if (!this.source.unleased) void this.deps.leases?.release(undefined, unloading).catch(noop);
  }

  retryLoad(): void {
    this.loadError = null;
    this.exhausted = false;
    void this.fetchMore();
  }

  decide(verdict: Verdict, comment = ''): void {
    const entry = this.current;
    if (!entry) return;
    const { student } = entry;
    const decision: Decision = {
      student,
      verdict,
      comment,
      status: 'sending',
      undone: false,
      withdraw: new AbortController(),
    };
    this.hidden.add(student.student_idNumber);
    this.actions.push({ kind: 'decision', decision });
    this.holdRecount();
    this.decided++;
    this.sendingDecisions++;
    this.advance();
    this.deps.notify({ type: 'decided', student, verdict });
    this.chain(student.student_idNumber, () => this.sendDecision(decision));
  }

  skip(): void {
    const entry = this.current;
    if (!entry) return;
    const id = entry.student.student_idNumber;
    this.hidden.add(id);
    this.skipped.add(id);
    this.actions.push({ kind: 'skip', entry });
    this.advance();
    if (this.source.leasing) void this.deps.leases?.release([id]).catch(noop);
  }

  /** Brings the records skipped in this sitting back into the queue. */
  reviewSkipped(): void {
    for (const id of this.skipped) this.hidden.delete(id);
    this.skipped.clear();
    const kept = this.actions.filter((action) => action.kind === 'decision');
    this.actions.splice(0, this.actions.length, ...kept);
    this.exhausted = false;
    void this.fetchMore(true);
  }

  /** Takes back the last decision or skip: its record comes back on screen. */
  undo(): void {
    const action = this.actions.pop();
    if (!action) return;
    const entry = action.kind === 'skip' ? action.entry : { student: action.decision.student };
    const id = entry.student.student_idNumber;
    this.hidden.delete(id);
    this.skipped.delete(id);
    if (this.current) this.front.unshift(this.current);
    this.current = entry;
    this.lastActivity = Date.now();
    if (action.kind === 'decision') {
      const { decision } = action;
      decision.undone = true;
      // Still in the outbox: it is taken back there, nothing reaches the server.
      decision.withdraw.abort();
      this.holdRecount();
      this.decided--;
      this.sendingUndos++;
      this.chain(id, () => this.sendUndo(decision));
      this.deps.notify({ type: 'undone', student: decision.student });
    }
    this.changed();
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
          this.waiting++;
          this.changed();
          this.deps.notify({ type: 'waiting', student: decision.student });
        },
      });
      this.stopWaiting(decision);
      decision.status = 'done';
      this.acked++;
    } catch (error) {
      this.stopWaiting(decision);
      decision.status = 'failed';
      this.dropAction(decision);
      const { message, status } = this.deps.describe(error);
      if (!decision.undone) this.decided--;
      if (status === 409) {
        this.acked++;
        this.takenElsewhere++;
        if (!decision.undone) {
          this.hidden.add(decision.student.student_idNumber);
          this.deps.notify({ type: 'takenElsewhere', student: decision.student, message });
        }
      } else if (!decision.undone) {
        this.returnToQueue({
          student: decision.student,
          notice: message,
          comment: decision.comment,
        });
        this.deps.notify({ type: 'failed', student: decision.student, message });
      }
    } finally {
      this.sendingDecisions--;
      this.settled();
    }
  }

  private async sendUndo(decision: Decision): Promise<void> {
    try {
      // The decision never reached the server: nothing to undo there.
      if (decision.status !== 'done') return;
      await this.deps.send(this.payload(decision, 'pending'));
      this.acked--;
    } catch (error) {
      const { message } = this.deps.describe(error);
      // The decision stands: its record leaves the screen again.
      const id = decision.student.student_idNumber;
      this.hidden.add(id);
      this.front = this.front.filter((entry) => entry.student.student_idNumber !== id);
      this.decided++;
      if (this.current?.student.student_idNumber === id) this.advance();
      this.deps.notify({ type: 'undoFailed', student: decision.student, message });
    } finally {
      this.sendingUndos--;
      this.settled();
    }
  }

  private stopWaiting(decision: Decision): void {
    if (decision.status === 'waiting') this.waiting--;
  }

  private dropAction(decision: Decision): void {
    const index = this.actions.findIndex(
      (action) => action.kind === 'decision' && action.decision === decision,
    );
    if (index >= 0) this.actions.splice(index, 1);
  }

  private returnToQueue(entry: QueueEntry): void {
    this.hidden.delete(entry.student.student_idNumber);
    if (this.current) this.front.unshift(entry);
    else this.current = entry;
  }

  private settled(): void {
    if (this.disposed) return;
    // All answered and the controller paused: ask the server again, for the exact count of
    // records left (not after every decision: the queue's request is the costliest).
    clearTimeout(this.recount);
    if (this.sendingDecisions === 0 && this.sendingUndos === 0) {
      this.recount = setTimeout(() => {
        this.exhausted = false;
        void this.fetchMore(true);
      }, RECOUNT_AFTER_MS);
    }
    this.changed();
  }

  /**
   * A request leaves: the recount waits until it is answered. Counted by a server that had
   * already applied it, and again as on its way, it put « restants » one off for 1.5 s.
   */
  private holdRecount(): void {
    clearTimeout(this.recount);
  }

  private advance(): void {
    this.current = this.front.shift() ?? this.takeFromList();
    this.lastActivity = Date.now();
    this.changed();
    if (this.ahead() < LOW_WATER) void this.fetchMore();
    else this.recheckAhead();
  }

  /** While the controller works, the leases are claimed again (which renews them). */
  private renew(): void {
    if (this.source.unleased) return clearInterval(this.renewal);
    if (Date.now() - this.lastActivity < IDLE_AFTER_MS) void this.fetchMore(true);
  }

  /**
   * Without leases, the next records are asked for again, in one request, shortly before they
   * are shown: one decided elsewhere meanwhile leaves the queue before anyone judges it.
   */
  private recheckAhead(): void {
    const { stillQueued } = this.deps;
    if (!stillQueued || !this.source.unleased || this.rechecking) return;
    const ids = this.list
      .filter((student) => !this.hidden.has(student.student_idNumber))
      .slice(0, RECHECK)
      .map((student) => student.student_idNumber);
    if (!ids.length) return;
    this.rechecking = true;
    stillQueued(ids)
      .then((still) => {
        const gone = new Set(ids.filter((id) => !still.includes(id)));
        if (!gone.size || this.disposed) return;
        this.list = this.list.filter((student) => !gone.has(student.student_idNumber));
        this.changed();
      }, noop)
      .finally(() => {
        this.rechecking = false;
      });
  }

  /** The records on screen (kept leased) and those not to lease: skipped, or being decided. */
  private held(): Held {
    const keep = [this.current, ...this.front].flatMap((entry) =>
      entry ? [entry.student.student_idNumber] : [],
    );
    const sending = this.actions.flatMap((action) =>
      action.kind === 'decision' && action.decision.status === 'sending'
        ? [action.decision.student.student_idNumber]
        : [],
    );
    return { keep, exclude: [...this.skipped, ...sending] };
  }

  private takeFromList(): QueueEntry | null {
    const index = this.list.findIndex((student) => !this.hidden.has(student.student_idNumber));
    if (index < 0) {
      this.list = [];
      return null;
    }
    const [student] = this.list.splice(0, index + 1).slice(-1);
    return { student };
  }

  private ahead(): number {
    return this.list.filter((student) => !this.hidden.has(student.student_idNumber)).length;
  }

  private async fetchMore(force = false): Promise<void> {
    if (this.fetching || this.disposed || this.away || (!force && this.exhausted)) return;
    this.fetching = true;
    const base = this.acked;
    const perPage = Math.min(
      MAX_PER_PAGE,
      PAGE + this.skipped.size + this.sendingDecisions + this.front.length + 1,
    );
    this.changed();
    try {
      const answer = await this.source.fetch(perPage, this.held());
      // Claimed while leaving: those records go back at once.
      if (this.disposed || this.away) return this.releaseLeases();
      this.total = answer.total;
      this.reservedByOthers = answer.reservedByOthers;
      this.otherControllers = answer.otherControllers;
      this.ackedAtFetch = base;
      this.exhausted = answer.exhausted;
      const shown = new Set(
        [this.current, ...this.front].map((entry) => entry?.student.student_idNumber),
      );
      this.list = answer.data.filter((student) => !shown.has(student.student_idNumber));
      this.loadError = null;
      if (!this.current) this.current = this.front.shift() ?? this.takeFromList();
    } catch (error) {
      if (this.disposed) return;
      this.loadError = this.deps.describe(error).message;
    } finally {
      this.fetching = false;
      this.changed();
      if (this.claimAgain) {
        this.claimAgain = false;
        void this.fetchMore(true);
      }
    }
  }

  private changed(): void {
    if (this.disposed) return;
    this.snapshot = this.build();
    this.listeners.forEach((listener) => listener());
  }

  private build(): SessionSnapshot {
    const upcoming = [
      ...this.front.map((entry) => entry.student),
      ...this.list.filter((student) => !this.hidden.has(student.student_idNumber)),
    ].slice(0, UPCOMING);
    const left =
      this.total === null
        ? null
        : Math.max(
            0,
            this.total -
              this.reservedByOthers -
              (this.acked - this.ackedAtFetch) -
              this.sendingDecisions +
              this.sendingUndos,
          );
    return {
      current: this.current,
      upcoming,
      decided: this.decided,
      left,
      takenElsewhere: this.takenElsewhere,
      otherControllers: this.otherControllers,
      reservedByOthers: this.reservedByOthers,
      sending: this.sendingDecisions + this.sendingUndos,
      waiting: this.waiting,
      loading: this.fetching && !this.current,
      loadError: this.loadError,
      finished: !this.current && !this.fetching && this.total !== null && this.loadError === null,
      canUndo: this.actions.length > 0,
      skipped: this.skipped.size,
    };
  }
}

const noop = () => undefined;
