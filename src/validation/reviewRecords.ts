import type { Student } from '../api/types';
import type { Decision } from './decisionSender';
import type { Held } from './queueSource';
import type { QueueEntry } from './reviewTypes';

/** Page of the queue kept ahead; more is asked when fewer than LOW_WATER records are left. */
const PAGE = 20;
const LOW_WATER = 8;
const MAX_PER_PAGE = 1000;
const UPCOMING = 3;

/**
 * The records of one sitting: the one on screen, those come back to the queue (shown next, in
 * `front`), the page of the queue fetched ahead (`list`), those skipped, and those decided, last
 * first for undo (`decisions`): a skip is not a decision, undo never takes one back.
 */
export class ReviewRecords {
  private onScreen: QueueEntry | null = null;
  private front: QueueEntry[] = [];
  private list: Student[] = [];
  /** Records decided (not undone) or skipped in this sitting: never shown again. */
  private readonly hidden = new Set<string>();
  private readonly skipped = new Set<string>();
  private readonly decisions: Decision[] = [];

  get current(): QueueEntry | null {
    return this.onScreen;
  }

  get skippedCount(): number {
    return this.skipped.size;
  }

  get canUndo(): boolean {
    return this.decisions.length > 0;
  }

  /** The next record on screen. */
  next(): void {
    this.onScreen = this.front.shift() ?? this.takeFromList();
  }

  decide(decision: Decision): void {
    this.hidden.add(decision.student.student_idNumber);
    this.decisions.push(decision);
  }

  skip(entry: QueueEntry): void {
    const id = entry.student.student_idNumber;
    this.hidden.add(id);
    this.skipped.add(id);
  }

  /** The records skipped in this sitting come back into the queue. */
  bringBackSkipped(): void {
    for (const id of this.skipped) this.hidden.delete(id);
    this.skipped.clear();
  }

  /** The last decision (or `decision`) taken back: its record comes back on screen. */
  undo(decision = this.decisions.at(-1)): Decision | undefined {
    const index = decision ? this.decisions.lastIndexOf(decision) : -1;
    if (!decision || index < 0) return undefined;
    this.decisions.splice(index, 1);
    const id = decision.student.student_idNumber;
    this.hidden.delete(id);
    if (this.onScreen) this.front.unshift(this.onScreen);
    this.onScreen = { student: decision.student };
    return decision;
  }

  /**
   * Decisions recorded before `cutoff` can no longer be undone (the server refuses past 15
   * minutes): they leave the sitting, which would otherwise grow with each decision of the day.
   * Returns them.
   */
  forgetBefore(cutoff: number): Decision[] {
    const past = this.decisions.filter((d) => d.status === 'done' && d.at < cutoff);
    for (const decision of past) {
      this.decisions.splice(this.decisions.indexOf(decision), 1);
      this.hidden.delete(decision.student.student_idNumber);
    }
    return past;
  }

  /** A sitting read back after a reload: its record on screen, its skips and decisions. */
  restore(onScreen: QueueEntry | null, skipped: string[], decisions: Decision[]): void {
    this.onScreen = onScreen;
    for (const id of skipped) {
      this.hidden.add(id);
      this.skipped.add(id);
    }
    for (const decision of decisions) this.hidden.add(decision.student.student_idNumber);
    this.decisions.push(...decisions);
  }

  /** The records skipped in this sitting. */
  skippedIds(): string[] {
    return [...this.skipped];
  }

  /** The records held ahead of the one on screen (leased with it). */
  heldAhead(): string[] {
    return [...this.front.map((entry) => entry.student), ...this.ahead()].map(
      (student) => student.student_idNumber,
    );
  }

  /** The decisions that can be undone, oldest first. */
  undoable(): readonly Decision[] {
    return this.decisions;
  }

  /** A decision the server refused; `elsewhere`: another controller decided first (409). */
  refused(decision: Decision, notice: string, elsewhere: boolean): void {
    const index = this.decisions.indexOf(decision);
    if (index >= 0) this.decisions.splice(index, 1);
    if (decision.undone) return;
    const { student, comment } = decision;
    if (elsewhere) this.hidden.add(student.student_idNumber);
    else this.returnToQueue({ student, notice, comment });
  }

  /** A refused undo: its record leaves the queue again (but not the screen). */
  remove(id: string): void {
    this.hidden.add(id);
    this.front = this.front.filter((entry) => entry.student.student_idNumber !== id);
  }

  /** A new page of the queue, less the records already on screen or shown next. */
  receive(data: Student[]): void {
    const shown = new Set(
      [this.onScreen, ...this.front].map((entry) => entry?.student.student_idNumber),
    );
    this.list = data.filter((student) => !shown.has(student.student_idNumber));
    if (!this.onScreen) this.next();
  }

  /** The first `count` records of the page fetched ahead still to be shown. */
  nextInList(count: number): string[] {
    return this.ahead()
      .slice(0, count)
      .map((student) => student.student_idNumber);
  }

  /** Records the queue no longer holds leave the page fetched ahead. */
  dropFromList(gone: Set<string>): void {
    this.list = this.list.filter((student) => !gone.has(student.student_idNumber));
  }

  get runningLow(): boolean {
    return this.ahead().length < LOW_WATER;
  }

  /** The size of the next page: beyond PAGE, the records it holds that will not be shown. */
  perPage(sendingDecisions: number): number {
    return Math.min(
      MAX_PER_PAGE,
      PAGE + this.skipped.size + sendingDecisions + this.front.length + 1,
    );
  }

  /** The records on screen (kept leased) and those not to lease: skipped, or being decided. */
  held(): Held {
    const keep = [this.onScreen, ...this.front].flatMap((entry) =>
      entry ? [entry.student.student_idNumber] : [],
    );
    const sending = this.decisions.flatMap((decision) =>
      decision.status === 'sending' ? [decision.student.student_idNumber] : [],
    );
    return { keep, exclude: [...this.skipped, ...sending] };
  }

  /** The next records, for prefetching their photos. */
  upcoming(): Student[] {
    return [...this.front.map((entry) => entry.student), ...this.ahead()].slice(0, UPCOMING);
  }

  private ahead(): Student[] {
    return this.list.filter((student) => !this.hidden.has(student.student_idNumber));
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

  private returnToQueue(entry: QueueEntry): void {
    this.hidden.delete(entry.student.student_idNumber);
    if (this.onScreen) this.front.unshift(entry);
    else this.onScreen = entry;
  }
}
