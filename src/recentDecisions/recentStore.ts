import { getCurrentUser } from '../auth/clientSession';
import { onSessionEnd } from '../auth/sessionEndHooks';
import { clearRecent, readRecent, writeRecent } from './recentStorage';
import { UNDO_WINDOW_MS, type RecentEntry } from './types';

type NewEntry = Pick<RecentEntry, 'origin' | 'target' | 'state' | 'comment' | 'students'> &
  Partial<Pick<RecentEntry, 'delivery' | 'asked'>>;

/**
 * Every decision of the last 15 minutes of the logged-in user, wherever it was taken (queue,
 * bulk, student page, photo viewer), newest first, kept for the tab (recentStorage.ts).
 * Those who decide add and update their entries; an undo taken elsewhere is told to them by
 * `onUndo` (the queue's sitting takes it through its own undo).
 */
class RecentDecisions {
  private user: number | null = null;
  private entries: RecentEntry[] = [];
  private snapshot: readonly RecentEntry[] = [];
  private readonly listeners = new Set<() => void>();
  /** Undos of entries whose decider is still here (a sitting, a bulk run): theirs is used. */
  private readonly live = new Map<string, () => void>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly currentUser: () => number | null = () => getCurrentUser()?.login_id ?? null,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The entries still within their 15 minutes, newest first. */
  getSnapshot = (): readonly RecentEntry[] => {
    this.load();
    const now = this.now();
    if (this.snapshot.some((entry) => now - entry.at >= UNDO_WINDOW_MS)) this.prune();
    return this.snapshot;
  };

  add(decision: NewEntry): string {
    this.load();
    const id = `${this.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const asked = decision.asked ?? decision.students.length;
    this.entries = [
      {
        delivery: 'sending',
        ...decision,
        id,
        at: this.now(),
        asked,
        answered: 0,
        failures: [],
        undone: false,
        undo: null,
      },
      ...this.entries,
    ];
    this.save();
    return id;
  }

  get(id: string): RecentEntry | undefined {
    this.load();
    return this.entries.find((entry) => entry.id === id);
  }

  update(
    id: string,
    change: Partial<RecentEntry> | ((entry: RecentEntry) => Partial<RecentEntry>),
  ) {
    this.load();
    let found = false;
    this.entries = this.entries.map((entry) => {
      if (entry.id !== id) return entry;
      found = true;
      return { ...entry, ...(typeof change === 'function' ? change(entry) : change) };
    });
    if (found) this.save();
  }

  /** Not recorded (refused): it was never a decision, nothing to undo. */
  remove(id: string): void {
    this.load();
    this.entries = this.entries.filter((entry) => entry.id !== id);
    this.live.delete(id);
    this.save();
  }

  /** The decider's own undo of `id`, used while it is here; `null` when it is gone. */
  onUndo(id: string, undo: (() => void) | null): void {
    if (undo) this.live.set(id, undo);
    else this.live.delete(id);
  }

  liveUndo(id: string): (() => void) | undefined {
    return this.live.get(id);
  }

  /** The session is over: nothing of it stays in the tab. */
  clear(): void {
    clearRecent();
    this.user = null;
    this.entries = [];
    this.live.clear();
    this.publish();
  }

  /** The entries of the user now logged in, read again when the user changed. */
  private load(): void {
    const user = this.currentUser();
    if (user === this.user) return;
    this.user = user;
    this.entries = user === null ? [] : readRecent(user, this.now());
    this.live.clear();
    this.snapshot = this.entries;
  }

  /** Read while rendering: the list is updated and kept, no listener is called. */
  private prune(): void {
    const now = this.now();
    this.entries = this.entries.filter((entry) => now - entry.at < UNDO_WINDOW_MS);
    const kept = new Set(this.entries.map((entry) => entry.id));
    for (const id of this.live.keys()) if (!kept.has(id)) this.live.delete(id);
    this.snapshot = this.entries;
    if (this.user !== null) writeRecent(this.user, this.entries);
  }

  private save(): void {
    if (this.user !== null) writeRecent(this.user, this.entries);
    this.publish();
  }

  private publish(): void {
    this.snapshot = this.entries;
    this.listeners.forEach((listener) => listener());
  }
}

export type { RecentDecisions };

/** The app's one list of recent decisions. */
export const recentDecisions = new RecentDecisions();
onSessionEnd(() => recentDecisions.clear());

/** For tests: a list on its own clock and user. */
export const makeRecentDecisions = (now: () => number, user: () => number | null) =>
  new RecentDecisions(now, user);
