import { recentDecisions } from '../recentDecisions/recentStore';
import { UNDO_WINDOW_MS } from '../recentDecisions/types';
import { DecisionSender, type Decision } from './decisionSender';
import type { Verdict } from '../decision/labels';
import { QueueSource } from './queueSource';
import { ReviewRecords } from './reviewRecords';
import type { Reservation, SessionDeps, SessionSnapshot } from './reviewTypes';

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

const RECOUNT_AFTER_MS = 1500;
/** Leases are renewed this often while the controller works (docs/decisions/leases.md). */
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
 */
export class ReviewSession {
  private readonly records = new ReviewRecords();
  private readonly sender: DecisionSender;
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
  /** The release of a leave, sent a moment later: a return at once cancels it (`resume`). */
  private leaving: ReturnType<typeof setTimeout> | undefined;
  private recount: ReturnType<typeof setTimeout> | undefined;
  private readonly source: QueueSource;
  private renewal: ReturnType<typeof setInterval> | undefined;
  private lastActivity = Date.now();
  private rechecking = false;
  private reservedByOthers = 0;
  private otherControllers = 0;
  private reservedBy: Reservation[] = [];
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: SessionDeps) {
    this.source = new QueueSource(deps);
    this.sender = new DecisionSender(deps, {
      waiting: () => this.changed(),
      refused: (...answer) => this.records.refused(...answer),
      undoRefused: (decision) => this.undoRefused(decision),
      settled: () => this.settled(),
    });
    const restored = deps.kept?.restored;
    if (restored) {
      const { decided, takenElsewhere, onScreen, skipped } = restored;
      const gone = (d: { entryId: string }) => recentDecisions.get(d.entryId)?.undone === true;
      const decisions = this.sender.restore(
        decided,
        takenElsewhere,
        restored.decisions.filter((d) => !gone(d)),
      );
      this.records.restore(onScreen, skipped, decisions);
      for (const decision of decisions) {
        recentDecisions.onUndo(decision.entryId, () => this.undo(decision));
      }
    }
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
    // Not at once: a leave and a return in the same moment (React StrictMode runs the queue's
    // effect twice; a re-render) would hand the records on screen to the others for a round
    // trip, and a controller entering then got the same record (issue 40).
    this.leaving = setTimeout(() => {
      this.leaving = undefined;
      this.releaseLeases();
    });
  }

  /** Back on the queue: its records claimed again (those on screen first), its count asked. */
  resume(): void {
    if (!this.away || this.disposed) return;
    this.away = false;
    this.lastActivity = Date.now();
    this.startRenewal();
    if (this.leaving !== undefined) {
      // Back before the release went out: nothing was given back, the sitting goes on.
      clearTimeout(this.leaving);
      this.leaving = undefined;
      return;
    }
    this.exhausted = false;
    if (this.fetching) this.claimAgain = true;
    else void this.fetchMore(true);
  }

  /** The end of the sitting; `release: false` once the session is over (the server ended them). */
  dispose({ release = true } = {}): void {
    this.disposed = true;
    for (const decision of this.records.undoable()) recentDecisions.onUndo(decision.entryId, null);
    clearTimeout(this.recount);
    clearTimeout(this.leaving);
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
    if (this.source.unleased) return;
    // Unloading may be a reload (F5): the record on screen keeps its lease, and the claim of
    // the page reloaded (same holder, sittingStorage.ts) takes it again. A closed tab holds it
    // until its lease lapses, two minutes at most.
    const ids = unloading && this.records.current ? this.records.heldAhead() : undefined;
    if (ids?.length === 0) return;
    void this.deps.leases?.release(ids, unloading).catch(noop);
  }

  retryLoad(): void {
    this.loadError = null;
    this.exhausted = false;
    void this.fetchMore();
  }

  decide(verdict: Verdict, comment = ''): void {
    const entry = this.records.current;
    if (!entry) return;
    const { student } = entry;
    const decision = this.sender.make(student, verdict, comment);
    this.forgetPastUndo();
    this.records.decide(decision);
    // Undone from « Décisions récentes » while the sitting lives: as by its own undo.
    recentDecisions.onUndo(decision.entryId, () => this.undo(decision));
    this.holdRecount();
    this.advance();
    this.deps.notify({ type: 'decided', student, verdict });
    this.sender.send(decision);
  }

  skip(): void {
    const entry = this.records.current;
    if (!entry) return;
    this.records.skip(entry);
    this.advance();
    const id = entry.student.student_idNumber;
    if (this.source.leasing) void this.deps.leases?.release([id]).catch(noop);
  }

  /** Brings the records skipped in this sitting back into the queue. */
  reviewSkipped(): void {
    this.records.bringBackSkipped();
    this.exhausted = false;
    void this.fetchMore(true);
  }

  /**
   * Takes back the last decision (a skip is not one), or `decision`: its record comes back on
   * screen, and the decision is withdrawn from the outbox or reopened on the server.
   */
  undo(decision?: Decision): void {
    const undone = this.records.undo(decision);
    if (!undone) return;
    this.lastActivity = Date.now();
    this.holdRecount();
    this.sender.undo(undone);
    this.deps.notify({ type: 'undone', student: undone.student });
    this.changed();
  }

  /** Decisions past their 15 minutes of undo leave the sitting and « Décisions récentes ». */
  private forgetPastUndo(): void {
    for (const { entryId } of this.records.forgetBefore(Date.now() - UNDO_WINDOW_MS)) {
      recentDecisions.onUndo(entryId, null);
    }
  }

  private undoRefused({ student, entryId }: Decision): void {
    recentDecisions.onUndo(entryId, null);
    // The decision stands: its record leaves the screen again.
    const id = student.student_idNumber;
    this.records.remove(id);
    if (this.records.current?.student.student_idNumber === id) this.advance();
  }

  private settled(): void {
    if (this.disposed) return;
    // All answered and the controller paused: ask the server again, for the exact count of
    // records left (not after every decision: the queue's request is the costliest).
    clearTimeout(this.recount);
    if (this.sender.sending === 0) {
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
    this.records.next();
    this.lastActivity = Date.now();
    this.changed();
    if (this.records.runningLow) void this.fetchMore();
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
    const ids = this.records.nextInList(RECHECK);
    if (!ids.length) return;
    this.rechecking = true;
    stillQueued(ids)
      .then((still) => {
        const gone = new Set(ids.filter((id) => !still.includes(id)));
        if (!gone.size || this.disposed) return;
        this.records.dropFromList(gone);
        this.changed();
      }, noop)
      .finally(() => {
        this.rechecking = false;
      });
  }

  private async fetchMore(force = false): Promise<void> {
    if (this.fetching || this.disposed || this.away || (!force && this.exhausted)) return;
    this.fetching = true;
    const counted = this.sender.countAsked();
    const perPage = this.records.perPage(this.sender.decisionsSending);
    this.changed();
    try {
      const answer = await this.source.fetch(perPage, this.records.held());
      // Claimed while leaving: those records go back at once.
      if (this.disposed || this.away) return this.releaseLeases();
      this.total = answer.total;
      this.reservedByOthers = answer.reservedByOthers;
      this.otherControllers = answer.otherControllers;
      this.reservedBy = answer.reservedBy;
      counted();
      this.exhausted = answer.exhausted;
      this.records.receive(answer.data);
      this.loadError = null;
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
    this.save();
  }

  /** Kept for the tab at each change: a reload or a crash finds the sitting as it was. */
  private save(): void {
    const { decided, takenElsewhere } = this.sender.counts();
    this.deps.kept?.save({
      decided,
      takenElsewhere,
      onScreen: this.records.current,
      skipped: this.records.skippedIds(),
      decisions: this.records.undoable().map(({ student, verdict, comment, at, entryId }) => ({
        student,
        verdict,
        comment,
        at,
        entryId,
      })),
    });
  }

  private build(): SessionSnapshot {
    const { current } = this.records;
    const { total, loadError } = this;
    return {
      current,
      upcoming: this.records.upcoming(),
      left:
        total === null ? null : Math.max(0, total - this.reservedByOthers - this.sender.uncounted),
      otherControllers: this.otherControllers,
      reservedByOthers: this.reservedByOthers,
      reservedBy: this.reservedBy,
      ...this.sender.counts(),
      loading: this.fetching && !current,
      loadError,
      finished: !current && !this.fetching && total !== null && loadError === null,
      canUndo: this.records.canUndo,
      skipped: this.records.skippedCount,
    };
  }
}

const noop = () => undefined;
