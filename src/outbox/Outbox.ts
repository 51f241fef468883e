import type { FailureKind } from './failure';
import { RetryPace } from './retryPace';
import { noneSettled, outcomeOf, type Answered } from './settled';
import type { OutboxStorage, Refusals } from './sealedOutbox';
import type {
  OutboxItem,
  OutboxPayload,
  OutboxSnapshot,
  OutboxUser,
  PendingDecision,
  Settled,
} from './types';

export interface OutboxDeps {
  storage: OutboxStorage;
  /** POST the decision with its idempotency key. */
  post: (item: OutboxItem) => Promise<unknown>;
  /** Whether the server already holds this decision by this user (its answer was lost). */
  isRecorded: (item: OutboxItem) => Promise<boolean>;
  classify: (error: unknown) => FailureKind;
  /** A 401: the session is over (its spec path takes over); the decisions are kept. */
  onSessionRefused?: () => void;
  /** Who is logged in, for a decision made before the session's hook opened the outbox. */
  currentUser?: () => OutboxUser | null;
  now?: () => number;
  newKey?: () => string;
}

export interface SubmitOptions {
  /** Told once, when a send got no answer: the decision waits in the outbox. */
  onWaiting?: () => void;
  /** Aborted (an undo): the decision is withdrawn if it is not on its way. */
  signal?: AbortSignal;
  /** The student's name, for the list of waiting decisions (kept sealed with it). */
  label?: string;
}

/**
 * What the outbox found kept for this user: how many of this session's (an F5) went out again
 * and how that ended, how many of an earlier session wait for their author's word (`toConfirm`),
 * and how many were dropped unsent (over 24 h, changed, another user's...).
 */
export interface Resumed {
  resumed: number;
  expired: number;
  toConfirm: number;
  refused: Refusals;
  /** The session has no key: what waits is kept in this page only. */
  keyless: boolean;
  settled: Promise<Settled>;
}

interface Waiter extends Answered {
  onWaiting?: () => void;
  label?: string;
}

const withdrawn = () =>
  Object.assign(new Error('Décision retirée avant son envoi'), { name: 'AbortError' });

const recordOf = (item: OutboxItem) =>
  `${item.payload.student_idNumber}|${item.payload.validation_target}`;

/**
 * A per-user outbox of decisions. Each one is written (IndexedDB) before it is sent and leaves
 * only when the server answered: accepted, or refused (409, 400...: the caller shows it). With
 * no answer it stays, and goes out again by itself (online event, back-off timer, « Envoyer
 * maintenant »), oldest first, one per record at a time. Resent, it carries the same key, and
 * the server is first asked whether it already holds it: never two, never none.
 */
export class Outbox {
  private user: OutboxUser | null = null;
  private items: OutboxItem[] = [];
  private toConfirm: OutboxItem[] = [];
  private readonly waiters = new Map<string, Waiter>();
  private readonly inFlight = new Set<string>();
  private readonly waitingTold = new Set<string>();
  private readonly pace = new RetryPace(() => this.retry());
  private snapshot: OutboxSnapshot = { pending: [], toConfirm: [], offline: false };
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly newKey: () => string;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  userId(): number | null {
    return this.user?.id ?? null;
  }

  /**
   * Opens the outbox of this user (after a login or an F5). What this session kept (an F5)
   * goes out at once; what an earlier one kept waits for its author's word (`confirm`);
   * what fails its checks was dropped (sealedOutbox.ts). Another user's are never read.
   */
  async open(user: OutboxUser): Promise<Resumed> {
    const none = { resumed: 0, expired: 0, toConfirm: 0, refused: {}, keyless: false };
    if (this.user?.id === user.id) return { ...none, settled: noneSettled() };
    this.close();
    this.user = user;
    const loaded = await this.deps.storage.load(user.id);
    if (this.user !== user) return { ...none, settled: noneSettled() };
    const known = new Set(this.items.map((item) => item.key));
    const found = loaded.items.filter(({ item }) => !known.has(item.key));
    const resumedItems = found.filter((kept) => kept.sameSession).map((kept) => kept.item);
    this.toConfirm = found.filter((kept) => !kept.sameSession).map((kept) => kept.item);
    this.items = [...resumedItems, ...this.items];
    const settled = outcomeOf(resumedItems, this.waiters);
    this.changed();
    this.pump();
    return {
      resumed: resumedItems.length,
      expired: loaded.refused.expired ?? 0,
      toConfirm: this.toConfirm.length,
      refused: loaded.refused,
      keyless: loaded.keyless,
      settled,
    };
  }

  /**
   * The author's word on the decisions kept from an earlier session: those of `keys` are sent
   * (ahead of this session's), the others dropped unsent.
   */
  async confirm(keys: readonly string[]): Promise<Settled> {
    const chosen = this.toConfirm.filter((item) => keys.includes(item.key));
    const dropped = this.toConfirm.filter((item) => !keys.includes(item.key));
    this.toConfirm = [];
    this.items = [...chosen, ...this.items];
    const settled = outcomeOf(chosen, this.waiters);
    this.changed();
    this.pump();
    for (const item of dropped) await this.deps.storage.remove(item.key);
    return settled;
  }

  /** The session ended: nothing more is sent; what waits stays stored for this user. */
  close(): void {
    this.pace.reset();
    this.user = null;
    this.items = [];
    this.toConfirm = [];
    this.inFlight.clear();
    this.waitingTold.clear();
    this.waiters.clear();
    this.changed();
  }

  /**
   * Keeps then sends one decision of the open user. Resolves with the server's answer;
   * rejects with its refusal, or with an AbortError when withdrawn before it was sent.
   * With no answer, it neither resolves nor rejects: it waits (`onWaiting`).
   */
  async submit(payload: OutboxPayload, options: SubmitOptions = {}): Promise<unknown> {
    const known = this.deps.currentUser?.();
    if (!this.user && known) await this.open(known);
    const user = this.user;
    if (!user) throw new Error('Aucune session ouverte : décision non enregistrée.');
    const item: OutboxItem = {
      key: this.newKey(),
      userId: user.id,
      userName: user.name,
      payload,
      createdAt: this.now(),
      tried: false,
      ...(options.label === undefined ? {} : { label: options.label }),
    };
    const answer = new Promise((resolve, reject) =>
      this.waiters.set(item.key, { resolve, reject, ...options }),
    );
    this.items.push(item);
    this.changed();
    await this.deps.storage.put(item);
    const { signal } = options;
    const withdraw = () => void this.withdraw(item.key);
    signal?.addEventListener('abort', withdraw, { once: true });
    // Answered, it can no longer be withdrawn: the listener goes (a signal may outlive it).
    answer.finally(() => signal?.removeEventListener('abort', withdraw)).catch(() => undefined);
    if (signal?.aborted) await this.withdraw(item.key);
    if (this.pace.offline) this.tellWaiting(item.key);
    this.pump();
    return answer;
  }

  /**
   * Takes back a decision not on its way (an undo): true when it is withdrawn. One sent once
   * may be recorded (its answer was lost): the server is asked first. Recorded, it is
   * answered as accepted (the caller then undoes it on the server); not known (no network),
   * it stays and goes out when it can, so that nothing is undone here alone.
   */
  async withdraw(key: string): Promise<boolean> {
    const item = this.items.find((kept) => kept.key === key);
    if (!item || this.inFlight.has(key)) return false;
    if (item.tried) {
      const user = this.user;
      this.inFlight.add(key);
      const recorded = await this.deps.isRecorded(item).catch(() => null);
      this.inFlight.delete(key);
      if (this.user !== user) return false;
      // The server answered: the network is back for what waits too.
      if (recorded !== null) this.pace.reset();
      if (recorded !== false) {
        if (recorded) await this.settle(key, null);
        this.pump();
        return false;
      }
    }
    await this.leave(key);
    this.waiters.get(key)?.reject(withdrawn());
    this.waiters.delete(key);
    return true;
  }

  /** Forgets every waiting decision of the open user (« Abandonner » at logout). */
  async dropAll(): Promise<void> {
    for (const item of [...this.items]) await this.withdraw(item.key);
  }

  /** Tries at once what waits (« Envoyer maintenant », the network back). */
  sendNow(): void {
    this.pace.restart();
    this.retry();
  }

  private retry(): void {
    if (!this.user) return;
    this.pace.stop();
    this.changed();
    this.pump();
  }

  private pump(): void {
    if (!this.user || this.pace.offline) return;
    const busy = new Set([...this.inFlight].map((key) => this.recordOfKey(key)));
    const limit = this.pace.limit();
    for (const item of this.items) {
      if (this.inFlight.size >= limit) break;
      const record = recordOf(item);
      if (this.inFlight.has(item.key) || busy.has(record)) continue;
      // Later decisions on the same record wait for this one (an order kept per record).
      busy.add(record);
      void this.send(item);
    }
  }

  private recordOfKey(key: string): string | undefined {
    const item = this.items.find((i) => i.key === key);
    return item && recordOf(item);
  }

  private async send(item: OutboxItem): Promise<void> {
    const user = this.user;
    const outage = this.pace.outages;
    this.inFlight.add(item.key);
    this.changed();
    try {
      let answer: unknown = null;
      if (!(item.tried && (await this.deps.isRecorded(item)))) {
        if (!item.tried) {
          item.tried = true;
          await this.deps.storage.put(item);
        }
        // Its sealing can outlast another send's failure, or the session: then it is not
        // posted into the outage (it waits its turn, oldest first) nor after a logout.
        if (this.user !== user) return;
        if (this.pace.outages !== outage) return this.tellWaiting(item.key);
        answer = await this.deps.post(item);
      }
      if (this.user !== user) return;
      this.pace.answered();
      await this.settle(item.key, answer);
    } catch (error) {
      if (this.user !== user) return;
      const kind = this.deps.classify(error);
      if (kind === 'answered') {
        await this.leave(item.key);
        this.waiters.get(item.key)?.reject(error);
        this.waiters.delete(item.key);
      } else {
        this.tellWaiting(item.key);
        this.goOffline(kind);
      }
    } finally {
      this.inFlight.delete(item.key);
      if (this.user === user) {
        this.changed();
        this.pump();
      }
    }
  }

  /** Once per decision: it got no answer and waits in the outbox. */
  private tellWaiting(key: string): void {
    const waiter = this.waiters.get(key);
    if (!waiter || this.waitingTold.has(key)) return;
    this.waitingTold.add(key);
    waiter.onWaiting?.();
  }

  /** No answer: the outbox waits for the network; a refused session, for the next login. */
  private goOffline(kind: 'network' | 'session'): void {
    const started = this.pace.goOffline(kind === 'network');
    if (started && kind === 'session') this.deps.onSessionRefused?.();
  }

  /** Recorded by the server: it leaves, and its caller gets the answer. */
  private async settle(key: string, answer: unknown): Promise<void> {
    await this.leave(key);
    this.waiters.get(key)?.resolve(answer);
    this.waiters.delete(key);
  }

  private async leave(key: string): Promise<void> {
    this.items = this.items.filter((item) => item.key !== key);
    this.waitingTold.delete(key);
    this.changed();
    await this.deps.storage.remove(key);
  }

  private changed(): void {
    const decisionOf = (item: OutboxItem): PendingDecision => ({
      key: item.key,
      payload: item.payload,
      createdAt: item.createdAt,
      label: item.label ?? this.waiters.get(item.key)?.label,
      sending: this.inFlight.has(item.key),
      waiting: this.waitingTold.has(item.key),
    });
    this.snapshot = {
      offline: this.pace.offline,
      pending: this.items.map(decisionOf),
      toConfirm: this.toConfirm.map(decisionOf),
    };
    this.listeners.forEach((listener) => listener());
  }
}
